import { describe, expect, it } from 'vitest';
import { isStorableText, type ImportIssue } from '@heron/contract';
import { mayHoldLoneSurrogates, withStorableText } from './well-formed-text.js';

describe('withStorableText (issue 19)', () => {
  it('writes NULs and unpaired surrogates of a finding as escapes, and leaves clean ones alone', () => {
    const clean: ImportIssue = { severity: 'warning', code: 'NOT_CURL', message: 'fine 😀' };
    const dirty: ImportIssue = {
      severity: 'error',
      code: 'SYNTAX',
      message: 'unexpected "\u0000" after "\ud800"',
      file: 'a\u0000.json',
      pointer: '/paths/\udfff',
      line: 1,
    };
    const [same, repaired] = withStorableText([clean, dirty]);
    expect(same).toBe(clean);
    expect(repaired).toEqual({
      severity: 'error',
      code: 'SYNTAX',
      message: 'unexpected "\\u0000" after "\\ud800"',
      file: 'a\\u0000.json',
      pointer: '/paths/\\udfff',
      line: 1,
    });
    expect(isStorableText(JSON.stringify(repaired))).toBe(true);
  });
});

describe('mayHoldLoneSurrogates', () => {
  it('looks at sources that hold or escape a NUL or a surrogate', () => {
    expect(mayHoldLoneSurrogates(['{"a": "plain"}'])).toBe(false);
    expect(mayHoldLoneSurrogates(['{"a": "\\u0000"}'])).toBe(true);
    expect(mayHoldLoneSurrogates(['a: "\\0"'])).toBe(true);
    expect(mayHoldLoneSurrogates(['a: "\\x00"'])).toBe(true);
    expect(mayHoldLoneSurrogates(["curl 'http://x/?a=%00'"])).toBe(true);
    expect(mayHoldLoneSurrogates(['raw \u0000'])).toBe(true);
    expect(mayHoldLoneSurrogates(['{"a": "\\ud800"}'])).toBe(true);
  });
});
