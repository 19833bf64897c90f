// @ts-nocheck
// Stand-ins for the `vscode` and `vscode-languageclient/node` modules, recording what the extension
// does with them, so node's test runner can run activate() where neither VS Code nor npm exists.
'use strict';

const Module = require('module');

/** A fresh fake world: VS Code's API surface the extension uses, and a recording LanguageClient. */
function createFakes({ settings = {}, workspaceFolder = '/work/app', startError = undefined } = {}) {
  const recorded = { commands: new Map(), clients: [], errorMessages: [], statusItems: [], configurationListeners: [] };
  const configuration = { ...settings };

  const vscode = {
    StatusBarAlignment: { Left: 1, Right: 2 },
    window: {
      createOutputChannel: (name) => ({ name, shown: 0, show() { this.shown += 1; }, dispose() {} }),
      createStatusBarItem: (id, alignment, priority) => {
        const item = { id, alignment, priority, text: '', tooltip: '', visible: false, show() { this.visible = true; }, dispose() {} };
        recorded.statusItems.push(item);
        return item;
      },
      showErrorMessage: async (message) => {
        recorded.errorMessages.push(message);
        return undefined;
      },
    },
    commands: {
      registerCommand: (id, callback) => {
        if (recorded.commands.has(id)) throw new Error(`command '${id}' already exists`);
        recorded.commands.set(id, callback);
        return { dispose: () => recorded.commands.delete(id) };
      },
      executeCommand: async () => undefined,
    },
    workspace: {
      workspaceFolders: workspaceFolder ? [{ uri: { fsPath: workspaceFolder } }] : undefined,
      getConfiguration: (section) => ({
        get: (key) => configuration[`${section}.${key}`],
      }),
      onDidChangeConfiguration: (listener) => {
        recorded.configurationListeners.push(listener);
        return { dispose() {} };
      },
    },
  };

  const State = { Stopped: 1, Starting: 3, Running: 2 };
  class LanguageClient {
    constructor(id, name, serverOptions, clientOptions) {
      Object.assign(this, { id, name, serverOptions, clientOptions });
      this.state = State.Stopped;
      this.notificationHandlers = new Map();
      this.sentNotifications = [];
      this.stateListeners = [];
      this.stopped = 0;
      this.disposed = 0;
      recorded.clients.push(this);
    }
    async start() {
      if (startError) throw startError;
      this.state = State.Running;
    }
    async stop() {
      this.stopped += 1;
      this.state = State.Stopped;
      for (const listener of this.stateListeners) listener({ oldState: State.Running, newState: State.Stopped });
    }
    async dispose() { this.disposed += 1; }
    registerFeature(feature) {
      this.features = [...(this.features || []), feature];
    }
    /** The capabilities the client would send in `initialize`. */
    clientCapabilities() {
      const capabilities = { textDocument: {}, workspace: {} };
      for (const feature of this.features || []) feature.fillClientCapabilities(capabilities);
      return capabilities;
    }
    onDidChangeState(listener) { this.stateListeners.push(listener); return { dispose() {} }; }
    onNotification(method, handler) {
      this.notificationHandlers.set(method, handler);
      return { dispose: () => this.notificationHandlers.delete(method) };
    }
    async sendNotification(method, params) { this.sentNotifications.push({ method, params }); }
    /** What the real client does with `$/progress` for a token the server created. */
    progress(token, value) {
      const middleware = this.clientOptions.middleware || {};
      const deliver = () => {};
      if (middleware.handleWorkDoneProgress) middleware.handleWorkDoneProgress(token, value, deliver);
    }
  }
  const languageClient = { LanguageClient, State, TransportKind: { stdio: 0, ipc: 1, pipe: 2, socket: 3 } };

  /** Sets settings and tells the extension, as VS Code does after the user edits them. */
  async function changeSettings(changes) {
    Object.assign(configuration, changes);
    const event = { affectsConfiguration: (prefix) => Object.keys(changes).some((key) => key === prefix || key.startsWith(`${prefix}.`)) };
    for (const listener of recorded.configurationListeners) await listener(event);
  }

  return { vscode, languageClient, recorded, changeSettings };
}

/** Loads a fresh copy of src/extension.js wired to `fakes`. */
function loadExtension(fakes) {
  const originalLoad = Module._load;
  Module._load = function load(request, parent, isMain) {
    if (request === 'vscode') return fakes.vscode;
    if (request === 'vscode-languageclient/node') return fakes.languageClient;
    return originalLoad.call(this, request, parent, isMain);
  };
  try {
    for (const key of Object.keys(require.cache)) {
      if (key.includes(`${require('path').sep}src${require('path').sep}`)) delete require.cache[key];
    }
    return require('../src/extension');
  } finally {
    Module._load = originalLoad;
  }
}

/** The ExtensionContext fields the extension reads. */
function fakeContext() {
  return { subscriptions: [], extension: { packageJSON: require('../package.json') } };
}

module.exports = { createFakes, loadExtension, fakeContext };
