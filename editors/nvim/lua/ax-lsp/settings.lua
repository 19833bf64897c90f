-- The server settings the plugin sends: defaults, and the forms a user may write them in.

local M = {}

-- `vim.tbl_islist` is deprecated from 0.10 on, `vim.islist` is missing before it.
local islist = vim.islist or vim.tbl_islist

--- The configuration section every LSP message carries the settings under
--- (initializationOptions, workspace/didChangeConfiguration, workspace/configuration).
M.section = "ax-lsp"

--- The settings the server reads, with their defaults. The same keys, flattened, are the server's
--- `ServerSettings.allKeys` and the `ax-lsp.*` settings of the VS Code extension.
function M.defaults()
  return {
    inlayHints = {
      aaii = true,
      branchLeaf = true,
      identificable = true,
      explicit = true,
      interfaceBuilder = true,
      rapid = true,
    },
    diagnostics = { enabled = true },
    configPath = "",
    cache = { enabled = true, directory = "" },
  }
end

--- Flattens nested settings to dotted keys: { inlayHints = { aaii = true } } -> { ["inlayHints.aaii"] = true }.
function M.flatten(nested, prefix, into)
  into = into or {}
  for key, value in pairs(nested) do
    local dotted = prefix and (prefix .. "." .. key) or key
    if type(value) == "table" and not islist(value) then
      M.flatten(value, dotted, into)
    else
      into[dotted] = value
    end
  end
  return into
end

-- Expands dotted keys ("inlayHints.aaii", or "ax-lsp.inlayHints.aaii" as VS Code writes them)
-- into nested tables, so users can paste settings from either editor.
local function expand_dotted(settings)
  local expanded = {}
  for key, value in pairs(settings) do
    local path = vim.split(key:gsub("^ax%-lsp%.", ""), ".", true)
    local node = expanded
    for index = 1, #path - 1 do
      node[path[index]] = type(node[path[index]]) == "table" and node[path[index]] or {}
      node = node[path[index]]
    end
    if type(value) == "table" and not islist(value) then
      value = expand_dotted(value)
    end
    local last = path[#path]
    if type(value) == "table" and type(node[last]) == "table" then
      node[last] = vim.tbl_deep_extend("force", node[last], value)
    else
      node[last] = value
    end
  end
  return expanded
end

--- The full settings object for the server: `{ ["ax-lsp"] = { … } }`, defaults filled in.
--- Accepts nil, the section's contents (`{ inlayHints = { aaii = false } }`), the wrapped form
--- (`{ ["ax-lsp"] = { … } }`) or dotted keys (`{ ["ax-lsp.inlayHints.aaii"] = false }`).
function M.resolve(user_settings)
  local section = {}
  if type(user_settings) == "table" then
    if type(user_settings[M.section]) == "table" then
      section = user_settings[M.section]
    else
      section = user_settings
    end
  end
  return { [M.section] = vim.tbl_deep_extend("force", M.defaults(), expand_dotted(section)) }
end

return M
