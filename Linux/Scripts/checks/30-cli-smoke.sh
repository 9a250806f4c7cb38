#!/usr/bin/env bash
# Smoke check of the terminal front end as a person runs it: builds `shopmenu`, then runs it
# with a fresh HOME and cache (a fresh machine) and checks outputs and exit codes. No internet:
# --offline, and the live path against the loopback test server (ShopMenu/Tests/Server) or a
# closed loopback port.
# SHOPMENU_SCRATCH_PATH, if set, is passed to swift build as --scratch-path.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."

build=(swift build --package-path Linux/Terminal)
if [ -n "${SHOPMENU_SCRATCH_PATH:-}" ]; then build+=(--scratch-path "$SHOPMENU_SCRATCH_PATH"); fi
"${build[@]}" --product shopmenu -Xswiftc -warnings-as-errors | grep -v '^\[' || true
bin="$("${build[@]}" --show-bin-path)/shopmenu"
[ -x "$bin" ] || { echo "FAIL: $bin was not built"; exit 1; }

tmp="$(mktemp -d)"
server=""
trap '[ -z "$server" ] || kill "$server" 2>/dev/null; rm -rf "$tmp"' EXIT
export HOME="$tmp/home" XDG_CACHE_HOME="$tmp/cache"
mkdir -p "$HOME"
unset SHOPMENU_SHOP SHOPMENU_API_KEY SHOPMENU_ENDPOINT SHOPMENU_HOME_URL
checks=0

# expect STATUS COMMAND... : runs COMMAND (stdin from $tmp/in), output in $tmp/out and $tmp/err.
expect() {
  local want=$1 got
  shift
  set +e
  "$@" <"$tmp/in" >"$tmp/out" 2>"$tmp/err"
  got=$?
  set -e
  checks=$((checks + 1))
  if [ "$got" != "$want" ]; then
    echo "FAIL: $* exited $got, expected $want"
    sed 's/^/  stdout: /' "$tmp/out" | head -20
    sed 's/^/  stderr: /' "$tmp/err" | head -20
    exit 1
  fi
}
# contains FILE TEXT
contains() {
  checks=$((checks + 1))
  grep -qF -- "$2" "$tmp/$1" || { echo "FAIL: $1 lacks: $2"; sed 's/^/  /' "$tmp/$1" | head -30; exit 1; }
}
inert() {
  checks=$((checks + 1))
  if LC_ALL=C grep -q $'\e' "$tmp/out" "$tmp/err"; then echo "FAIL: escape sequence in output"; exit 1; fi
}

: >"$tmp/in"
expect 0 "$bin" --version
contains out "shopmenu "
expect 0 "$bin" --help
contains out "usage: shopmenu"

# No arguments, stdin not a terminal: the tree; offline, the bundled copy and the app's notice.
expect 0 "$bin" --offline
contains out "bonprix: 8 entries (3 categories, 5 links), 4 levels deep"
contains out "      Oberteile"
contains err "You're offline, so this is a basic menu."
expect 0 "$bin" --offline --shop mytoys search monate
contains out "Sortiment › Alter › Baby & Kleinkind › 0-6 Monate"
expect 1 "$bin" --offline search xyzzy

printf '2\n2\n2\n2\n..\nq\n' >"$tmp/in"
expect 0 "$bin" --offline browse
contains out "bonprix › Damen › Mode › Neuheiten"
contains out "Open in the web view: https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/"
contains out "Title: Neuheiten"
inert
: >"$tmp/in"

# The live path on loopback: the server's feed, then (server gone) the menu saved on disk.
feed=ShopMenu/Sources/ShopMenu/Resources/mytoys-navigation.json
python3 ShopMenu/Tests/Server/navigation_server.py --feed "$feed" --key smoke --idle 60 \
  >"$tmp/port" 2>/dev/null &
server=$!
for _ in $(seq 50); do [ -s "$tmp/port" ] && break; sleep 0.1; done
port="$(head -1 "$tmp/port")"
export SHOPMENU_ENDPOINT="http://127.0.0.1:$port/v1/mytoys/navigation" SHOPMENU_API_KEY=smoke
expect 0 "$bin" --shop mytoys
contains out "myToys: 215 entries"
[ ! -s "$tmp/err" ] || { echo "FAIL: a notice for a fresh menu: $(cat "$tmp/err")"; exit 1; }
kill "$server"
wait "$server" 2>/dev/null || true
server=""
expect 0 "$bin" --shop mytoys
contains out "myToys: 215 entries"
contains err "You're offline. These categories are from "
SHOPMENU_ENDPOINT=http://127.0.0.1:9/v1/bonprix/navigation expect 0 "$bin"
contains err "You're offline, so this is a basic menu."
unset SHOPMENU_ENDPOINT SHOPMENU_API_KEY

expect 2 "$bin" frobnicate
contains err "shopmenu: Unknown command 'frobnicate'."
contains err "usage: shopmenu"
expect 2 "$bin" --file feed.json validate
contains err "Unknown option --file."

echo "shopmenu smoke: $checks checks passed ($bin)"
