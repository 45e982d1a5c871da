import { describe, expect, it, vi } from 'vitest';
import { render, within } from '@testing-library/react';
import { MarkdownView } from './markdown-view';

function renderMarkdown(source: string) {
  return render(<MarkdownView source={source} data-testid="markdown" />).getByTestId('markdown');
}

const GFM = [
  '| Field | Type |',
  '| ----- | ---- |',
  '| id    | int  |',
  '',
  'This is ~~gone~~ now.',
  '',
  '- [x] written',
  '- [ ] reviewed',
  '',
  '```json',
  '{ "name": "Rex", "age": 3, "good": true }',
  '```',
].join('\n');

describe('MarkdownView', () => {
  it('renders tables, strikethrough and task lists as GitHub does (not as pipes and tildes)', () => {
    const view = renderMarkdown(GFM);
    const table = view.querySelector('table')!;
    expect(table).not.toBeNull();
    expect([...table.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual([
      'Field',
      'Type',
    ]);
    expect([...table.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'id',
      'int',
    ]);
    expect(view.querySelector('del')?.textContent).toBe('gone');
    const boxes = within(view).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.checked, box.disabled])).toEqual([
      [true, true],
      [false, true],
    ]);
    expect(view.textContent).not.toContain('|');
    expect(view.textContent).not.toContain('~~');
  });

  it('highlights a fenced json block into token spans', () => {
    const code = renderMarkdown(GFM).querySelector('pre code')!;
    expect(code.classList.contains('hljs')).toBe(true);
    expect(code.classList.contains('language-json')).toBe(true);
    const token = (kind: string) =>
      [...code.querySelectorAll(`span.hljs-${kind}`)].map((span) => span.textContent);
    expect(token('attr')).toEqual(['"name"', '"age"', '"good"']);
    expect(token('string')).toEqual(['"Rex"']);
    expect(token('number')).toEqual(['3']);
    expect(token('literal')).toEqual(['true']);
    expect(code.textContent).toBe('{ "name": "Rex", "age": 3, "good": true }\n');
  });

  it('leaves a fence in a language it does not know as plain text', () => {
    const code = renderMarkdown('```brainfuck\n+[>+<-]\n```').querySelector('pre code')!;
    expect(code.querySelector('span')).toBeNull();
    expect(code.textContent).toBe('+[>+<-]\n');
  });

  it('never renders or runs raw HTML, handlers or javascript: links', () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const view = renderMarkdown(
      [
        'Hi <script>alert(1)</script> <img src=x onerror="alert(2)"> <b>raw</b>',
        '',
        '<div onmouseover="alert(3)">block</div>',
        '',
        '[click](javascript:alert(4))',
        '',
        '| a |',
        '| - |',
        '| <img src=y onerror="alert(5)"> |',
        '',
        '```html',
        '<script>alert(6)</script>',
        '```',
      ].join('\n'),
    );
    expect(view.querySelector('script, img, b, div[onmouseover], [onerror]')).toBeNull();
    expect(view.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    // Inside a fence it is code to read, shown as text.
    expect(view.querySelector('pre code')?.textContent).toBe('<script>alert(6)</script>\n');
    expect(alert).not.toHaveBeenCalled();
  });
});
