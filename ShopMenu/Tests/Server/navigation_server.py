#!/usr/bin/env python3
"""A navigation-feed server on loopback, with fault modes, for the ShopMenu tests.

Python standard library only. It binds 127.0.0.1 and 127.0.0.2 on the same free port (never a
wildcard address), prints the port on the first line of stdout and the second host on the
second ("second-host 127.0.0.2"), and exits by itself after --idle seconds without a request
or --max-time seconds in all. Where 127.0.0.2 cannot be bound (macOS has no lo0 alias by
default) the second host is "localhost" on the 127.0.0.1 listener: still another host name.

Endpoints
  GET /v1/<shop>/navigation   the feed; needs the x-api-key header (403 without or wrong).
                              ETag / Last-Modified; If-None-Match / If-Modified-Since -> 304.
      ?fault=<mode>           one of FAULTS below; &token=<t> groups requests for /seen-keys
                              and for the stateful modes; &delay=<s>, &retry-after=<s>,
                              &failures=<n>, &size=<bytes> tune the modes.
  GET /open/navigation        the feed without a key: the redirect target on the second host.
  GET /seen-keys[?token=<t>]  JSON list of requests: listener, host, path, key (present or not).
                              The key itself is never recorded or logged.

Usage: navigation_server.py --feed FILE --key KEY [--idle 30] [--max-time 300] [--verbose]
"""

import argparse
import email.utils
import errno
import hashlib
import json
import os
import socket
import struct
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

FAULTS = (
    "slow-headers", "slow-body", "truncated", "wrong-content-type", "html-200", "401", "403",
    "429", "503-then-200", "redirect", "redirect-same", "redirect-ftp", "huge", "huge-chunked",
    "reset", "304-length",
)
HTML_PAGE = (b"<!DOCTYPE html><html><head><title>Wartung</title></head>"
             b"<body>Bald wieder da.</body></html>")


