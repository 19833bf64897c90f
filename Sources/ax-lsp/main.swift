print("ax-lsp")
