import { describe, expect, it } from 'vitest';
import { readDraft, textOfValue } from './proposal-draft';

describe('textOfValue', () => {
  it('shows a text as is and an example as JSON', () => {
    expect(textOfValue('description', 'Reads a pet.\nBy its id.')).toBe('Reads a pet.\nBy its id.');
    expect(textOfValue('example', 'Rex')).toBe('"Rex"');
    expect(textOfValue('example', { id: 1 })).toBe('{\n  "id": 1\n}');
    expect(textOfValue('example', null)).toBe('null');
  });
});

describe('readDraft', () => {
  it('reads an example as any JSON, and refuses what is not JSON', () => {
    expect(readDraft('example', '42')).toEqual({ ok: true, value: 42 });
    expect(readDraft('example', ' ["a"] ')).toEqual({ ok: true, value: ['a'] });
    expect(readDraft('example', 'null')).toEqual({ ok: true, value: null });
    expect(readDraft('example', 'Rex')).toEqual({ ok: false, problem: 'invalidJson' });
    expect(readDraft('example', '')).toEqual({ ok: false, problem: 'invalidJson' });
  });

  it('takes a summary or description as written, but not an empty one', () => {
    expect(readDraft('summary', ' Find a pet ')).toEqual({ ok: true, value: ' Find a pet ' });
    expect(readDraft('description', '{not json}')).toEqual({ ok: true, value: '{not json}' });
    expect(readDraft('description', ' \n ')).toEqual({ ok: false, problem: 'emptyText' });
  });
});
