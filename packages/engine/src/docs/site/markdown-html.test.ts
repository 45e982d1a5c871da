import { describe, expect, it } from 'vitest';
import { headingId, markdownHtml } from './markdown-html.js';

describe('markdownHtml', () => {
  it('renders GitHub-flavoured Markdown', () => {
    const html = markdownHtml(
      '**bold** ~~gone~~ https://pets.test\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done',
    );
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<del>gone</del>');
    expect(html).toContain('<a href="https://pets.test">https://pets.test</a>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<input type="checkbox" disabled="" checked="" />');
  });

  it('escapes raw HTML instead of passing it through', () => {
    const html = markdownHtml('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)> <b>b</b>');
    expect(html).not.toMatch(/<(script|img|b)\b/);
    expect(html).toContain('&lt;script&gt;');
  });

  it('neutralises javascript: and data: links', () => {
    for (const source of [
      '[x](javascript:alert(1))',
      '[x](JAVASCRIPT:alert(1))',
      '<javascript:alert(1)>',
      '[x](data:text/html,hi)',
      '[x]: javascript:alert(1)\n\n[x]',
    ]) {
      const html = markdownHtml(source);
      expect(html, source).not.toMatch(/href="\s*(javascript|data):/i);
    }
    expect(markdownHtml('[ok](https://pets.test/a?b=1)')).toContain(
      'href="https://pets.test/a?b=1"',
    );
  });

  it('drops control characters, so no marker survives', () => {
    const html = markdownHtml('a\u0001t:shell.copy\u0002 b\u0001b\u0002');
    // eslint-disable-next-line no-control-regex
    expect(html).not.toMatch(/[\u0001\u0002]/);
    expect(html).toBe('<p>at:shell.copy bb</p>');
  });

  it('writes plain text the parser would write the same way', () => {
    for (const source of [
      'Just a sentence.',
      'It is "quoted" & it\'s fine: really',
      'x > y | z # q',
    ]) {
      const fast = markdownHtml(source);
      // A trailing `*` forces the parser; both outputs must agree apart from it.
      const parsed = markdownHtml(`${source} \\*`).replace(' *</p>', '</p>');
      expect(fast.replace(/&#39;/g, "'"), source).toBe(parsed);
    }
  });

  it('gives headings unique ids when asked, and shifts heading levels', () => {
    const html = markdownHtml('# Intro\n\n## Set *up*\n\n## Set up\n\n### 快速 开始!', {
      headingIds: true,
    });
    expect(html).toContain('<h1 id="intro">Intro</h1>');
    expect(html).toContain('<h2 id="set-up">Set <em>up</em></h2>');
    expect(html).toContain('<h2 id="set-up-1">Set up</h2>');
    expect(html).toContain('<h3 id="快速-开始">');
    expect(markdownHtml('# A\n\n###### B', { shiftHeadings: 2 })).toBe('<h3>A</h3>\n<h6>B</h6>');
    expect(markdownHtml('# A')).toBe('<h1>A</h1>');
  });

  it('reads descriptions written as HTML fragments as the Markdown they mean', () => {
    const html = markdownHtml(
      '<p>Creates a <strong>charge</strong>; see <a href="https://stripe.test/docs">the docs</a> and <code>id</code>.</p><ul><li>one</li><li>two</li></ul><script>x</script><a href="javascript:alert(1)">bad</a>',
    );
    expect(html).toContain(
      '<p>Creates a <strong>charge</strong>; see <a href="https://stripe.test/docs">the docs</a> and <code>id</code>.</p>',
    );
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/href="javascript:/i);
  });

  it('makes GitHub-style heading ids', () => {
    expect(headingId('Hello, <em>World</em> &amp; co')).toBe('hello-world--co');
    expect(headingId('API v2.0')).toBe('api-v20');
  });
});
