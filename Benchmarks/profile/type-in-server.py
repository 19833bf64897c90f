#!/usr/bin/env python3
"""Types into one file of a workspace through the `ax-lsp` server, for profiling.

    type-in-server.py AX_LSP ROOT FILE MARKER COUNT [--pull] [--wait SECONDS]

Starts AX_LSP (the server, LSP on stdio) on ROOT with its cache off, opens FILE (relative to
ROOT), waits for its first pulled diagnostics, sleeps --wait seconds (let indexing finish, or
attach `perf record -g -p PID`: the PID is printed on stderr as "ready pid N"), then types COUNT
letters right after the first occurrence of MARKER, one didChange each. After each it sends
`textDocument/inlayHint` for the 60 lines around the edit, or with --pull
`textDocument/diagnostic` (answered once results reflect the edit), and waits for the answer.
Prints every latency in ms and p50/p90/p99. Python 3, no dependencies. The ratios that
BENCHMARKS.md reports come from `ax-lsp-bench real-apps`; this script is for profiles.
"""
import os, sys, time

from lsp_stdio import Server

def main():
    args = sys.argv[1:]
    pull = "--pull" in args
    wait_seconds = 0.0
    if "--wait" in args:
        i = args.index("--wait"); wait_seconds = float(args[i + 1]); del args[i:i + 2]
    args = [a for a in args if a != "--pull"]
    if len(args) != 5:
        sys.exit(__doc__)
    binary, root, rel, marker, count = args[0], os.path.abspath(args[1]), args[2], args[3], int(args[4])
    server = Server(binary)
    send, request, answer = server.send, server.request, server.answer

    root_uri = "file://" + root
    answer(request("initialize", {"processId": None, "rootUri": root_uri, "capabilities": {},
                                  "workspaceFolders": [{"uri": root_uri, "name": "profile"}],
                                  "initializationOptions": {"ax-lsp": {"cache": {"enabled": False}}}}))
    send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    path = os.path.join(root, rel)
    text = open(path, encoding="utf-8").read()
    uri = "file://" + path
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
          "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}}})
    answer(request("textDocument/diagnostic", {"textDocument": {"uri": uri}}))
    if marker not in text:
        sys.exit("the marker is not in the file")
    offset = text.index(marker) + len(marker)
    line = text[:offset].count("\n")
    character = len(text[text.rfind("\n", 0, offset) + 1:offset].encode("utf-16-le")) // 2
    print("ready pid", server.process.pid, file=sys.stderr, flush=True)
    time.sleep(wait_seconds)
    latencies = []
    for index in range(count):
        start = time.perf_counter()
        position = {"line": line, "character": character}
        send({"jsonrpc": "2.0", "method": "textDocument/didChange",
              "params": {"textDocument": {"uri": uri, "version": index + 2},
                         "contentChanges": [{"range": {"start": position, "end": position}, "text": "x"}]}})
        character += 1
        if pull:
            answer(request("textDocument/diagnostic", {"textDocument": {"uri": uri}}))
        else:
            answer(request("textDocument/inlayHint", {"textDocument": {"uri": uri}, "range": {
                "start": {"line": max(0, line - 30), "character": 0}, "end": {"line": line + 30, "character": 0}}}))
        latencies.append((time.perf_counter() - start) * 1000)
    print(" ".join("%.1f" % value for value in latencies))
    ordered = sorted(latencies)
    pick = lambda q: ordered[min(len(ordered) - 1, int(len(ordered) * q))]
    print("p50 %.2f ms  p90 %.2f ms  p99 %.2f ms" % (pick(0.5), pick(0.9), pick(0.99)))
    request("shutdown", None)
    send({"jsonrpc": "2.0", "method": "exit"})

main()
