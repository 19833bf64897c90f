// @ts-check
// What the status-bar item says: a pure function of the server's work-done progress and its
// `ax-lsp/status` notification, kept free of the `vscode` module so node's test runner checks it.
'use strict';

/**
 * @typedef {'starting' | 'indexing' | 'ready' | 'stopped'} Phase
 * @typedef {{ phase: Phase, title?: string, message?: string, percentage?: number,
 *             identifierCount?: number, fileCount?: number }} IndexState
 * @typedef {{ kind: 'begin' | 'report' | 'end', title?: string, message?: string, percentage?: number }} WorkDoneProgressValue
 * @typedef {{ indexing?: boolean, identifierCount?: number, fileCount?: number }} StatusParams
 */

/** The custom notification that carries the identifier count (see editors/README.md). */
const STATUS_NOTIFICATION = 'ax-lsp/status';

/** @returns {IndexState} */
function startingState() {
  return { phase: 'starting' };
}

/**
 * Folds one `$/progress` value into the state. The end message may carry the count as
 * "… 118 identifiers", for servers that do not send `ax-lsp/status`.
 * @param {IndexState} state
 * @param {WorkDoneProgressValue} value
 * @returns {IndexState}
 */
function applyProgress(state, value) {
  switch (value.kind) {
    case 'begin':
      return { ...state, phase: 'indexing', title: value.title, message: value.message, percentage: value.percentage };
    case 'report':
      return {
        ...state,
        phase: 'indexing',
        message: value.message !== undefined ? value.message : state.message,
        percentage: value.percentage !== undefined ? value.percentage : state.percentage,
      };
    case 'end': {
      const counted = /(\d+)\s+identifiers?\b/.exec(value.message || '');
      const identifierCount = counted ? Number(counted[1]) : state.identifierCount;
      return { phase: 'ready', identifierCount, fileCount: state.fileCount };
    }
    default:
      return state;
  }
}

/**
 * Folds one `ax-lsp/status` notification into the state.
 * @param {IndexState} state
 * @param {StatusParams} params
 * @returns {IndexState}
 */
function applyStatus(state, params) {
  const next = { ...state };
  if (typeof params.identifierCount === 'number') next.identifierCount = params.identifierCount;
  if (typeof params.fileCount === 'number') next.fileCount = params.fileCount;
  if (params.indexing === true && state.phase !== 'indexing') next.phase = 'indexing';
  if (params.indexing === false) {
    next.phase = 'ready';
    delete next.message;
    delete next.percentage;
  }
  return next;
}

/** @param {number} count @param {string} noun */
function plural(count, noun) {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/**
 * The item's text (with a codicon) and tooltip.
 * @param {IndexState} state
 * @returns {{ text: string, tooltip: string }}
 */
function render(state) {
  const counts = [
    state.identifierCount !== undefined ? plural(state.identifierCount, 'identifier') : undefined,
    state.fileCount !== undefined ? `in ${plural(state.fileCount, 'file')}` : undefined,
  ].filter(Boolean).join(' ');
  switch (state.phase) {
    case 'starting':
      return { text: '$(loading~spin) ax-lsp', tooltip: 'ax-lsp is starting; click to show its output' };
    case 'indexing': {
      const done = [state.percentage !== undefined ? `${Math.round(state.percentage)}%` : undefined, state.message]
        .filter(Boolean).join(' ');
      return {
        text: `$(sync~spin) ax-lsp ${done || 'indexing'}`.trim(),
        tooltip: `ax-lsp: ${state.title || 'indexing'}${done ? ` (${done})` : ''}; click to show its output`,
      };
    }
    case 'ready':
      return {
        text: state.identifierCount !== undefined ? `$(symbol-key) ${plural(state.identifierCount, 'identifier')}` : '$(check) ax-lsp',
        tooltip: `ax-lsp: ${counts || 'indexed'}; click to show its output`,
      };
    case 'stopped':
      return { text: '$(error) ax-lsp stopped', tooltip: 'the ax-lsp server stopped; run "ax-lsp: Restart Server" or click to show its output' };
    default:
      return { text: 'ax-lsp', tooltip: 'ax-lsp' };
  }
}

module.exports = { STATUS_NOTIFICATION, startingState, applyProgress, applyStatus, render };
