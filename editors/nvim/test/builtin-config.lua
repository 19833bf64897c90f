-- Runs the help file's Neovim 0.11 snippet (vim.lsp.config + vim.lsp.enable, no plugin) against the
-- real server: the client starts for a Swift file at the fixture's root and the server exits with 0.
-- Loaded by run.sh with dofile after e2e.lua; on Neovim before 0.11 it reports a skip.

local fixture = assert(os.getenv("AX_LSP_FIXTURE"), "AX_LSP_FIXTURE must name the fixture workspace")
local plugin_root = assert(os.getenv("AX_LSP_PLUGIN"), "AX_LSP_PLUGIN must name the plugin copy")
local wait_ms = tonumber(os.getenv("AX_LSP_TEST_WAIT_MS") or "") or 30000
local passed = 0

local function finish(failed)
  io.stdout:write(("%d passed, %d failed\n"):format(passed, failed and 1 or 0))
  vim.cmd(failed and "cquit 1" or "qall!")
end

local function fail(message)
  io.stderr:write("FAIL: " .. message .. "\n")
  finish(true)
end

local function pass(message)
  passed = passed + 1
  io.stdout:write("ok - " .. message .. "\n")
end

if vim.fn.has("nvim-0.11") == 0 then
  io.stdout:write("# SKIP the built-in vim.lsp.config snippet needs Neovim 0.11\n")
  finish(false)
  return
end

-- The snippet as the help file shows it: the ">lua" block after "On Neovim 0.11".
local help = table.concat(vim.fn.readfile(plugin_root .. "/doc/ax-lsp.txt"), "\n")
local snippet = help:match("On Neovim 0%.11[^\n]*\n>lua\n(.-)\n<")
if not snippet then
  fail("no >lua block after 'On Neovim 0.11' in doc/ax-lsp.txt")
end
local chunk, load_error = loadstring(snippet)
if not chunk then
  fail("the snippet does not parse: " .. load_error)
end

vim.cmd("filetype on")
local exit_code
chunk()
vim.lsp.config("ax_lsp", {
  on_exit = function(code)
    exit_code = code
  end,
})
pass("the snippet runs")

vim.cmd("edit " .. vim.fn.fnameescape(fixture .. "/Shop/CheckoutViewController.swift"))
local client
if not vim.wait(wait_ms, function()
  client = vim.lsp.get_clients({ bufnr = 0, name = "ax_lsp" })[1]
  return client ~= nil and client.initialized
end, 50) then
  fail("no ax_lsp client attached to CheckoutViewController.swift within " .. wait_ms .. " ms")
end
if vim.fn.resolve(client.root_dir) ~= vim.fn.resolve(fixture) then
  fail(("root %s, expected %s"):format(client.root_dir, fixture))
end
pass("ax_lsp attached at the .ax-lsp.yml root")
if vim.lsp.inlay_hint.is_enabled({ bufnr = 0 }) ~= true then
  fail("the snippet's vim.lsp.inlay_hint.enable(true) did not enable hints")
end
pass("inlay hints enabled")

client:stop()
if not vim.wait(wait_ms, function()
  return exit_code ~= nil
end, 50) then
  fail("the server did not exit after stop")
end
if exit_code ~= 0 then
  fail("the server exited with " .. tostring(exit_code))
end
pass("the server exited with 0")
finish(false)
