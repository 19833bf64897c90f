"""The language server on stdio for the profiling scripts beside this file: LSP framing, requests
and their answers, the server's own requests accepted. Python 3, no dependencies."""
import json, queue, subprocess, sys, threading


class Server:
    def __init__(self, binary, stderr=subprocess.DEVNULL, env=None):
        self.process = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr, env=env)
        self.inbox = queue.Queue()
        self.lock = threading.Lock()
        self.next_id = 0
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        stream = self.process.stdout
        while True:
            headers = {}
            while True:
                line = stream.readline()
                if not line:
                    self.inbox.put(None); return
                line = line.strip()
                if not line:
                    break
                key, value = line.split(b":", 1); headers[key.lower()] = value.strip()
            self.inbox.put(json.loads(stream.read(int(headers[b"content-length"]))))

    def send(self, message):
        body = json.dumps(message).encode()
        with self.lock:
            self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body); self.process.stdin.flush()

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        return self.next_id

    def answer(self, request_id, observe=None):
        """The reply to `request_id`; every other message goes to `observe` (the server's own
        requests are accepted first)."""
        while True:
            message = self.inbox.get()
            if message is None:
                sys.exit("the server exited")
            if "method" in message and "id" in message:  # a request of the server's: accept it
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
                continue
            if message.get("id") == request_id and "method" not in message:
                return message
            if observe:
                observe(message)
