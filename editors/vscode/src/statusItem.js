// @ts-check
// The status-bar item: indexing progress from the server's `$/progress`, then the identifier count
// from its `ax-lsp/status` notification (or the progress end message); click shows the output.
'use strict';

const vscode = require('vscode');
const { STATUS_NOTIFICATION, startingState, applyProgress, applyStatus, render } = require('./statusText');

/** Owns one status-bar item and the state it renders; survives client restarts. */
class IndexStatusItem {
  /** @param {string} clickCommand the command the item runs when clicked */
  constructor(clickCommand) {
    this.item = vscode.window.createStatusBarItem('ax-lsp.status', vscode.StatusBarAlignment.Left, 10);
    this.item.name = 'ax-lsp';
    this.item.command = clickCommand;
    /** @type {import('./statusText').IndexState} */
    this.state = startingState();
    /** @type {vscode.Disposable | undefined} */
    this.notificationSubscription = undefined;
    this.show();
  }

  /**
   * Middleware for the LanguageClient options: sees every work-done progress value, then lets the
   * client show it as usual. Registering in the options (not after start) catches the progress
   * the server begins right after `initialized`.
   * @returns {import('vscode-languageclient/node').Middleware}
   */
  middleware() {
    return {
      handleWorkDoneProgress: (token, value, next) => {
        this.update(applyProgress(this.state, value));
        next(token, value);
      },
    };
  }

  /** A new client is starting. */
  starting() {
    this.disposeSubscription();
    this.update(startingState());
  }

  /** @param {import('vscode-languageclient/node').LanguageClient} client a started client */
  afterStart(client) {
    this.disposeSubscription();
    this.notificationSubscription = client.onNotification(STATUS_NOTIFICATION, (params) => {
      this.update(applyStatus(this.state, params || {}));
    });
    if (this.state.phase === 'starting') this.update({ ...this.state, phase: 'ready' });
  }

  stopped() {
    this.disposeSubscription();
    this.update({ phase: 'stopped' });
  }

  /** @param {import('./statusText').IndexState} state */
  update(state) {
    this.state = state;
    this.show();
  }

  show() {
    const { text, tooltip } = render(this.state);
    this.item.text = text;
    this.item.tooltip = tooltip;
    this.item.show();
  }

  disposeSubscription() {
    if (this.notificationSubscription) this.notificationSubscription.dispose();
    this.notificationSubscription = undefined;
  }

  dispose() {
    this.disposeSubscription();
    this.item.dispose();
  }
}

module.exports = { IndexStatusItem };
