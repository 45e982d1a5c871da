import { describe, expect, it } from 'vitest';
import {
  applyDraft,
  discardDraft,
  draftFromValue,
  editDraft,
  receiveValue,
  switchSyntax,
} from './code-draft';

const value = { type: 'object', properties: { a: { type: 'string' } } };

describe('code draft', () => {
  it('starts from the value', () => {
    const draft = draftFromValue(value, 'json');
    expect(draft).toMatchObject({
      text: JSON.stringify(value, null, 2),
      error: null,
      isPending: false,
    });
  });

  it('emits a typed change once it parses, and keeps the text as typed', () => {
    const typed = '{"type":"object",   "properties":{}}';
    const { draft, emit } = applyDraft(editDraft(draftFromValue(value, 'json'), typed));
    expect(emit).toEqual({ type: 'object', properties: {} });
    expect(draft).toMatchObject({ text: typed, error: null, isPending: false });
    // The owner hands the value back: the text stays as the person wrote it.
    expect(receiveValue(draft, { type: 'object', properties: {} })).toBe(draft);
  });

  it('emits nothing for a reformatting that means the same schema', () => {
    const { emit } = applyDraft(editDraft(draftFromValue(value, 'json'), JSON.stringify(value)));
    expect(emit).toBeNull();
  });

  it('keeps the last good value while the text does not parse', () => {
    const broken = editDraft(draftFromValue(value, 'json'), '{"type": "object",');
    const { draft, emit } = applyDraft(broken);
    expect(emit).toBeNull();
    expect(draft.value).toBe(value);
    expect(draft.error).toEqual({ kind: 'json', reason: 'unexpectedEnd', line: 1, column: 19 });
    expect(draft.text).toBe('{"type": "object",');
    expect(discardDraft(draft)).toMatchObject({
      text: JSON.stringify(value, null, 2),
      error: null,
    });
  });

  it('follows a value changed elsewhere, replacing the text', () => {
    const draft = editDraft(draftFromValue(value, 'json'), '{"pending": true');
    const next = receiveValue(draft, { type: 'string' });
    expect(next).toMatchObject({ text: '{\n  "type": "string"\n}', isPending: false, error: null });
  });

  it('switches syntax after applying pending text, and refuses while it is broken', () => {
    const pending = editDraft(draftFromValue(value, 'json'), '{"type":"integer"}');
    const switched = switchSyntax(pending, 'yaml');
    expect(switched.emit).toEqual({ type: 'integer' });
    expect(switched.draft).toMatchObject({ syntax: 'yaml', text: 'type: integer\n' });

    const broken = editDraft(draftFromValue(value, 'json'), '{');
    const refused = switchSyntax(broken, 'yaml');
    expect(refused.draft).toMatchObject({ syntax: 'json', text: '{' });
    expect(refused.draft.error).not.toBeNull();
  });
});
