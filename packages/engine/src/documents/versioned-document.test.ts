import { describe, expect, it } from 'vitest';
import {
  DocumentVersionError,
  migrateDocument,
  type DocumentFormat,
} from './versioned-document.js';

interface NoteV3 {
  kind: 'note';
  version: 3;
  title: string;
  tags: string[];
}

// v1 {text} → v2 {title} → v3 {title, tags}
const noteFormat: DocumentFormat<NoteV3> = {
  kind: 'note',
  latestVersion: 3,
  migrations: [
    { from: 2, up: (d) => ({ ...d, tags: [] }) },
    { from: 1, up: ({ text, ...rest }) => ({ ...rest, title: text }) },
  ],
  parseLatest: (d) => {
    if (typeof d.title !== 'string' || !Array.isArray(d.tags)) throw new Error('bad note');
    return d as unknown as NoteV3;
  },
};

function codeOf(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    return error instanceof DocumentVersionError ? error.code : 'OTHER';
  }
  return 'NONE';
}

describe('migrateDocument', () => {
  it('runs every migration from an old version to the latest, in order', () => {
    expect(migrateDocument(noteFormat, { kind: 'note', version: 1, text: 'hello' })).toEqual({
      kind: 'note',
      version: 3,
      title: 'hello',
      tags: [],
    });
  });

  it('leaves a latest document as it is and does not change the input', () => {
    const input = { kind: 'note', version: 1, text: 'x' };
    migrateDocument(noteFormat, input);
    expect(input).toEqual({ kind: 'note', version: 1, text: 'x' });
    const latest = { kind: 'note', version: 3, title: 't', tags: ['a'] };
    expect(migrateDocument(noteFormat, latest)).toEqual(latest);
  });

  it('refuses a document from a newer version instead of half-reading it', () => {
    expect(codeOf(() => migrateDocument(noteFormat, { kind: 'note', version: 4 }))).toBe(
      'NEWER_VERSION',
    );
  });

  it.each([
    [null, 'NOT_AN_OBJECT'],
    [[1], 'NOT_AN_OBJECT'],
    [{ kind: 'env', version: 1 }, 'WRONG_KIND'],
    [{ kind: 'note' }, 'MISSING_VERSION'],
    [{ kind: 'note', version: 0 }, 'MISSING_VERSION'],
    [{ kind: 'note', version: 1.5 }, 'MISSING_VERSION'],
  ])('refuses %j with %s', (input, code) => {
    expect(codeOf(() => migrateDocument(noteFormat, input))).toBe(code);
  });

  it('names the missing step when a migration is absent', () => {
    const broken = { ...noteFormat, migrations: noteFormat.migrations.slice(1) };
    expect(codeOf(() => migrateDocument(broken, { kind: 'note', version: 2, title: 'x' }))).toBe(
      'MISSING_MIGRATION',
    );
  });
});
