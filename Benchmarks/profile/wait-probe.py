#!/usr/bin/env python3
"""Which loop work makes requests wait while the server indexes, for profiling.

    wait-probe.py AX_LSP FILE APP_FOLDER... [--seconds N]

Starts AX_LSP (LSP on stdio, summary cache off through an empty XDG_CACHE_HOME) with one
workspace folder per APP_FOLDER, opens FILE (an absolute path inside one of them) and sends
`textDocument/inlayHint` and `textDocument/hover` alternately, one at a time, 20 ms apart, until
the indexing progress ends (or N seconds, default 60). Prints p50/p99/max of the waits, then the
server's own log of loop work that took 50 ms or more (`the loop spent … on …`), counted by kind:
what to look at first. The figures BENCHMARKS.md reports come from `ax-lsp-bench server-wait`.
Python 3, no dependencies.
"""
import collections, json, os, queue, re, subprocess, sys, tempfile, threading, time


def main():
    args = sys.argv[1:]
    seconds = 60.0
    if "--seconds" in args:
        i = args.index("--seconds"); seconds = float(args[i + 1]); del args[i:i + 2]
    if len(args) < 3:
        sys.exit(__doc__)
    binary, path, folders = args[0], os.path.abspath(args[1]), [os.path.abspath(a) for a in args[2:]]
    cache = tempfile.mkdtemp()
    log_path = os.path.join(cache, "server.log")
    log = open(log_path, "w")
    server = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log,
                              env=dict(os.environ, XDG_CACHE_HOME=cache))
    inbox = queue.Queue()

    def read():
        stream = server.stdout
        while True:
            headers = {}
            while True:
                line = stream.readline()
                if not line:
                    inbox.put(None); return
                line = line.strip()
                if not line:
                    break
                key, value = line.split(b":", 1); headers[key.lower()] = value.strip()
            inbox.put(json.loads(stream.read(int(headers[b"content-length"]))))
    threading.Thread(target=read, daemon=True).start()

    lock = threading.Lock()
    def send(message):
        body = json.dumps(message).encode()
        with lock:
            server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body); server.stdin.flush()

    next_id = [0]
    progress_ended = [False]
    def request(method, params):
        next_id[0] += 1
        send({"jsonrpc": "2.0", "id": next_id[0], "method": method, "params": params})
        return next_id[0]

    def answer(request_id):
        while True:
            message = inbox.get()
            if message is None:
                sys.exit("the server exited")
            if "method" in message and "id" in message:  # a request of the server's: accept it
                send({"jsonrpc": "2.0", "id": message["id"], "result": None})
                continue
            if message.get("method") == "$/progress" and message["params"]["value"].get("kind") == "end":
                if "indexing" in str(message["params"].get("token")):
                    progress_ended[0] = True
            if message.get("id") == request_id and "method" not in message:
                return message

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
    waits = []
    started = time.time()
    hover_line = next((i for i, line in enumerate(text.splitlines()) if "accessibilityIdentifier" in line), 0)
    while not progress_ended[0] and time.time() - started < seconds:
        if len(waits) % 2 == 0:
            rid = request("textDocument/inlayHint", {"textDocument": {"uri": uri},
                                                     "range": {"start": {"line": 0, "character": 0}, "end": {"line": lines, "character": 0}}})
        else:
            rid = request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": hover_line, "character": 10}})
        sent = time.time()
        answer(rid)
        waits.append((time.time() - sent) * 1000)
        time.sleep(0.02)
    answer(request("shutdown", None))
    send({"jsonrpc": "2.0", "method": "exit"})
    try:
        server.wait(timeout=30)
    except subprocess.TimeoutExpired:
        server.kill()
    log.close()
    waits.sort()
    if waits:
        print(f"{len(waits)} requests in {time.time() - started:.1f} s, progress ended: {progress_ended[0]}; "
              f"wait p50 {waits[len(waits) // 2]:.1f} ms, p99 {waits[min(len(waits) - 1, int(len(waits) * 0.99))]:.1f} ms, max {waits[-1]:.1f} ms")
    kinds = collections.defaultdict(list)
    for line in open(log_path, encoding="utf-8", errors="replace"):
        match = re.search(r"the loop spent (\d+) ms on (.*?); requests", line)
        if match:
            what = re.sub(r"applying the summary of .*", "applying a file's summary", match.group(2))
            kinds[what].append(int(match.group(1)))
    for what, times in sorted(kinds.items(), key=lambda kv: -max(kv[1])):
        print(f"  {what}: {len(times)} times, max {max(times)} ms, total {sum(times)} ms")


if __name__ == "__main__":
    main()
