-- The few LSP calls whose shape changed between Neovim 0.7 and 0.11, behind one function each.

local M = {}

local function has(version)
  return vim.fn.has("nvim-" .. version) == 1
end

--- True when `vim.lsp.start` (0.8+) is available. Tests set `vim.g.ax_lsp_force_legacy_start`
--- to exercise the 0.7 path on a newer Neovim.
function M.has_lsp_start()
  return type(vim.lsp.start) == "function" and not vim.g.ax_lsp_force_legacy_start
end

-- 0.7 has no client reuse of its own: one client per root directory, kept here.
local legacy_client_ids_by_root = {}

--- Starts a client for `config.root_dir` or reuses the running one, and attaches `bufnr`.
--- Returns the client id, or nil when the server could not be started.
function M.start_or_attach(config, bufnr)
  if M.has_lsp_start() then
    local client_id
    -- `opts.bufnr` only exists from 0.9 on; 0.8 attaches the current buffer.
    vim.api.nvim_buf_call(bufnr, function()
      client_id = vim.lsp.start(config, { bufnr = bufnr })
    end)
    return client_id
  end
  local client_id = legacy_client_ids_by_root[config.root_dir]
  if not (client_id and vim.lsp.get_client_by_id(client_id)) then
    client_id = vim.lsp.start_client(config)
    legacy_client_ids_by_root[config.root_dir] = client_id
  end
  if client_id then
    vim.lsp.buf_attach_client(bufnr, client_id)
  end
  return client_id
end

--- Running clients named `name`.
function M.clients(name)
  local all = vim.lsp.get_clients and vim.lsp.get_clients() or vim.lsp.get_active_clients()
  return vim.tbl_filter(function(client)
    return client.name == name
  end, all)
end

--- The buffers `client` is attached to.
function M.attached_buffers(client)
  if type(client.attached_buffers) == "table" then
    return vim.tbl_keys(client.attached_buffers)
  end
  return vim.lsp.get_buffers_by_client_id(client.id)
end

--- Sends a request to one client only (`vim.lsp.buf_request` would also ask other servers
--- attached to the buffer). Methods take `self` from 0.11 on.
function M.request(client, method, params, handler, bufnr)
  if has("0.11") then
    return client:request(method, params, handler, bufnr)
  end
  return client.request(method, params, handler, bufnr)
end

--- Sends a request to one client and waits at most `timeout_ms`: `{ err = …, result = … }` or nil.
function M.request_sync(client, method, params, timeout_ms, bufnr)
  if has("0.11") then
    return client:request_sync(method, params, timeout_ms, bufnr)
  end
  return client.request_sync(method, params, timeout_ms, bufnr)
end

--- Sends a notification to one client.
function M.notify(client, method, params)
  if has("0.11") then
    return client:notify(method, params)
  end
  return client.notify(method, params)
end

--- Turns inlay hints on for `bufnr`. Returns false on Neovim without inlay hints (< 0.10).
function M.enable_inlay_hints(bufnr)
  local inlay_hint = vim.lsp.inlay_hint
  if type(inlay_hint) == "table" and type(inlay_hint.enable) == "function" then
    -- 0.10 release and 0.11: enable(enable, filter).
    if pcall(inlay_hint.enable, true, { bufnr = bufnr }) then
      return true
    end
    -- 0.10 pre-releases: enable(bufnr, enable).
    return (pcall(inlay_hint.enable, bufnr, true))
  end
  if type(inlay_hint) == "function" then
    -- 0.10 nightlies before the module: vim.lsp.inlay_hint(bufnr, enable).
    return (pcall(inlay_hint, bufnr, true))
  end
  return false
end

return M
