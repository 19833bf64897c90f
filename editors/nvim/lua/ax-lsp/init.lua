-- The ax-lsp Neovim plugin: starts the server for Swift, storyboard, xib, Maestro flow and Appium suite buffers, turns inlay
-- hints on where Neovim has them, and adds :AxLspGenerate, :AxLspRestart, :AxLspReindex, :AxLspFixAll.

local compat = require("ax-lsp.compat")
local root = require("ax-lsp.root")
local settings = require("ax-lsp.settings")

local M = {}

M.name = "ax-lsp"

--- Options `setup` accepts; every one is optional. See `:help ax-lsp-setup`.
M.default_options = {
  cmd = { "ax-lsp", "--stdio" },
  settings = nil,
  filetypes = { "swift" },
  -- Appium suites by their folder, as the server's discovery finds them (every JavaScript or
  -- Python buffer would make any `'~…'` string of a web app a selector).
  patterns = {
    "*.storyboard", "*.xib", "*/.maestro/*.yaml", "*/.maestro/*.yml",
    "*/{wdio,features,step_definitions,__tests__,pageobjects,screenobjects}/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx,py,java,kt,kts,rb}",
    "*{test,tests,spec,specs,e2e,Test,Tests,Spec,Specs}/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx,py,java,kt,kts,rb}",
    "*{appium,Appium}*/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx,py,java,kt,kts,rb}",
  },
  root_markers = root.default_markers,
  inlay_hints = true,
  fix_all_on_save = false,
  trace = "off",
  capabilities = nil,
  on_attach = nil,
  on_exit = nil,
  handlers = nil,
}

M.options = nil

local function notify(message, level)
  vim.notify("ax-lsp: " .. message, level or vim.log.levels.INFO)
end

-- Storyboards and xibs are XML; the server tells them apart by their extension.
local function language_id(bufnr, filetype)
  local name = vim.api.nvim_buf_get_name(bufnr)
  if name:match("%.storyboard$") or name:match("%.xib$") then
    return "xml"
  end
  return filetype
end

--- The ax-lsp client attached to `bufnr`, or any running one when `bufnr` has none.
function M.client(bufnr)
  local clients = compat.clients(M.name)
  bufnr = bufnr or vim.api.nvim_get_current_buf()
  for _, client in ipairs(clients) do
    if vim.tbl_contains(compat.attached_buffers(client), bufnr) then
      return client
    end
  end
  return clients[1]
end

local function on_attach(client, bufnr)
  if M.options.inlay_hints then
    compat.enable_inlay_hints(bufnr)
  end
  if M.options.fix_all_on_save then
    vim.api.nvim_create_autocmd("BufWritePre", {
      group = vim.api.nvim_create_augroup("ax-lsp-fix-all-" .. bufnr, { clear = true }),
      buffer = bufnr,
      callback = function()
        M.fix_all(bufnr)
      end,
    })
  end
  if M.options.on_attach then
    M.options.on_attach(client, bufnr)
  end
end

--- The client configuration for one workspace root, as `vim.lsp.start`/`start_client` take it.
function M.client_config(root_dir)
  local server_settings = settings.resolve(M.options.settings)
  return {
    name = M.name,
    cmd = M.options.cmd,
    root_dir = root_dir,
    workspace_folders = { { uri = vim.uri_from_fname(root_dir), name = root_dir } },
    settings = server_settings,
    init_options = server_settings,
    capabilities = M.options.capabilities or vim.lsp.protocol.make_client_capabilities(),
    trace = M.options.trace,
    get_language_id = language_id,
    on_attach = on_attach,
    on_exit = M.options.on_exit,
    handlers = M.options.handlers,
    on_init = function(client)
      -- 0.7 leaves it to the plugin to send the settings after initialize.
      if not compat.has_lsp_start() then
        compat.notify(client, "workspace/didChangeConfiguration", { settings = server_settings })
      end
    end,
  }
end

--- Starts (or reuses) the server for `bufnr`'s workspace and attaches the buffer.
function M.start(bufnr)
  bufnr = bufnr or vim.api.nvim_get_current_buf()
  if not M.options or vim.bo[bufnr].buftype ~= "" then
    return nil
  end
  local path = vim.api.nvim_buf_get_name(bufnr)
  if path == "" then
    return nil
  end
  return compat.start_or_attach(M.client_config(root.find(path, M.options.root_markers)), bufnr)
end

