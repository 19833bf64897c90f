// @ts-check
// The settings the server reads, gathered from VS Code's `ax-lsp.*` configuration into the
// `{ "ax-lsp": { … } }` object sent as initializationOptions and workspace/didChangeConfiguration.
'use strict';

/** The configuration section every settings message is keyed by. */
const SECTION = 'ax-lsp';

/**
 * Keys (below the section) that only the extension reads; the server never sees them.
 * Every other `ax-lsp.*` property in package.json is a server setting, and a Swift test keeps
 * that set equal to the server's `ServerSettings.allKeys`.
 */
const CLIENT_ONLY_KEYS = ['path', 'trace.server'];

/**
 * The server settings below the section, in the order package.json declares them.
 * @param {Record<string, unknown>} manifest the extension's package.json
 * @returns {string[]} keys such as `inlayHints.aaii`
 */
function serverSettingKeys(manifest) {
  const contributes = /** @type {{ configuration?: { properties?: Record<string, unknown> } }} */ (
    manifest.contributes || {}
  );
  const properties = (contributes.configuration && contributes.configuration.properties) || {};
  return Object.keys(properties)
    .filter((key) => key.startsWith(SECTION + '.'))
    .map((key) => key.slice(SECTION.length + 1))
    .filter((key) => !CLIENT_ONLY_KEYS.includes(key));
}

/**
 * Builds `{ "ax-lsp": { inlayHints: { aaii: true, … }, diagnostics: { enabled: true }, configPath: "" } }`.
 * @param {string[]} keys dotted keys below the section
 * @param {(key: string) => unknown} read the value of one key (VS Code: `configuration.get(key)`)
 * @returns {{ [SECTION]: Record<string, unknown> }}
 */
function serverSettings(keys, read) {
  /** @type {Record<string, unknown>} */
  const section = {};
  for (const key of keys) {
    const path = key.split('.');
    /** @type {Record<string, unknown>} */
    let node = section;
    for (const part of path.slice(0, -1)) {
      const child = node[part];
      node = typeof child === 'object' && child !== null ? /** @type {Record<string, unknown>} */ (child) : (node[part] = {});
    }
    node[path[path.length - 1]] = read(key);
  }
  return { [SECTION]: section };
}

module.exports = { SECTION, CLIENT_ONLY_KEYS, serverSettingKeys, serverSettings };
