-- Finds the workspace root of a file: the directory the server indexes.

local M = {}

--- Markers in priority order. An entry is a name or a list of names of equal priority; `*` is a
--- wildcard. The nearest directory holding a first-priority marker wins over any nearer
--- lower-priority one, so a Swift package nested in an app still belongs to the app's
--- `.ax-lsp.yml`, and `.git` is only the last resort.
M.default_markers = {
  ".ax-lsp.yml",
  { "*.xcworkspace", "*.xcodeproj", "Package.swift" },
  ".git",
}

local uv = vim.loop

-- Turns a `*.xcodeproj`-style glob into an anchored Lua pattern.
local function glob_to_pattern(glob)
  local escaped = glob:gsub("[%^%$%(%)%%%.%[%]%+%-]", "%%%0")
  return "^" .. escaped:gsub("%*", ".*"):gsub("%?", ".") .. "$"
end

local function directory_has(directory, marker)
  if not marker:find("[%*%?]") then
    return uv.fs_stat(directory .. "/" .. marker) ~= nil
  end
  local scanner = uv.fs_scandir(directory)
  if not scanner then
    return false
  end
  local pattern = glob_to_pattern(marker)
  while true do
    local name = uv.fs_scandir_next(scanner)
    if not name then
      return false
    end
    if name:match(pattern) then
      return true
    end
  end
end

local function parent_of(directory)
  local parent = vim.fn.fnamemodify(directory, ":h")
  if parent == directory then
    return nil
  end
  return parent
end

--- The root directory for `path` (a file or a directory), or the file's own directory when no
--- marker is found anywhere above it.
function M.find(path, markers)
  markers = markers or M.default_markers
  local absolute = vim.fn.fnamemodify(path, ":p")
  local start = vim.fn.fnamemodify(absolute, ":h")
  if vim.fn.isdirectory(absolute) == 1 then
    start = absolute:match("^(.-)/*$")
    start = start ~= "" and start or "/"
  end
  for _, entry in ipairs(markers) do
    local group = type(entry) == "table" and entry or { entry }
    local directory = start
    while directory do
      for _, marker in ipairs(group) do
        if directory_has(directory, marker) then
          return directory
        end
      end
      directory = parent_of(directory)
    end
  end
  return start
end

return M
