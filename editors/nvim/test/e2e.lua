-- Headless end-to-end test: the plugin starts the real ax-lsp in the fixture workspace, and
-- Neovim's own LSP client shows the duplicate diagnostic, the inlay hints and applies a quick fix.
-- Run by run.sh (`nvim --headless -u NONE`, the file loaded with dofile); exits with :cquit on failure.

local binary = assert(os.getenv("AX_LSP_BIN"), "AX_LSP_BIN must name the ax-lsp binary")
local fixture = assert(os.getenv("AX_LSP_FIXTURE"), "AX_LSP_FIXTURE must name the fixture workspace")
local plugin_root = assert(os.getenv("AX_LSP_PLUGIN"), "AX_LSP_PLUGIN must name editors/nvim")
local manifest_path = os.getenv("AX_LSP_VSCODE_MANIFEST")
local wait_ms = tonumber(os.getenv("AX_LSP_TEST_WAIT_MS") or "") or 30000

local checks = { passed = 0, failed = 0, skipped = 0 }
local client

local function say(message)
  io.stdout:write(message .. "\n")
  io.stdout:flush()
end

local function fail(message)
  io.stderr:write("FAIL: " .. message .. "\n")
  io.stderr:flush()
  checks.failed = checks.failed + 1
  say(("%d passed, %d failed, %d skipped"):format(checks.passed, checks.failed, checks.skipped))
  vim.cmd("cquit 1")
end

local function pass(message)
  checks.passed = checks.passed + 1
  say("ok - " .. message)
end

-- A missing server capability fails the test. AX_LSP_TEST_ALLOW_MISSING=1 reports such steps as
-- skipped instead, for running the test against an older server build.
local strict = os.getenv("AX_LSP_TEST_ALLOW_MISSING") ~= "1"
local function server_has(capability)
  local capabilities = client.server_capabilities or {}
  if capabilities[capability] then
    return true
  end
  if strict then
    fail("the server does not advertise " .. capability)
  end
  checks.skipped = checks.skipped + 1
  say("# SKIP the server does not advertise " .. capability .. " yet")
  return false
end

local function expect_equal(actual, expected, what)
  if not vim.deep_equal(actual, expected) then
    fail(("%s: expected %s, got %s"):format(what, vim.inspect(expected), vim.inspect(actual)))
  end
  pass(what)
end

local function wait_for(what, predicate)
  if not vim.wait(wait_ms, predicate, 50) then
    fail(("timed out after %d ms waiting for %s"):format(wait_ms, what))
  end
end

-- The expectations, in one place. Lines are 1-based as shown in the editor.
local expected = {
  root_dir = vim.fn.resolve(fixture),
  duplicate_code = "duplicate-identifier",
  -- One diagnostic for the pair, at its first site; the other site is its related information.
  duplicate_lines = { 10 },
  -- "line: label" of every hint in the file.
  cart_hints = { '10: → "Cart.Total"', '11: → "Cart.Total"' },
  order_row_hints = { '8: → "OrderRow.total"' },
  checkout_hints = { '10: → "CheckoutViewController.view"', '5: → "CheckoutViewController.payButton"' },
  fix_title = "rename to 'Cart.Total.CartViewController' to make it unique",
  fixed_line = 10,
  fixed_text = '        subtotalLabel.accessibilityIdentifier = "Cart.Total.CartViewController"',
}

vim.opt.runtimepath:prepend(plugin_root)
-- Messages the plugin shows go to the log as comment lines instead of bare stderr text.
vim.notify = function(message)
  say("# notify: " .. tostring(message))
end
if os.getenv("AX_LSP_TEST_LSP_LOG") then
  vim.lsp.set_log_level("debug")
  say("# LSP log: " .. vim.lsp.get_log_path())
end

-- The help file's tags are unique and resolve (:helptags fails on a duplicate tag).
vim.cmd("helptags " .. vim.fn.fnameescape(plugin_root .. "/doc"))
for _, tag in ipairs({ "ax-lsp.txt", "ax-lsp-setup", ":AxLspGenerate", ":AxLspRestart", "ax-lsp-lspconfig" }) do
  vim.cmd("help " .. tag)
  if vim.fn.expand("%:t") ~= "ax-lsp.txt" then
    fail("help tag " .. tag .. " opened " .. vim.fn.expand("%:t"))
  end
  vim.cmd("helpclose")
end
pass("help tags resolve to doc/ax-lsp.txt")
vim.cmd("filetype on")
-- The fixed buffer stays modified while the second file opens.
vim.o.hidden = true

