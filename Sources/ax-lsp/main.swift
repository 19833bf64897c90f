// Minimal entry point for the foundation branch: serve LSP on stdio (the cli helper owns the real command tree).
import AXServer

LanguageServerMain.run(logLevel: .info)
