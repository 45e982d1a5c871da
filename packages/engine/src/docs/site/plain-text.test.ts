import { describe, expect, it } from 'vitest';
import { cut, inlinePlain, plainSummary } from './plain-text.js';

describe('plain text', () => {
  it('takes the first paragraph with words, without Markdown or HTML', () => {
    expect(plainSummary('\n\n# Title\n\nSecond')).toBe('Title');
    expect(
      plainSummary('```\ncode\n```\n\nSee [the docs](https://x.test) and `id`, **now**.'),
    ).toBe('See the docs and id, now.');
    expect(plainSummary('<p>Creates a charge.</p><p>More.</p>')).toBe('Creates a charge.');
    expect(inlinePlain('a &amp; b &lt;c&gt;\u0001x')).toBe('a & b <c>x');
    expect(inlinePlain('snake_case_name and _emphasis_')).toBe('snake_case_name and emphasis');
  });

  it('cuts at a word with an ellipsis', () => {
    const text = `${'word '.repeat(60)}end`;
    const summary = plainSummary(text);
    expect(Array.from(summary).length).toBeLessThanOrEqual(200);
    expect(summary.endsWith('word…')).toBe(true);
    expect(cut('short')).toBe('short');
    expect(Array.from(cut('字'.repeat(300))).length).toBe(200);
  });
});
