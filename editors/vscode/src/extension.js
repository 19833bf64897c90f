// @ts-check
// The ax-lsp VS Code extension: runs `ax-lsp` over stdio for Swift, storyboard, xib, Maestro flow and Appium suite files,
// sends the `ax-lsp.*` settings, and adds the restart/output commands and the status-bar item.
'use strict';

const path = require('path');
const vscode = require('vscode');
const { LanguageClient, State, TransportKind } = require('vscode-languageclient/node');
const { SECTION, serverSettingKeys, serverSettings } = require('./serverSettings');
const { IndexStatusItem } = require('./statusItem');

/** @type {LanguageClient | undefined} */
let client;
/** @type {vscode.OutputChannel} */
let outputChannel;
/** @type {IndexStatusItem} */
let statusItem;
/** @type {string[]} */
let settingKeys = [];

/**
 * Resolves `ax-lsp.path`: a bare name stays a name for the PATH lookup, a relative path is taken
 * from the first workspace folder, `~` is the home directory.
 * @returns {string}
 */
function serverExecutable() {
  const configured = (vscode.workspace.getConfiguration(SECTION).get('path') || 'ax-lsp').toString().trim() || 'ax-lsp';
  const home = process.env.HOME || process.env.USERPROFILE || '';
  const expanded = configured.startsWith('~/') ? path.join(home, configured.slice(2)) : configured;
  if (path.isAbsolute(expanded) || !expanded.includes('/')) return expanded;
  const folder = vscode.workspace.workspaceFolders && vscode.workspace.workspaceFolders[0];
  return folder ? path.join(folder.uri.fsPath, expanded) : expanded;
}

/** The current server settings, `{ "ax-lsp": { … } }`. */
function currentServerSettings() {
  const configuration = vscode.workspace.getConfiguration(SECTION);
  return serverSettings(settingKeys, (key) => configuration.get(key));
}

/**
 * Appium suites by where they live, as the server's discovery finds them: JavaScript, TypeScript,
 * Python, Java, Kotlin and Ruby files in a folder that looks like a test suite. Selecting every
 * file of those languages would make any `'~…'` string of a web app a selector.
 */
const SUITE_EXTENSIONS = 'js,mjs,cjs,jsx,ts,mts,cts,tsx,py,java,kt,kts,rb';
const suiteSelectors = [
  `**/{wdio,features,step_definitions,__tests__,pageobjects,screenobjects}/**/*.{${SUITE_EXTENSIONS}}`,
  `**/*{test,tests,spec,specs,e2e,Test,Tests,Spec,Specs}/**/*.{${SUITE_EXTENSIONS}}`,
  `**/*{appium,Appium}*/**/*.{${SUITE_EXTENSIONS}}`,
].map((pattern) => ({ scheme: 'file', pattern }));

/** @returns {LanguageClient} */
function createClient() {
  /** @type {import('vscode-languageclient/node').ServerOptions} */
  const serverOptions = { command: serverExecutable(), args: [], transport: TransportKind.stdio };
  /** @type {import('vscode-languageclient/node').LanguageClientOptions} */
  const clientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'swift' },
      { scheme: 'file', pattern: '**/*.{storyboard,xib}' },
      { scheme: 'file', pattern: '**/.maestro/**/*.{yaml,yml}' },
      ...suiteSelectors,
    ],
    initializationOptions: currentServerSettings(),
    outputChannel,
    middleware: statusItem.middleware(),
    // The server's `ax-lsp.generateIdentifiers`, `ax-lsp.reindex`, `ax-lsp.explainRule` and `ax-lsp.showOutline` become
    // VS Code commands through its executeCommandProvider; package.json only gives them titles.
  };
  // The client id is the settings section, so `ax-lsp.trace.server` traces this client.
  const created = new LanguageClient(SECTION, 'ax-lsp', serverOptions, clientOptions);
  created.registerFeature(statusNotificationFeature);
  return created;
}

/**
 * Opts in to the `ax-lsp/status` notification (identifier count) with an experimental client
 * capability, so the server sends it only to clients that handle it (others would warn about an
 * unknown notification).
 * @type {import('vscode-languageclient/node').StaticFeature}
 */
const statusNotificationFeature = {
  fillClientCapabilities(capabilities) {
    capabilities.experimental = { ...(capabilities.experimental || {}), statusNotification: true };
  },
  initialize() {},
  getState() {
    return { kind: 'static' };
  },
  // vscode-languageclient 9 calls clear() on stop; older versions called dispose().
  clear() {},
  dispose() {},
};

/** Starts a fresh client (and server process) and wires the status item to it. */
async function startClient() {
  const starting = createClient();
  client = starting;
  statusItem.starting();
  starting.onDidChangeState((event) => {
    if (event.newState === State.Stopped) statusItem.stopped();
  });
  try {
    await starting.start();
    statusItem.afterStart(starting);
  } catch (error) {
    statusItem.stopped();
    const message = error instanceof Error ? error.message : String(error);
    const choice = await vscode.window.showErrorMessage(
      `ax-lsp could not start '${serverExecutable()}': ${message}. Install ax-lsp or set "ax-lsp.path".`,
      'Open Settings',
      'Show Output'
    );
    if (choice === 'Open Settings') await vscode.commands.executeCommand('workbench.action.openSettings', 'ax-lsp.path');
    if (choice === 'Show Output') outputChannel.show(true);
  }
}

/** Stops and disposes the running client, if any. */
async function stopClient() {
  const running = client;
  client = undefined;
  if (!running) return;
  try {
    if (running.state !== State.Stopped) await running.stop();
  } finally {
    await running.dispose();
  }
}

async function restartClient() {
  await stopClient();
  await startClient();
}

/** @param {vscode.ConfigurationChangeEvent} event */
async function configurationChanged(event) {
  if (!event.affectsConfiguration(SECTION)) return;
  if (event.affectsConfiguration(`${SECTION}.path`)) {
    await restartClient();
  } else if (client && client.state === State.Running) {
    await client.sendNotification('workspace/didChangeConfiguration', { settings: currentServerSettings() });
  }
}

/** @param {vscode.ExtensionContext} context */
async function activate(context) {
  settingKeys = serverSettingKeys(context.extension.packageJSON);
  outputChannel = vscode.window.createOutputChannel('ax-lsp');
  statusItem = new IndexStatusItem('ax-lsp.showOutput');
  context.subscriptions.push(
    outputChannel,
    statusItem,
    vscode.commands.registerCommand('ax-lsp.restartServer', restartClient),
    vscode.commands.registerCommand('ax-lsp.showOutput', () => outputChannel.show(true)),
    vscode.workspace.onDidChangeConfiguration(configurationChanged)
  );
  await startClient();
}

async function deactivate() {
  await stopClient();
}

module.exports = { activate, deactivate };
