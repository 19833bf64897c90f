// @ts-check
// The status-bar text for each step of indexing, checked with node's test runner (no VS Code needed).
'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { startingState, applyProgress, applyStatus, render } = require('../src/statusText');

test('progress begin and report show the percentage and the server message', () => {
  let state = applyProgress(startingState(), { kind: 'begin', title: 'indexing', message: '0/40 files', percentage: 0 });
  assert.deepEqual(render(state), {
    text: '$(sync~spin) ax-lsp 0% 0/40 files',
    tooltip: 'ax-lsp: indexing (0% 0/40 files); click to show its output',
  });
  state = applyProgress(state, { kind: 'report', message: '18/40 files', percentage: 45 });
  assert.equal(render(state).text, '$(sync~spin) ax-lsp 45% 18/40 files');
  state = applyProgress(state, { kind: 'report', percentage: 50 });
  assert.equal(render(state).text, '$(sync~spin) ax-lsp 50% 18/40 files');
});

test('the ax-lsp/status notification gives the identifier and file counts', () => {
  let state = applyProgress(startingState(), { kind: 'begin', title: 'indexing', percentage: 10 });
  state = applyStatus(state, { indexing: false, identifierCount: 118, fileCount: 40 });
  assert.deepEqual(render(state), {
    text: '$(symbol-key) 118 identifiers',
    tooltip: 'ax-lsp: 118 identifiers in 40 files; click to show its output',
  });
  assert.equal(render(applyStatus(state, { identifierCount: 1 })).text, '$(symbol-key) 1 identifier');
});

test('a progress end message with a count is used when no status notification comes', () => {
  const state = applyProgress(applyProgress(startingState(), { kind: 'begin', title: 'indexing' }),
    { kind: 'end', message: 'indexed 40 files, 7 identifiers' });
  assert.equal(render(state).text, '$(symbol-key) 7 identifiers');
});

test('an end without a count keeps the last known count', () => {
  let state = applyStatus(startingState(), { indexing: false, identifierCount: 12 });
  state = applyProgress(applyProgress(state, { kind: 'begin', title: 'indexing' }), { kind: 'end' });
  assert.equal(render(state).text, '$(symbol-key) 12 identifiers');
  assert.equal(render(applyProgress(startingState(), { kind: 'end' })).text, '$(check) ax-lsp');
});

test('starting and stopped', () => {
  assert.equal(render(startingState()).text, '$(loading~spin) ax-lsp');
  assert.equal(render({ phase: 'stopped' }).text, '$(error) ax-lsp stopped');
});