class State:
    """What all handler threads share."""

    def __init__(self, feed_path, key, verbose):
        with open(feed_path, "rb") as handle:
            self.feed = handle.read()
        self.etag = '"%s"' % hashlib.sha256(self.feed).hexdigest()[:16]
        self.mtime = int(os.path.getmtime(feed_path))
        self.last_modified = email.utils.formatdate(self.mtime, usegmt=True)
        self.key = key
        self.verbose = verbose
        self.port = 0
        self.second_host = "127.0.0.2"
        self.lock = threading.Lock()
        self.seen = []
        self.counters = {}
        self.last_request = time.monotonic()

    def record(self, entry):
        with self.lock:
            self.seen.append(entry)
            self.last_request = time.monotonic()

    def count(self, token):
        with self.lock:
            self.counters[token] = self.counters.get(token, 0) + 1
            return self.counters[token]


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "NavigationTestServer/1"

    # MARK: - Plumbing

    def log_message(self, fmt, *args):
        if self.server.state.verbose:
            sys.stderr.write("%s %s\n" % (self.server.server_address[0], fmt % args))

    def send_body(self, status, body, content_type="application/json", headers=None, length=None):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body) if length is None else length))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def send_json(self, status, value, headers=None):
        self.send_body(status, json.dumps(value).encode(), headers=headers)

    def do_GET(self):
        try:
            self.route()
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    # MARK: - Routes

    def route(self):
        state = self.server.state
        parts = urlsplit(self.path)
        query = {name: values[-1] for name, values in parse_qs(parts.query).items()}
        has_key = "x-api-key" in self.headers
        state.record({
            "listener": self.server.server_address[0], "host": self.headers.get("Host", ""),
            "path": self.path, "token": query.get("token", ""), "key": has_key,
        })
        if parts.path == "/seen-keys":
            token = query.get("token")
            with state.lock:
                seen = [entry for entry in state.seen
                        if entry["path"].split("?")[0] != "/seen-keys"
                        and (token is None or entry["token"] == token)]
            return self.send_json(200, seen)
        if parts.path == "/open/navigation":
            return self.serve_feed()
        segments = parts.path.strip("/").split("/")
        if len(segments) != 3 or segments[0] != "v1" or segments[2] != "navigation":
            return self.send_json(404, {"message": "Not Found"})
        if self.headers.get("x-api-key") != state.key:
            return self.send_json(403, {"message": "Forbidden"})
        fault = query.get("fault")
        if fault is None:
            return self.serve_feed()
        if fault not in FAULTS:
            return self.send_json(400, {"message": "unknown fault", "faults": list(FAULTS)})
        return self.serve_fault(fault, query)

    def serve_feed(self):
        state = self.server.state
        validators = {"ETag": state.etag, "Last-Modified": state.last_modified}
        match = self.headers.get("If-None-Match")
        since = self.headers.get("If-Modified-Since")
        if match is not None:
            not_modified = state.etag in [tag.strip() for tag in match.split(",")] or match == "*"
        elif since is not None:
            parsed = email.utils.parsedate_tz(since)
            not_modified = parsed is not None and email.utils.mktime_tz(parsed) >= state.mtime
        else:
            not_modified = False
        if not_modified:
            self.send_response(304)
            for name, value in validators.items():
                self.send_header(name, value)
            self.end_headers()
            return
        self.send_body(200, state.feed, "application/json; charset=utf-8", validators)

    def serve_fault(self, fault, query):
        state = self.server.state
        delay = min(float(query.get("delay", "3")), 30.0)
        token = query.get("token", "")
        if fault == "slow-headers":
            time.sleep(delay)
            return self.serve_feed()
        if fault == "slow-body":
            return self.stall(state.feed, delay)
        if fault == "truncated":
            body = state.feed[: len(state.feed) // 2]
            self.send_body(200, body, length=len(state.feed))
            self.close_connection = True
            return
        if fault == "wrong-content-type":
            return self.send_body(200, state.feed, "image/png")
        if fault == "html-200":
            return self.send_body(200, HTML_PAGE, "text/html; charset=utf-8")
        if fault in ("401", "403"):
            message = "Unauthorized" if fault == "401" else "Forbidden"
            return self.send_json(int(fault), {"message": message})
        if fault == "429":
            headers = {"Retry-After": query.get("retry-after", "1")}
            return self.send_json(429, {"message": "Too Many Requests"}, headers)
        if fault == "503-then-200":
            if state.count("503:" + token) <= int(query.get("failures", "1")):
                return self.send_json(503, {"message": "Service Unavailable"})
            return self.serve_feed()
        if fault in ("redirect", "redirect-same", "redirect-ftp"):
            host = "127.0.0.1" if fault == "redirect-same" else state.second_host
            path = self.path.split("?")[0] if fault == "redirect-same" else "/open/navigation"
            scheme = "ftp" if fault == "redirect-ftp" else "http"
            location = "%s://%s:%d%s?token=%s" % (scheme, host, state.port, path, token)
            return self.send_body(302, b"", headers={"Location": location})
        if fault == "304-length":
            # RFC 9110 section 8.6: a 304 may carry the Content-Length of the body it omits.
            self.send_response(304)
            self.send_header("ETag", state.etag)
            self.send_header("Content-Length", "1234")
            self.end_headers()
            return
        if fault in ("huge", "huge-chunked"):
            size = min(int(query.get("size", str(9 << 20))), 64 << 20)
            return self.send_huge(size, with_length=fault == "huge")
        if fault == "reset":
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.close_connection = True
            self.connection.close()

    # MARK: - Fault bodies

    def stall(self, body, seconds):
        """Headers and half the body, then nothing for `seconds`, then the rest."""
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body[: len(body) // 2])
        self.wfile.flush()
        time.sleep(seconds)
        self.wfile.write(body[len(body) // 2:])

    def send_huge(self, size, with_length):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        if with_length:
            self.send_header("Content-Length", str(size))
        else:
            self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        chunk = b"{" + b" " * 65534 + b"\n"
        sent = 0
        while sent < size:
            piece = chunk[: min(len(chunk), size - sent)]
            if with_length:
                self.wfile.write(piece)
            else:
                self.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece))
            sent += len(piece)
        if not with_length:
            self.wfile.write(b"0\r\n\r\n")


class Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False

    def __init__(self, address, state):
        super().__init__(address, Handler)
        self.state = state

    def handle_error(self, request, client_address):
        if self.state.verbose:
            super().handle_error(request, client_address)


# MARK: - Startup

def bind_pair(state):
    """Both listeners on one free port; (servers, second host)."""
    for _ in range(20):
        first = Server(("127.0.0.1", 0), state)
        port = first.server_address[1]
        try:
            return [first, Server(("127.0.0.2", port), state)], "127.0.0.2"
        except OSError as error:
            if error.errno == errno.EADDRNOTAVAIL:
                return [first], "localhost"
            first.server_close()
    raise SystemExit("no free port on 127.0.0.1 and 127.0.0.2")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--feed", required=True)
    parser.add_argument("--key", required=True)
    parser.add_argument("--idle", type=float, default=30)
    parser.add_argument("--max-time", type=float, default=300)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    state = State(args.feed, args.key, args.verbose)
    servers, state.second_host = bind_pair(state)
    state.port = servers[0].server_address[1]
    for server in servers:
        threading.Thread(target=server.serve_forever, daemon=True).start()
    print(state.port, flush=True)
    print("second-host", state.second_host, flush=True)
    started = time.monotonic()
    while True:
        time.sleep(0.2)
        now = time.monotonic()
        with state.lock:
            idle = now - state.last_request
        if idle > args.idle or now - started > args.max_time:
            break
    for server in servers:
        server.shutdown()
        server.server_close()


if __name__ == "__main__":
    main()
