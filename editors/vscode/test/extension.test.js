// @ts-nocheck
// Runs the extension's activate() against recording stand-ins for VS Code and the language client:
// the commands it registers, how it starts the server, what it sends, and what the status bar says.
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { createFakes, loadExtension, fakeContext } = require('./fakeVscode');

const defaultSettings = {
  'ax-lsp.path': 'ax-lsp',
  'ax-lsp.trace.server': 'off',
  'ax-lsp.inlayHints.aaii': true,
  'ax-lsp.inlayHints.branchLeaf': true,
  'ax-lsp.inlayHints.identificable': true,
  'ax-lsp.inlayHints.explicit': true,
  'ax-lsp.inlayHints.interfaceBuilder': true,
  'ax-lsp.inlayHints.rapid': true,
  'ax-lsp.diagnostics.enabled': true,
  'ax-lsp.configPath': '',
  'ax-lsp.cache.enabled': true,
  'ax-lsp.cache.directory': '',
};

async function activated(overrides = {}, options = {}) {
  const fakes = createFakes({ settings: { ...defaultSettings, ...overrides }, ...options });
  const extension = loadExtension(fakes);
  await extension.activate(fakeContext());
  return { fakes, extension, client: fakes.recorded.clients[fakes.recorded.clients.length - 1], status: fakes.recorded.statusItems[0] };
}

test('registers only its own commands; the server commands come from executeCommandProvider', async () => {
  const { fakes } = await activated();
  assert.deepEqual([...fakes.recorded.commands.keys()].sort(), ['ax-lsp.restartServer', 'ax-lsp.showOutput']);
});

test('starts `ax-lsp --stdio` for Swift, storyboards, xibs, Maestro flows and Appium suites with the settings as initializationOptions', async () => {
  const { client } = await activated({ 'ax-lsp.inlayHints.aaii': false, 'ax-lsp.configPath': 'ci/.ax-lsp.yml' });
  assert.equal(client.id, 'ax-lsp');
  assert.deepEqual(client.serverOptions, { command: 'ax-lsp', args: [], transport: 0 });
  assert.deepEqual(client.clientOptions.documentSelector, [
    { scheme: 'file', language: 'swift' },
    { scheme: 'file', pattern: '**/*.{storyboard,xib}' },
    { scheme: 'file', pattern: '**/.maestro/**/*.{yaml,yml}' },
    { scheme: 'file', pattern: '**/{wdio,features,step_definitions,__tests__,pageobjects,screenobjects}/**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx,py,java,kt,kts,rb}' },
    { scheme: 'file', pattern: '**/*{test,tests,spec,specs,e2e,Test,Tests,Spec,Specs}/**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx,py,java,kt,kts,rb}' },
    { scheme: 'file', pattern: '**/*{appium,Appium}*/**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx,py,java,kt,kts,rb}' },
  ]);
  assert.deepEqual(client.clientOptions.initializationOptions, {
    'ax-lsp': {
      inlayHints: { aaii: false, branchLeaf: true, identificable: true, explicit: true, interfaceBuilder: true, rapid: true },
      diagnostics: { enabled: true },
      configPath: 'ci/.ax-lsp.yml',
      cache: { enabled: true, directory: '' },
    },
  });
});

test('opts in to the ax-lsp/status notification with an experimental capability', async () => {
  const { client } = await activated();
  assert.deepEqual(client.clientCapabilities().experimental, { statusNotification: true });
});

test('a relative ax-lsp.path is taken from the first workspace folder', async () => {
  const { client } = await activated({ 'ax-lsp.path': '.build/release/ax-lsp' });
  assert.equal(client.serverOptions.command, '/work/app/.build/release/ax-lsp');
});

test('the status item follows $/progress, then the ax-lsp/status count', async () => {
  const { client, status } = await activated();
  assert.equal(status.command, 'ax-lsp.showOutput');
  client.progress('indexing-1', { kind: 'begin', title: 'indexing', message: '0/40 files', percentage: 0 });
  client.progress('indexing-1', { kind: 'report', message: '18/40 files', percentage: 45 });
  assert.equal(status.text, '$(sync~spin) ax-lsp 45% 18/40 files');
  client.progress('indexing-1', { kind: 'end' });
  client.notificationHandlers.get('ax-lsp/status')({ indexing: false, identifierCount: 118, fileCount: 40 });
  assert.equal(status.text, '$(symbol-key) 118 identifiers');
  assert.equal(status.tooltip, 'ax-lsp: 118 identifiers in 40 files; click to show its output');
});

test('a changed server setting is sent as workspace/didChangeConfiguration', async () => {
  const { fakes, client } = await activated();
  await fakes.changeSettings({ 'ax-lsp.diagnostics.enabled': false });
  assert.equal(fakes.recorded.clients.length, 1);
  assert.deepEqual(client.sentNotifications, [{
    method: 'workspace/didChangeConfiguration',
    params: { settings: { 'ax-lsp': {
      inlayHints: { aaii: true, branchLeaf: true, identificable: true, explicit: true, interfaceBuilder: true, rapid: true },
      diagnostics: { enabled: false },
      configPath: '',
      cache: { enabled: true, directory: '' },
    } } },
  }]);
});

test('changing ax-lsp.path restarts the server with the new executable', async () => {
  const { fakes, client } = await activated();
  await fakes.changeSettings({ 'ax-lsp.path': '/opt/ax-lsp/bin/ax-lsp' });
  assert.equal(client.stopped, 1);
  assert.equal(client.disposed, 1);
  assert.equal(fakes.recorded.clients.length, 2);
  assert.equal(fakes.recorded.clients[1].serverOptions.command, '/opt/ax-lsp/bin/ax-lsp');
});

test('Restart Server replaces the client; a missing binary shows an actionable error and a stopped item', async () => {
  const { fakes, client, status } = await activated();
  await fakes.recorded.commands.get('ax-lsp.restartServer')();
  assert.equal(client.stopped, 1);
  assert.equal(fakes.recorded.clients.length, 2);

  const failing = await activated({}, { startError: new Error('spawn ax-lsp ENOENT') });
  assert.deepEqual(failing.fakes.recorded.errorMessages, [
    "ax-lsp could not start 'ax-lsp': spawn ax-lsp ENOENT. Install ax-lsp or set \"ax-lsp.path\".",
  ]);
  assert.equal(failing.status.text, '$(error) ax-lsp stopped');
  assert.equal(status.text, '$(check) ax-lsp');
});
