import { describe, expect, it } from 'vitest';
import { formatSentAt } from './format-sent-at';

// Local times, so the day boundary is the reader's, whatever the machine's time zone.
const NOW = new Date(2025, 4, 1, 18, 30);

// ICU versions differ on the space before AM/PM (a narrow no-break space in newer ones).
const format = (sent: Date, language: string) =>
  formatSentAt(sent.toISOString(), language, NOW).replace(/\s/g, ' ');

describe('formatSentAt', () => {
  it("writes today's sends as the time alone, in the language's way", () => {
    const sent = new Date(2025, 4, 1, 9, 5, 7);
    expect(format(sent, 'en')).toBe('9:05:07 AM');
    expect(format(sent, 'zh-CN')).toBe('09:05:07');
  });

  it('writes older sends with their date', () => {
    const sent = new Date(2025, 3, 30, 23, 59);
    expect(format(sent, 'en')).toBe('Apr 30, 2025, 11:59 PM');
    expect(format(sent, 'ja')).toBe('2025/04/30 23:59');
  });
});
