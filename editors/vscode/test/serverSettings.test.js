// @ts-check
// The settings object the extension sends, built from package.json with node's test runner.
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const manifest = require('../package.json');
const { serverSettingKeys, serverSettings } = require('../src/serverSettings');

test('server keys are the ax-lsp.* properties without the client-only ones', () => {
  assert.deepEqual(serverSettingKeys(manifest), [
    'inlayHints.aaii',
    'inlayHints.branchLeaf',
    'inlayHints.identificable',
    'inlayHints.explicit',
    'inlayHints.interfaceBuilder',
    'inlayHints.rapid',
    'diagnostics.enabled',
    'configPath',
    'cache.enabled',
    'cache.directory',
  ]);
});

test('defaults nest under the ax-lsp section', () => {
  const properties = manifest.contributes.configuration.properties;
  const settings = serverSettings(serverSettingKeys(manifest), (key) => properties[`ax-lsp.${key}`].default);
  assert.deepEqual(settings, {
    'ax-lsp': {
      inlayHints: { aaii: true, branchLeaf: true, identificable: true, explicit: true, interfaceBuilder: true, rapid: true },
      diagnostics: { enabled: true },
      configPath: '',
      cache: { enabled: true, directory: '' },
    },
  });
});

test('values come from the reader, key by key', () => {
  const settings = serverSettings(['inlayHints.aaii', 'configPath'], (key) => (key === 'configPath' ? 'ci/.ax-lsp.yml' : false));
  assert.deepEqual(settings, { 'ax-lsp': { inlayHints: { aaii: false }, configPath: 'ci/.ax-lsp.yml' } });
});
