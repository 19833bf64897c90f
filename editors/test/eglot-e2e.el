;;; eglot-e2e.el --- The README's eglot snippet drives the real ax-lsp in a headless Emacs  -*- lexical-binding: t -*-

;; Run by editors/test/run.sh as
;;   emacs --batch -q --eval '(package-initialize)' -l eglot-e2e.el
;; with AX_LSP_BIN (the server), AX_LSP_FIXTURE (a copy of the Neovim test's fixture) and
;; AX_LSP_README (editors/README.md) in the environment. It evaluates the README's snippet, opens a
;; Swift file, waits for the duplicate-identifier diagnostics in Flymake, applies the quick fix
;; through eglot's own code-action path, and shuts the server down, which must exit with 0.

(require 'eglot)
(require 'flymake)
(require 'cl-lib)

(defvar ax-e2e-passed 0)
(defvar ax-e2e-wait-seconds (string-to-number (or (getenv "AX_LSP_TEST_WAIT_SECONDS") "30")))

(defun ax-e2e-finish (code)
  (princ (format "%d passed, %d failed\n" ax-e2e-passed (if (zerop code) 0 1)))
  (kill-emacs code))

(defun ax-e2e-fail (format-string &rest arguments)
  (princ (concat "FAIL: " (apply #'format format-string arguments) "\n") #'external-debugging-output)
  (ax-e2e-finish 1))

(defun ax-e2e-pass (format-string &rest arguments)
  (setq ax-e2e-passed (1+ ax-e2e-passed))
  (princ (concat "ok - " (apply #'format format-string arguments) "\n")))

(defun ax-e2e-wait-for (what predicate)
  "Run timers and process output until PREDICATE holds; fail naming WHAT after the time limit."
  (let ((deadline (+ (float-time) ax-e2e-wait-seconds)))
    (while (not (funcall predicate))
      (when (> (float-time) deadline)
        (ax-e2e-fail "timed out after %ss waiting for %s" ax-e2e-wait-seconds what))
      (accept-process-output nil 0.05))))

(defun ax-e2e-readme-snippet ()
  "The elisp block under the README's Emacs heading."
  (with-temp-buffer
    (insert-file-contents (getenv "AX_LSP_README"))
    (unless (and (search-forward "\n## Emacs (eglot)\n" nil t)
                 (search-forward "```elisp\n" nil t))
      (ax-e2e-fail "no elisp block under '## Emacs (eglot)' in the README"))
    (buffer-substring-no-properties (point) (progn (search-forward "```") (match-beginning 0)))))

;; Debian packages no swift-mode; the snippet only needs the mode's name and hook.
(define-derived-mode swift-mode prog-mode "Swift" "A stand-in for swift-mode.")
(add-to-list 'auto-mode-alist '("\\.swift\\'" . swift-mode))

(with-temp-buffer
  (insert (ax-e2e-readme-snippet))
  (goto-char (point-min))
  (condition-case nil
      (while t (eval (read (current-buffer)) t))
    (end-of-file nil)))

;; Same contact, with the binary under test instead of the one on PATH.
(let ((entry (assoc 'swift-mode eglot-server-programs)))
  (unless (equal (cadr entry) "ax-lsp")
    (ax-e2e-fail "the snippet does not run ax-lsp for swift-mode: %S" entry))
  (setcdr entry (cons (getenv "AX_LSP_BIN") (cddr entry))))

(defconst ax-e2e-fixed-line "        subtotalLabel.accessibilityIdentifier = \"Cart.Total.CartViewController\"")
(defconst ax-e2e-fix-title "rename to 'Cart.Total.CartViewController' to make it unique")

(defun ax-e2e-duplicates ()
  (cl-remove-if-not (lambda (diagnostic) (string-match-p "\\[duplicate-identifier\\]" (flymake-diagnostic-text diagnostic)))
                    (flymake-diagnostics)))

(find-file (expand-file-name "Shop/CartViewController.swift" (getenv "AX_LSP_FIXTURE")))
(unless (memq 'eglot-ensure swift-mode-hook)
  (ax-e2e-fail "the snippet does not add eglot-ensure to swift-mode-hook"))
;; eglot-ensure connects from post-command-hook, which a batch Emacs never runs: connect as it would.
(apply #'eglot--connect (eglot--guess-contact))
(ax-e2e-wait-for "eglot to manage the buffer" (lambda () (and (eglot-current-server) eglot--managed-mode)))
(ax-e2e-pass "eglot started %s for CartViewController.swift" (car (process-command (jsonrpc--process (eglot-current-server)))))

(defun ax-e2e-diagnostics-and-quick-fix ()
  "Duplicates in Flymake, then the quick fix through eglot's own code-action path."
  (ax-e2e-wait-for "duplicate-identifier diagnostics in Flymake"
                   (lambda () (flymake-start) (= (length (ax-e2e-duplicates)) 1)))
  (ax-e2e-pass "Flymake shows duplicate-identifier on lines %S"
               (sort (mapcar (lambda (diagnostic) (line-number-at-pos (flymake-diagnostic-beg diagnostic))) (ax-e2e-duplicates)) #'<))

  ;; The quick fix: eglot's request (with the Flymake diagnostics as context) and eglot's own
  ;; execution of the chosen action.
  (goto-char (flymake-diagnostic-beg (car (sort (ax-e2e-duplicates) (lambda (a b) (< (flymake-diagnostic-beg a) (flymake-diagnostic-beg b)))))))
  (let* ((actions (eglot-code-actions (line-beginning-position) (line-end-position) "quickfix"))
         (chosen (cl-find ax-e2e-fix-title actions :key (lambda (action) (plist-get action :title)) :test #'equal)))
    (unless chosen
      (ax-e2e-fail "no quick fix titled %S; offered %S" ax-e2e-fix-title (mapcar (lambda (action) (plist-get action :title)) actions)))
    (eglot--read-execute-code-action (list chosen) (eglot-current-server) "quickfix"))
  (goto-char (point-min))
  (forward-line 9)
  (let ((line (buffer-substring-no-properties (line-beginning-position) (line-end-position))))
    (unless (equal line ax-e2e-fixed-line)
      (ax-e2e-fail "line 10 after the quick fix is %S, expected %S" line ax-e2e-fixed-line)))
  (ax-e2e-pass "the quick fix renamed the identifier on line 10")
  ;; eglot sends didChange from an idle timer, and a batch Emacs is never idle: send it as the timer would.
  (eglot--signal-textDocument/didChange)
  (ax-e2e-wait-for "the duplicate-identifier diagnostics to clear"
                   (lambda () (flymake-start) (null (ax-e2e-duplicates))))
  (ax-e2e-pass "duplicate-identifier diagnostics cleared after the edit"))

;; A server without code actions fails; AX_LSP_TEST_ALLOW_MISSING=1 skips these steps visibly instead.
(cond ((eglot--server-capable :codeActionProvider) (ax-e2e-diagnostics-and-quick-fix))
      ((equal (getenv "AX_LSP_TEST_ALLOW_MISSING") "1")
       (princ "# SKIP the server does not advertise codeActionProvider\n"))
      (t (ax-e2e-fail "the server does not advertise codeActionProvider")))

;; The server's view of the buffer matches Emacs's after eglot's didChange.
(let* ((server (eglot-current-server))
       (copy (jsonrpc-request server :ax-lsp/documentText (list :textDocument (eglot--TextDocumentIdentifier)))))
  (unless (equal (plist-get copy :text) (buffer-substring-no-properties (point-min) (point-max)))
    (ax-e2e-fail "the server's copy differs from the buffer:\n%s" (plist-get copy :text)))
  (ax-e2e-pass "the server's copy equals the buffer"))

(let* ((server (eglot-current-server))
       (process (jsonrpc--process server)))
  (set-buffer-modified-p nil)
  ;; `eglot-shutdown' sends the same two messages, but Emacs 28's jsonrpc then deletes the process
  ;; at once (SIGKILL) instead of letting it exit; send them over eglot's connection and watch the
  ;; process end by itself, then let eglot clean up.
  (setf (eglot--shutdown-requested server) t)
  (jsonrpc-request server :shutdown nil :timeout 10)
  (jsonrpc-notify server :exit nil)
  (ax-e2e-wait-for "the server process to exit" (lambda () (not (process-live-p process))))
  (unless (and (eq (process-status process) 'exit) (zerop (process-exit-status process)))
    (ax-e2e-fail "the server ended with %s %s" (process-status process) (process-exit-status process)))
  (ax-e2e-pass "the server exited with 0 after shutdown and exit")
  (jsonrpc-shutdown server t))

(ax-e2e-finish 0)

;;; eglot-e2e.el ends here
