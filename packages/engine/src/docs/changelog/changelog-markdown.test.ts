import type { DocChange } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { changelogMarkdown } from './changelog-markdown.js';

const base: DocChange = {
  code: 'RESPONSE_PROPERTY_REMOVED',
  breaking: true,
  endpoint: { method: 'get', path: '/users/{id}' },
  item: null,
  location: 'response 200 application/json: login',
  before: 'string',
  after: null,
};

describe('changelogMarkdown', () => {
  it('writes the changes as English Markdown, grouped like the page', () => {
    const markdown = changelogMarkdown({
      changes: [
        base,
        { ...base, code: 'DESCRIPTION_CHANGED', breaking: false, location: '', before: null },
        {
          ...base,
          code: 'MODEL_TYPE_CHANGED',
          endpoint: null,
          item: 'User',
          location: 'id',
          before: 'integer',
          after: 'string',
        },
        {
          ...base,
          code: 'DOC_ADDED',
          breaking: false,
          endpoint: null,
          item: 'Guide',
          location: '',
          before: null,
        },
      ],
      from: { label: 'v1' },
      to: { label: 'v2' },
      versions: [],
    });
    expect(markdown).toBe(
      [
        '# Changelog',
        '',
        'v1 → v2',
        '',
        'Breaking changes: 2. Other changes: 2.',
        '',
        '## GET `/users/{id}`',
        '',
        '- **Breaking:** Response property removed: `response 200 application/json: login` (was `string`)',
        '- Description changed',
        '',
        '## Data model `User`',
        '',
        '- **Breaking:** Data model type changed: `id` (`integer` → `string`)',
        '',
        '## Page `Guide`',
        '',
        '- Page added',
        '',
      ].join('\n'),
    );
  });

  it('reads the caller’s label markers in English and fences backticks in design text', () => {
    const markdown = changelogMarkdown({
      changes: [{ ...base, location: 'a`b\u0001', before: null, after: '``x' }],
      from: { label: 'v1' },
      to: { label: '\u0001t:change.title\u0002' },
      versions: [],
    });
    expect(markdown).toContain('v1 → Changelog');
    expect(markdown).toContain(': ``a`b`` (now ``` ``x ```)');
    expect(markdown).not.toContain('\u0001');
  });

  it('says when nothing changed and when there is nothing to compare with', () => {
    expect(
      changelogMarkdown({ changes: [], from: { label: 'v1' }, to: { label: 'v2' }, versions: [] }),
    ).toContain('Nothing changed between these versions.');
    expect(changelogMarkdown({ changes: [], from: null, to: { label: 'v1' }, versions: [] })).toBe(
      '# Changelog\n\nv1\n\nThis is the first version: there is no earlier one to compare it with.\n',
    );
  });
});