local exit_statuses = {}
local ax_lsp = require("ax-lsp")
ax_lsp.setup({
  cmd = { binary, "--stdio" },
  settings = { inlayHints = { interfaceBuilder = false } },
  -- The server reports configuration problems with window/showMessage; the fixture has none.
  handlers = {
    ["window/showMessage"] = function(_, result)
      if result and result.type == 1 then
        fail("the server showed an error: " .. tostring(result.message))
      end
    end,
  },
  on_exit = function(code, signal, client_id)
    exit_statuses[client_id] = { code = code, signal = signal }
  end,
})
say(("# neovim %s, %s start path"):format(
  tostring(vim.version().major .. "." .. vim.version().minor .. "." .. vim.version().patch),
  require("ax-lsp.compat").has_lsp_start() and "vim.lsp.start" or "vim.lsp.start_client"
))

-- 1. The plugin starts one client, rooted at the fixture's .ax-lsp.yml, for a Swift buffer.
vim.cmd("edit " .. vim.fn.fnameescape(fixture .. "/Shop/CartViewController.swift"))
local cart = vim.api.nvim_get_current_buf()
wait_for("the ax-lsp client to attach and initialize", function()
  client = ax_lsp.client(cart)
  return client ~= nil and client.server_capabilities ~= nil and next(client.server_capabilities) ~= nil
end)
expect_equal(vim.fn.resolve(client.config.root_dir), expected.root_dir, "root directory found by .ax-lsp.yml")
expect_equal(client.config.settings["ax-lsp"].inlayHints.interfaceBuilder, false, "user setting merged over the defaults")

-- The settings the plugin sends are exactly the server keys the VS Code extension declares.
if manifest_path then
  local manifest = vim.fn.json_decode(table.concat(vim.fn.readfile(manifest_path), "\n"))
  local declared = {}
  for key, _ in pairs(manifest.contributes.configuration.properties) do
    if key ~= "ax-lsp.path" and key ~= "ax-lsp.trace.server" then
      table.insert(declared, key)
    end
  end
  local sent = vim.tbl_map(function(key)
    return "ax-lsp." .. key
  end, vim.tbl_keys(require("ax-lsp.settings").flatten(client.config.settings["ax-lsp"])))
  table.sort(declared)
  table.sort(sent)
  expect_equal(sent, declared, "settings sent equal the server settings in editors/vscode/package.json")
end

-- 2. The duplicate identifier arrives as one diagnostic at its first line, with the rule id as code.
local function duplicates(bufnr)
  return vim.tbl_filter(function(diagnostic)
    return diagnostic.code == expected.duplicate_code
  end, vim.diagnostic.get(bufnr))
end
-- Push diagnostics have no capability of their own; the analysis features land together, so
-- code actions stand for them.
local has_analysis = server_has("codeActionProvider")
if has_analysis then
  wait_for("duplicate-identifier diagnostics in CartViewController.swift", function()
    return #duplicates(cart) >= #expected.duplicate_lines
  end)
  local duplicate_lines = vim.tbl_map(function(diagnostic)
    return diagnostic.lnum + 1
  end, duplicates(cart))
  table.sort(duplicate_lines)
  expect_equal(duplicate_lines, expected.duplicate_lines, "duplicate-identifier diagnostic lines")
end