--- Runs a server command (`workspace/executeCommand`) and reports its outcome.
function M.execute(command, done_message)
  local bufnr = vim.api.nvim_get_current_buf()
  local client = M.client(bufnr)
  if not client then
    notify("no server is running; open a Swift file first or check `cmd` in setup()", vim.log.levels.WARN)
    return
  end
  compat.request(client, "workspace/executeCommand", { command = command, arguments = {} }, function(err)
    if err then
      notify(command .. " failed: " .. (err.message or vim.inspect(err)), vim.log.levels.ERROR)
    elseif done_message then
      notify(done_message)
    end
  end, bufnr)
end

--- Stops every ax-lsp client and starts one again for each buffer they served.
function M.restart()
  local buffers = {}
  local stopping = {}
  for _, client in ipairs(compat.clients(M.name)) do
    vim.list_extend(buffers, compat.attached_buffers(client))
    table.insert(stopping, client.id)
    vim.lsp.stop_client(client.id)
  end
  vim.wait(5000, function()
    for _, client_id in ipairs(stopping) do
      if vim.lsp.get_client_by_id(client_id) then
        return false
      end
    end
    return true
  end, 50)
  for _, bufnr in ipairs(buffers) do
    if vim.api.nvim_buf_is_loaded(bufnr) then
      M.start(bufnr)
    end
  end
  notify(("restarted for %d buffer(s)"):format(#buffers))
end

--- Applies the server's `source.fixAll.ax-lsp` action to `bufnr`, waiting at most `timeout_ms`.
function M.fix_all(bufnr, timeout_ms)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local client = M.client(bufnr)
  if not client then
    return
  end
  local last_line = vim.api.nvim_buf_line_count(bufnr) - 1
  local last_line_text = vim.api.nvim_buf_get_lines(bufnr, last_line, last_line + 1, false)[1] or ""
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    range = { start = { line = 0, character = 0 }, ["end"] = { line = last_line, character = #last_line_text } },
    context = { only = { "source.fixAll.ax-lsp" }, diagnostics = {} },
  }
  local response = compat.request_sync(client, "textDocument/codeAction", params, timeout_ms or 2000, bufnr)
  for _, action in ipairs(response and response.result or {}) do
    if not action.edit and action.data ~= nil and M.can_resolve_code_actions(client) then
      local resolved = compat.request_sync(client, "codeAction/resolve", action, timeout_ms or 2000, bufnr)
      action = resolved and resolved.result or action
    end
    if action.edit then
      vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding or "utf-16")
    end
    -- A code action may carry a command, or be a bare Command itself.
    local command = type(action.command) == "table" and action.command or action
    if type(command.command) == "string" then
      local params = { command = command.command, arguments = command.arguments }
      compat.request_sync(client, "workspace/executeCommand", params, timeout_ms or 2000, bufnr)
    end
  end
end

--- True when the server resolves code actions lazily (`codeAction/resolve`).
function M.can_resolve_code_actions(client)
  local provider = client.server_capabilities and client.server_capabilities.codeActionProvider
  return type(provider) == "table" and provider.resolveProvider == true
end

local function create_commands()
  vim.api.nvim_create_user_command("AxLspGenerate", function()
    M.execute("ax-lsp.generateIdentifiers", "identifiers file written")
  end, { desc = "ax-lsp: generate the identifiers file" })
  vim.api.nvim_create_user_command("AxLspReindex", function()
    M.execute("ax-lsp.reindex", nil)
  end, { desc = "ax-lsp: index the workspace again" })
  vim.api.nvim_create_user_command("AxLspRestart", M.restart, { desc = "ax-lsp: restart the server" })
  vim.api.nvim_create_user_command("AxLspFixAll", function()
    M.fix_all(0)
  end, { desc = "ax-lsp: apply every safe fix in this file" })
end

--- Configures the plugin and starts the server for matching buffers, open ones included.
function M.setup(options)
  M.options = vim.tbl_extend("force", M.default_options, options or {})
  if type(M.options.cmd) == "string" then
    M.options.cmd = { M.options.cmd }
  end
  local group = vim.api.nvim_create_augroup("ax-lsp", { clear = true })
  vim.api.nvim_create_autocmd("FileType", {
    group = group,
    pattern = M.options.filetypes,
    callback = function(event)
      M.start(event.buf)
    end,
  })
  if #M.options.patterns > 0 then
    vim.api.nvim_create_autocmd({ "BufReadPost", "BufNewFile" }, {
      group = group,
      pattern = M.options.patterns,
      callback = function(event)
        M.start(event.buf)
      end,
    })
  end
  create_commands()
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(bufnr) and vim.tbl_contains(M.options.filetypes, vim.bo[bufnr].filetype) then
      M.start(bufnr)
    end
  end
end

return M
