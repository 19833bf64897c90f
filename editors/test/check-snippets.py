#!/usr/bin/env python3
"""Checks the Helix and Emacs snippets in editors/README.md: the TOML parses and names the server
and its settings; the elisp has balanced parentheses and, where Emacs is installed, evaluates with
eglot and encodes the same settings. Prints "N passed, N failed"; exits non-zero on a failure."""

import json
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib

EDITORS = pathlib.Path(__file__).resolve().parent.parent
README = EDITORS / "README.md"
MANIFEST = EDITORS / "vscode" / "package.json"
CLIENT_ONLY = {"ax-lsp.path", "ax-lsp.trace.server"}

passed = 0
failed = 0


def check(condition, message):
    global passed, failed
    if condition:
        passed += 1
        print(f"ok - {message}")
    else:
        failed += 1
        print(f"FAIL: {message}", file=sys.stderr)


def fenced_block(section_title, language):
    """The first ```language block after the '## section_title' heading."""
    text = README.read_text(encoding="utf-8")
    section = text.split(f"\n## {section_title}\n", 1)
    if len(section) != 2:
        raise SystemExit(f"FAIL: no '## {section_title}' section in {README}")
    match = re.search(rf"```{language}\n(.*?)```", section[1], re.S)
    if not match:
        raise SystemExit(f"FAIL: no ```{language} block under '## {section_title}' in {README}")
    return match.group(1)


def flatten(value, prefix):
    if isinstance(value, dict):
        keys = set()
        for key, child in value.items():
            keys |= flatten(child, f"{prefix}.{key}")
        return keys
    return {prefix}


def server_setting_keys():
    properties = json.loads(MANIFEST.read_text(encoding="utf-8"))["contributes"]["configuration"]["properties"]
    return set(properties) - CLIENT_ONLY


def check_helix():
    config = tomllib.loads(fenced_block("Helix", "toml"))
    server = config["language-server"]["ax-lsp"]
    check(server["command"] == "ax-lsp" and server["args"] == ["--stdio"], "helix: starts `ax-lsp --stdio`")
    check(flatten(server["config"]["ax-lsp"], "ax-lsp") == server_setting_keys(),
          "helix: config holds every server setting under the ax-lsp section")
    swift = [language for language in config["language"] if language["name"] == "swift"]
    check(len(swift) == 1 and "ax-lsp" in swift[0]["language-servers"] and ".ax-lsp.yml" in swift[0]["roots"],
          "helix: swift uses ax-lsp and roots at .ax-lsp.yml")


def balanced(source):
    """True when every paren closes, outside strings, comments and ?\\( character literals."""
    depth = 0
    index = 0
    while index < len(source):
        character = source[index]
        if character == ";":
            index = source.find("\n", index)
            index = len(source) if index < 0 else index
        elif character == '"':
            index += 1
            while index < len(source) and source[index] != '"':
                index += 2 if source[index] == "\\" else 1
        elif character == "?" and source[index + 1:index + 2] == "\\":
            index += 2
        elif character == "(":
            depth += 1
        elif character == ")":
            depth -= 1
            if depth < 0:
                return False
        index += 1
    return depth == 0


EVALUATE = r"""
(progn
  (require 'eglot)
  (require 'json)
  (defvar swift-mode-hook nil)
  (with-temp-buffer
    (insert-file-contents (car command-line-args-left))
    (goto-char (point-min))
    (condition-case nil (while t (eval (read (current-buffer)) t)) (end-of-file nil)))
  (let* ((entry (assoc 'swift-mode eglot-server-programs))
         (contact (cdr entry))
         (options (plist-get (seq-drop-while #'stringp contact) :initializationOptions)))
    (princ (json-encode (list :program (seq-take-while #'stringp contact)
                              :options options
                              :hooked (and (memq 'eglot-ensure swift-mode-hook) t))))))
"""


def check_eglot():
    snippet = fenced_block("Emacs (eglot)", "elisp")
    check(balanced(snippet), "eglot: parentheses balance")
    emacs = shutil.which("emacs")
    if not emacs:
        print("# emacs is not installed: the eglot snippet was only checked for balanced parentheses")
        return
    with tempfile.NamedTemporaryFile("w", suffix=".el", delete=False) as file:
        file.write(snippet)
    result = subprocess.run([emacs, "--batch", "-q", "--eval", "(package-initialize)", "--eval", EVALUATE, file.name],
                            capture_output=True, text=True, timeout=60)
    pathlib.Path(file.name).unlink()
    if result.returncode != 0:
        check(False, f"eglot: the snippet evaluates in emacs --batch ({result.stderr.strip()[-300:]})")
        return
    evaluated = json.loads(result.stdout)
    check(evaluated["program"] == ["ax-lsp", "--stdio"], "eglot: swift-mode runs `ax-lsp --stdio`")
    check(flatten(evaluated["options"]["ax-lsp"], "ax-lsp") == server_setting_keys(),
          "eglot: initializationOptions encode every server setting under the ax-lsp section")
    check(evaluated["hooked"] is True, "eglot: eglot-ensure runs in swift-mode buffers")


check_helix()
check_eglot()
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
