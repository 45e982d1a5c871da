import { describe, expect, it } from 'vitest';
import { buildDocSite } from './build-doc-site.js';
import { llmsFullTxt, llmsTxt } from './llms-text.js';
import { petStoreBundle } from './test-support/pet-store-bundle.js';

const build = buildDocSite(petStoreBundle());

describe('llms.txt', () => {
  const text = llmsTxt(build, {
    title: 'Pet Store docs',
    baseUrl: 'https://docs.pets.test/docs/pets/',
  });

  it('has a title, a summary and a section per top-level folder', () => {
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Pet Store docs');
    expect(lines[2]).toBe('> Welcome');
    expect(text).toContain('Version: 1.2.0');
    const headings = lines.filter((line) => line.startsWith('## '));
    expect(headings).toEqual(['## Pages', '## Endpoints', '## Pets', '## Models']);
  });

  it('links each page to its Markdown under the base address', () => {
    expect(text).toContain(
      '- [List pets](https://docs.pets.test/docs/pets/endpoints/list-pets.md): GET /pets — Lists the pets.',
    );
    expect(text).toContain(
      '- [Getting started](https://docs.pets.test/docs/pets/pages/getting-started.md): Read this first.',
    );
    expect(text).toContain('- [Pet](https://docs.pets.test/docs/pets/models/pet.md): A pet.');
    const links = [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);
    // Every page but the overview (the summary) and the tags' (lists of pages listed already).
    const tags = build.pages.filter((page) => page.kind === 'tag');
    expect(tags.length).toBeGreaterThan(0);
    expect(links).toHaveLength(build.pages.length - 1 - tags.length);
    expect(text).not.toContain('/tags/');
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\u0001\u0002]/);
  });

  it('falls back to the API title and escapes brackets in titles', () => {
    const other = llmsTxt(
      { ...build, title: 'API [v2]' },
      { title: '', baseUrl: 'https://x.test' },
    );
    expect(other.startsWith('# API \\[v2\\]\n')).toBe(true);
  });
});

describe('llms-full.txt', () => {
  it('holds every page as Markdown, overview first', () => {
    const full = llmsFullTxt(build, { title: 'Pet Store docs' });
    expect(full.startsWith('# Pet Store docs\n\n> Welcome\n\n# Pet <Store>b\n')).toBe(true);
    for (const page of build.pages) {
      if (page.kind === 'tag') expect(full).not.toContain(page.markdown.trim());
      else expect(full).toContain(page.markdown.trim());
    }
    expect(full.indexOf('# List pets')).toBeLessThan(full.indexOf('# Pet\n'));
    // eslint-disable-next-line no-control-regex
    expect(full).not.toMatch(/[\u0001\u0002]/);
  });
});