-- 3. Inlay hints over each whole file carry the identifiers.
local compat = require("ax-lsp.compat")
local function whole_file(bufnr)
  local last_line = vim.api.nvim_buf_line_count(bufnr) - 1
  local last_text = vim.api.nvim_buf_get_lines(bufnr, last_line, last_line + 1, false)[1] or ""
  return { start = { line = 0, character = 0 }, ["end"] = { line = last_line, character = #last_text } }
end

local function label_text(label)
  if type(label) == "string" then
    return label
  end
  return table.concat(vim.tbl_map(function(part)
    return part.value
  end, label))
end

local function hint_labels(bufnr)
  local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, range = whole_file(bufnr) }
  local response = compat.request_sync(client, "textDocument/inlayHint", params, wait_ms, bufnr)
  if not response or response.err then
    fail("textDocument/inlayHint failed: " .. vim.inspect(response and response.err))
  end
  local labels = {}
  for _, hint in ipairs(response.result or {}) do
    table.insert(labels, ("%d: %s"):format(hint.position.line + 1, label_text(hint.label)))
  end
  table.sort(labels)
  return labels
end

local function expect_labels(bufnr, expected_labels, what)
  local labels = {}
  wait_for(what, function()
    labels = hint_labels(bufnr)
    return #labels >= #expected_labels
  end)
  expect_equal(labels, expected_labels, what)
end

local has_hints = server_has("inlayHintProvider")
if has_hints then
  expect_labels(cart, expected.cart_hints, "inlay hints in CartViewController.swift")

  -- Neovim >= 0.10 asks for hints itself once the plugin enabled them.
  if type(vim.lsp.inlay_hint) == "table" and vim.lsp.inlay_hint.get then
    wait_for("Neovim's own inlay hints in CartViewController.swift", function()
      return #vim.lsp.inlay_hint.get({ bufnr = cart }) > 0
    end)
    expect_equal(vim.lsp.inlay_hint.is_enabled({ bufnr = cart }), true, "inlay hints enabled by the plugin")
  end
end

-- 4. The quick fix goes through Neovim's own code-action flow: vim.lsp.buf.code_action, the
-- vim.ui.select choice, and the client's workspace-edit application.
if has_analysis then
  local first_duplicate = duplicates(cart)[1]
  vim.api.nvim_win_set_cursor(0, { first_duplicate.lnum + 1, first_duplicate.col })
  local offered = {}
  vim.ui.select = function(items, _, on_choice)
    for _, item in ipairs(items) do
      local action = item.action or item[2]
      table.insert(offered, action.title)
      if action.title == expected.fix_title then
        on_choice(item)
        return
      end
    end
    on_choice(nil)
  end
  vim.lsp.buf.code_action()
  wait_for("the quick fix to change line " .. expected.fixed_line, function()
    local line = vim.api.nvim_buf_get_lines(cart, expected.fixed_line - 1, expected.fixed_line, false)[1]
    return line == expected.fixed_text or (#offered > 0 and not vim.tbl_contains(offered, expected.fix_title))
  end)
  if not vim.tbl_contains(offered, expected.fix_title) then
    fail(("no code action titled %q; offered: %s"):format(expected.fix_title, vim.inspect(offered)))
  end
  expect_equal(
    vim.api.nvim_buf_get_lines(cart, expected.fixed_line - 1, expected.fixed_line, false)[1],
    expected.fixed_text,
    "line after applying the quick fix"
  )
  wait_for("the duplicate-identifier diagnostics to clear after the fix", function()
    return #duplicates(cart) == 0
  end)
  pass("duplicate-identifier diagnostics cleared after the edit")
end

-- 5. Neovim's incremental text sync keeps the server's copy equal to the buffer, with multi-byte
-- text before the edited columns (the server's `ax-lsp/documentText` returns its copy).
vim.api.nvim_buf_set_lines(cart, 2, 2, false, { "// 🛒 carts — ünïcode before an edit" })
vim.api.nvim_buf_set_text(cart, 2, #"// 🛒 carts", 2, #"// 🛒 carts", { " and baskets" })
vim.api.nvim_buf_set_text(cart, 3, 0, 3, 0, { "", "" })
local function buffer_text(bufnr)
  return table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), "\n") .. "\n"
end
local server_text
wait_for("the server's copy of CartViewController.swift to equal the buffer", function()
  local response = compat.request_sync(client, "ax-lsp/documentText", { textDocument = { uri = vim.uri_from_bufnr(cart) } }, wait_ms, cart)
  server_text = response and response.result and response.result.text
  return server_text == buffer_text(cart)
end)
expect_equal(vim.api.nvim_buf_get_lines(cart, 2, 3, false)[1], "// 🛒 carts and baskets — ünïcode before an edit", "edited line")
pass("server text equals the buffer after incremental edits (" .. client.offset_encoding .. ")")

-- 6. A UIKit file opened second, served by the same client, shows AAII identifiers.
vim.cmd("edit " .. vim.fn.fnameescape(fixture .. "/Shop/CheckoutViewController.swift"))
local checkout = vim.api.nvim_get_current_buf()
wait_for("CheckoutViewController.swift to attach to the same client", function()
  local attached = ax_lsp.client(checkout)
  return attached ~= nil and attached.id == client.id and vim.tbl_contains(compat.attached_buffers(client), checkout)
end)
pass("a second Swift file attaches to the same client")
if has_hints then
  expect_labels(checkout, expected.checkout_hints, "inlay hints in CheckoutViewController.swift")
end

-- A SwiftUI file: the leaf composed with its branch.
if has_hints then
  vim.cmd("edit " .. vim.fn.fnameescape(fixture .. "/Shop/OrderRow.swift"))
  local order_row = vim.api.nvim_get_current_buf()
  wait_for("OrderRow.swift to attach", function()
    return vim.tbl_contains(compat.attached_buffers(client), order_row)
  end)
  expect_labels(order_row, expected.order_row_hints, "inlay hints in OrderRow.swift")
  vim.cmd("buffer " .. checkout)
end

-- An Appium suite in an `e2e` folder attaches to the same client, and completion inside its
-- accessibility id offers the app's identifiers.
vim.cmd("edit " .. vim.fn.fnameescape(fixture .. "/e2e/checkout.screen.js"))
local suite = vim.api.nvim_get_current_buf()
wait_for("checkout.screen.js to attach to the same client", function()
  return vim.tbl_contains(compat.attached_buffers(client), suite)
end)
pass("an Appium suite buffer attaches to the same client")
if server_has("completionProvider") then
  -- Line 3 is `  PAY: '~CheckoutViewController.pay',`: the cursor after `pay`.
  local line = vim.api.nvim_buf_get_lines(suite, 2, 3, false)[1]
  local column = (line:find("pay'", 1, true) or 1) + 2
  local responses = vim.lsp.buf_request_sync(suite, "textDocument/completion", {
    textDocument = { uri = vim.uri_from_bufnr(suite) },
    position = { line = 2, character = column },
  }, wait_ms) or {}
  local labels = {}
  for _, response in pairs(responses) do
    local result = response.result or {}
    for _, item in ipairs(result.items or result) do
      table.insert(labels, item.label)
    end
  end
  table.sort(labels)
  expect_equal(labels, { "CheckoutViewController.payButton" }, "completion inside an accessibility id")
end
vim.cmd("buffer " .. checkout)

-- 7. :AxLspRestart stops the server (which exits with 0) and attaches both buffers to a new one.
local first_client_id = client.id
vim.cmd("AxLspRestart")
wait_for("the first server to exit on restart", function()
  return exit_statuses[first_client_id] ~= nil
end)
expect_equal(exit_statuses[first_client_id], { code = 0, signal = 0 }, "exit status of the restarted server")
wait_for("a new client for both buffers after :AxLspRestart", function()
  local restarted = ax_lsp.client(cart)
  return restarted ~= nil and restarted.id ~= first_client_id and ax_lsp.client(checkout) == restarted
    and restarted.server_capabilities ~= nil and next(restarted.server_capabilities) ~= nil
end)
client = ax_lsp.client(cart)
pass("both buffers attached to the restarted client")

-- 8. :AxLspFixAll applies source.fixAll.ax-lsp: the assignment AAII overwrites is removed.
local code_action_provider = client.server_capabilities.codeActionProvider
local kinds = type(code_action_provider) == "table" and code_action_provider.codeActionKinds or {}
if server_has("codeActionProvider") and vim.tbl_contains(kinds, "source.fixAll.ax-lsp") then
  vim.cmd("edit " .. vim.fn.fnameescape(fixture .. "/Shop/ProfileViewController.swift"))
  local profile = vim.api.nvim_get_current_buf()
  wait_for("the identifier-overwritten diagnostic in ProfileViewController.swift", function()
    return #vim.tbl_filter(function(diagnostic)
      return diagnostic.code == "identifier-overwritten"
    end, vim.diagnostic.get(profile)) == 1
  end)
  vim.cmd("AxLspFixAll")
  expect_equal(vim.api.nvim_buf_get_lines(profile, 7, 10, false), {
    "        super.viewDidLoad()",
    "        injectAccessibilityIdentifiers()",
    "    }",
  }, ":AxLspFixAll removed the overwritten assignment")
  vim.bo[profile].modified = false
end

-- 9. :AxLspGenerate: the server answers with workspace/applyEdit (create the constants file and
-- fill it), and Neovim's own handler applies it to a new buffer.
local commands = (client.server_capabilities.executeCommandProvider or {}).commands or {}
if server_has("executeCommandProvider") and vim.tbl_contains(commands, "ax-lsp.generateIdentifiers") then
  vim.cmd("AxLspGenerate")
  local generated
  wait_for("Neovim to apply the generated identifiers file", function()
    for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
      if vim.api.nvim_buf_get_name(bufnr):match("/AccessibilityIdentifiers%.generated%.swift$") and vim.api.nvim_buf_is_loaded(bufnr) then
        local text = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), "\n")
        if text:find("CheckoutViewController.payButton", 1, true) then
          generated = text
          return true
        end
      end
    end
    return false
  end)
  local constants = {}
  for literal in generated:gmatch('"([%w%.]+)"') do
    constants[#constants + 1] = literal
  end
  table.sort(constants)
  expect_equal(constants, {
    "Cart.Total",
    "Cart.Total.CartViewController",
    "CheckoutViewController.payButton",
    "CheckoutViewController.view",
    "OrderRow.total",
    "ProfileViewController.nameLabel",
    "ProfileViewController.view",
  }, ":AxLspGenerate wrote a constant for every identifier, from the open buffers")
end

-- 10. Stopping the client shuts the server down; it exits by itself with status 0.
vim.bo[cart].modified = false
vim.lsp.stop_client(client.id)
wait_for("the server to exit after shutdown and exit", function()
  return exit_statuses[client.id] ~= nil
end)
expect_equal(exit_statuses[client.id], { code = 0, signal = 0 }, "server exit status after shutdown/exit")

say(("%d passed, %d failed, %d skipped"):format(checks.passed, checks.failed, checks.skipped))
vim.cmd("qall!")
