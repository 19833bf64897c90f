#!/usr/bin/env python3
"""Which loop work makes requests wait while the server indexes, for profiling.

    wait-probe.py AX_LSP FILE APP_FOLDER... [--seconds N] [--switch COUNT]

Starts AX_LSP (LSP on stdio, summary cache off through an empty XDG_CACHE_HOME) with one
workspace folder per APP_FOLDER, opens FILE (an absolute path inside one of them) and sends
`textDocument/inlayHint` and `textDocument/hover` alternately, one at a time, 20 ms apart, until
the indexing progress ends (or N seconds, default 60). Prints p50/p99/max of the waits, then the
server's own log of loop work that took 50 ms or more (`the loop spent … on …`), counted by kind:
what to look at first. With --switch, the first APP_FOLDER is copied (FILE is read inside the
copy), and once the index ended COUNT of its Swift files are rewritten as a branch switch would
(a line added at the top, the first identifier literal changed) and announced in one
`workspace/didChangeWatchedFiles`; requests go on until `workspace/inlayHint/refresh`. The figures BENCHMARKS.md reports come from `ax-lsp-bench server-wait`.
Python 3, no dependencies.
"""
import collections, os, re, shutil, subprocess, sys, tempfile, time

from lsp_stdio import Server


def report(what, waits, since):
    waits = sorted(waits)
    if waits:
        print(f"{what}: {len(waits)} requests in {time.time() - since:.1f} s; wait p50 {waits[len(waits) // 2]:.1f} ms, "
              f"p99 {waits[min(len(waits) - 1, int(len(waits) * 0.99))]:.1f} ms, max {waits[-1]:.1f} ms")


def main():
    args = sys.argv[1:]
    seconds = 60.0
    if "--seconds" in args:
        i = args.index("--seconds"); seconds = float(args[i + 1]); del args[i:i + 2]
    if len(args) < 3:
        sys.exit(__doc__)
    switch = 0
    if "--switch" in args:
        i = args.index("--switch"); switch = int(args[i + 1]); del args[i:i + 2]
    binary, path, folders = args[0], os.path.abspath(args[1]), [os.path.abspath(a) for a in args[2:]]
    cache = tempfile.mkdtemp()
    if switch:
        copy = os.path.join(cache, "switched-" + os.path.basename(folders[0]))
        shutil.copytree(folders[0], copy, symlinks=True)
        path = copy + path[len(folders[0]):]
        folders[0] = copy
    log_path = os.path.join(cache, "server.log")
    log = open(log_path, "w")
    server = Server(binary, stderr=log, env=dict(os.environ, XDG_CACHE_HOME=cache))
    send, request = server.send, server.request
    progress_ended = [False]
    refreshed = [False]

    def observe(message):
        if message.get("method") == "workspace/inlayHint/refresh":
            refreshed[0] = True
        if message.get("method") == "$/progress" and message["params"]["value"].get("kind") == "end":
            if "indexing" in str(message["params"].get("token")):
                progress_ended[0] = True

    def answer(request_id):
        return server.answer(request_id, observe)

    uri = "file://" + path
    init = request("initialize", {
        "processId": os.getpid(), "rootUri": "file://" + folders[0],
        "workspaceFolders": [{"uri": "file://" + f, "name": os.path.basename(f)} for f in folders],
        "capabilities": {"window": {"workDoneProgress": True},
                         "workspace": {"inlayHint": {"refreshSupport": True}, "diagnostics": {"refreshSupport": True}},
                         "textDocument": {"inlayHint": {}, "hover": {}, "diagnostic": {}}}})
    answer(init)
    send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    text = open(path, encoding="utf-8").read()
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
          "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}}})
    lines = text.count("\n") + 1
    started = time.time()
    hover_line = next((i for i, line in enumerate(text.splitlines()) if "accessibilityIdentifier" in line), 0)

    def ask_until(done, waits):
        while not done() and time.time() - started < seconds:
            ask(waits)

    def ask(waits):
        if len(waits) % 2 == 0:
            rid = request("textDocument/inlayHint", {"textDocument": {"uri": uri},
                                                     "range": {"start": {"line": 0, "character": 0}, "end": {"line": lines, "character": 0}}})
        else:
            rid = request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": hover_line, "character": 10}})
        sent = time.time()
        answer(rid)
        waits.append((time.time() - sent) * 1000)
        time.sleep(0.02)

    waits = []
    ask_until(lambda: progress_ended[0], waits)
    report("first index", waits, started)
    log_at_switch = os.path.getsize(log_path)
    if switch:
        swift = sorted(os.path.join(d, f) for d, _, files in os.walk(folders[0]) for f in files if f.endswith(".swift"))
        switched = [f for f in swift if f != path][:switch]
        for name in switched:
            try:
                body = "// switched branch\n" + open(name, encoding="utf-8").read()
            except (UnicodeDecodeError, OSError):
                continue
            for opener in ('accessibilityIdentifier = "', 'accessibilityIdentifier("'):
                at = body.find(opener)
                if at >= 0:
                    body = body[:at + len(opener)] + "b." + body[at + len(opener):]
                    break
            open(name, "w", encoding="utf-8").write(body)
        time.sleep(0.5)
        refreshed[0] = False
        switch_started = time.time()
        send({"jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles",
              "params": {"changes": [{"uri": "file://" + f, "type": 2} for f in switched]}})
        waits = []
        ask_until(lambda: refreshed[0], waits)
        report(f"branch switch of {len(switched)} files", waits, switch_started)
    answer(request("shutdown", None))
    send({"jsonrpc": "2.0", "method": "exit"})
    try:
        server.process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        server.process.kill()
    log.close()
    with open(log_path, "rb") as handle:
        logged = handle.read()
    phases = [("first index", logged[:log_at_switch])] + ([("branch switch", logged[log_at_switch:])] if switch else [])
    for phase, text in phases:
        kinds = collections.defaultdict(list)
        for line in text.decode("utf-8", "replace").splitlines():
            match = re.search(r"the loop spent (\d+) ms on (.*?); requests", line)
            if match:
                what = re.sub(r"applying the summary of .*", "applying a file's summary", match.group(2))
                kinds[what].append(int(match.group(1)))
        print(f"loop work of 50 ms or more, {phase}:")
        for what, times in sorted(kinds.items(), key=lambda kv: -max(kv[1])):
            print(f"  {what}: {len(times)} times, max {max(times)} ms, total {sum(times)} ms")


if __name__ == "__main__":
    main()
