import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EDITOR_CALLBACK_SCHEMES,
  looksLikeAppCallback,
  parseEditorCallback,
  withEditorCode,
} from './editor-callback.js';

const schemes = [...DEFAULT_EDITOR_CALLBACK_SCHEMES];

describe('parseEditorCallback', () => {
  it.each([
    ['vscode://publisher.ext/auth', 'vscode', 'publisher.ext'],
    ['vscode-insiders://Publisher.Ext-1/auth?state=abc&x=1', 'vscode-insiders', 'Publisher.Ext-1'],
    ['VSCODE://publisher.ext', 'vscode', 'publisher.ext'],
    ['cursor://heron.heron/callback/path%20x?', 'cursor', 'heron.heron'],
  ])('accepts %s', (uri, scheme, extensionId) => {
    expect(parseEditorCallback(uri, schemes)).toEqual({ uri, scheme, extensionId });
  });

  it.each([
    'https://evil.example/auth',
    'http://localhost:3000/x',
    'javascript://publisher.ext/%0aalert(1)',
    'javascript:alert(1)',
    'data://text/html,hi',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'file://host/share',
    'zed://publisher.ext/auth',
    'vscode:publisher.ext/auth',
    'vscode:///auth',
    'vscode://user:pw@publisher.ext/auth',
    'vscode://publisher.ext/auth#fragment',
    'vscode://publisher.ext/auth?code=stolen',
    'vscode://publisher.ext/a uth',
    'vscode://publisher.ext/\nauth',
    'vscode://publisher.ext\\@evil/auth',
    ' vscode://publisher.ext/auth',
    `vscode://publisher.ext/${'a'.repeat(1100)}`,
    '',
    '/project/list',
  ])('refuses %j', (uri) => {
    expect(parseEditorCallback(uri, schemes)).toBeUndefined();
  });

  it('never accepts a web or script scheme, even when configured', () => {
    expect(parseEditorCallback('https://example.com/x', ['https'])).toBeUndefined();
    expect(parseEditorCallback('javascript://x/y', ['javascript'])).toBeUndefined();
  });

  it('refuses what is not a string', () => {
    expect(parseEditorCallback(undefined, schemes)).toBeUndefined();
    expect(parseEditorCallback(42, schemes)).toBeUndefined();
  });
});

describe('withEditorCode', () => {
  it.each([
    ['vscode://p.e/auth', 'vscode://p.e/auth?code=abc'],
    ['vscode://p.e/auth?state=1%202', 'vscode://p.e/auth?state=1%202&code=abc'],
    ['vscode://p.e/auth?', 'vscode://p.e/auth?code=abc'],
    ['vscode://p.e/auth?a=1&', 'vscode://p.e/auth?a=1&code=abc'],
  ])('adds the code to %s, keeping its query', (uri, expected) => {
    expect(withEditorCode(uri, 'abc')).toBe(expected);
  });
});

describe('looksLikeAppCallback', () => {
  it.each([
    ['vscode://p.e/auth', true],
    ['zed://p.e/auth', true],
    ['https://evil.example', false],
    ['HTTP://evil.example', false],
    ['/team/list', false],
    ['javascript:alert(1)', false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(looksLikeAppCallback(value)).toBe(expected);
  });
});
