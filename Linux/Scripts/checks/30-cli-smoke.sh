#!/usr/bin/env bash
# Smoke check of the terminal front end as a person runs it: builds `shopmenu`, then runs it
# with a fresh HOME and cache (a fresh machine) and checks outputs and exit codes.
# SHOPMENU_SCRATCH_PATH, if set, is passed to swift build as --scratch-path.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."

build=(swift build --package-path Linux/Terminal)
if [ -n "${SHOPMENU_SCRATCH_PATH:-}" ]; then build+=(--scratch-path "$SHOPMENU_SCRATCH_PATH"); fi
"${build[@]}" --product shopmenu -Xswiftc -warnings-as-errors | grep -v '^\[' || true
bin="$("${build[@]}" --show-bin-path)/shopmenu"
[ -x "$bin" ] || { echo "FAIL: $bin was not built"; exit 1; }

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
export HOME="$tmp/home" XDG_CACHE_HOME="$tmp/cache"
mkdir -p "$HOME"
unset NO_COLOR SHOPMENU_API_KEY
fixtures=ShopMenu/Tests/ShopMenuTests/Fixtures
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
    echo "FAIL: shopmenu ${*:2} exited $got, expected $want"
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

# The README's run command, no arguments, stdin not a terminal: the bonprix menu as a tree, from
# the network if it answers, else the bundled snapshot.
expect 0 "$bin"
contains out "bonprix menu: "
contains out "Source: "
contains out "Damen  [category]"
inert

expect 0 "$bin" --offline
contains out "bonprix menu: 8 entries, 4 levels"
contains out "Source: bundled snapshot"

expect 0 "$bin" --file "$fixtures/bonprix-navigation-sample.json" validate
expect 1 "$bin" --file "$fixtures/mytoys-navigation.json" validate --json
contains out '"skipped" : 2'
# validate is a contract checker: it never passes on the bundled snapshot when the API fails,
# and a feed in the other shop's format is not clean.
expect 3 "$bin" --endpoint https://127.0.0.1:9/x --timeout 2 validate
contains err "Could not reach the bonprix menu API at https://127.0.0.1:9/x"
contains err "Nothing was validated"
expect 1 "$bin" --shop mytoys --file "$fixtures/bonprix-navigation-sample.json" validate
contains err "is not a myToys feed"
expect 0 "$bin" --offline --shop mytoys search monate
contains out "Sortiment › Alter › Baby & Kleinkind › 0-6 Monate"

printf '2\n2\n2\n2\nq\n' >"$tmp/in"
expect 0 "$bin" --offline browse
contains out "bonprix › Damen › Mode › Neuheiten"
contains out "Open in the web view: https://www.bonprix.de/kategorie/damen-alle-neuen-artikel-oberteile/"
contains out "The menu is closed."
: >"$tmp/in"

expect 2 "$bin" frobnicate
contains err "shopmenu: Unknown command 'frobnicate'."
contains err "Run 'shopmenu --help' for the list of commands."
expect 2 "$bin" --frobnicate
contains err "usage: shopmenu"
expect 2 "$bin" --endpoint http://example.com/nav fetch
expect 3 "$bin" --file /nonexistent/feed.json
contains err "Cannot read /nonexistent/feed.json"
printf '{"categories":[{"label":"\\u001b[2Jx","url":"javascript:alert(1)"}]}' >"$tmp/hostile.json"
expect 3 "$bin" --file "$tmp/hostile.json" tree
inert

echo "shopmenu smoke: $checks checks passed ($bin)"
