import path from 'node:path';
import { LANGUAGES } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { importDesign } from '../../design/import/index.js';
import { hasFixtures, readFixture } from '../../design/openapi/test-support/fixtures.js';
import { PAGE_TEXT } from '../text/page-text.js';
import { buildDocSite } from './build-doc-site.js';

// The largest public descriptions the site must publish (issue 23): GitHub's (1,000+
// operations, 13 MB) and Stripe's. Read from the shared fixtures (never copied into the project);
// skipped where they are absent. Timings are measured, not asserted: see the notes.
const FIXTURES = [
  'openapi/github-api.github.com.octokit-23.0.2.json',
  'openapi/stripe-spec3.2023-09.yaml',
];

/** The limit a page's HTML stays under, so one page is served quickly. */
const MAX_PAGE_BYTES = 400_000;

describe.skipIf(!hasFixtures)('buildDocSite on large public descriptions', () => {
  for (const name of FIXTURES) {
    it(`${name}: every page is built, bounded and linked`, async () => {
      const imported = await importDesign({
        files: [{ name: path.basename(name), text: readFixture(name) }],
      });
      const bundle = imported.bundle!;
      const build = buildDocSite(bundle);

      const { endpoints, models, docs } = build.counts;
      expect(endpoints).toBeGreaterThan(400);
      const tagPages = build.pages.filter((page) => page.kind === 'tag').length;
      const tagNames = new Set(bundle.endpoints.flatMap((endpoint) => endpoint.data.tags));
      expect(tagPages).toBe(tagNames.size);
      expect(build.pages).toHaveLength(1 + endpoints + models + docs + tagPages);
      expect(build.search).toHaveLength(build.pages.length);
      const slugs = new Set(build.pages.map((page) => page.slug));
      expect(slugs.size).toBe(build.pages.length);

      const keys = new Set<string>();
      for (const page of build.pages) {
        if (page.slug !== '') {
          expect(page.slug).toMatch(/^(endpoints|models|pages|tags)\/[a-z0-9-]+$/);
        }
        expect(Buffer.byteLength(page.html), page.slug).toBeLessThan(MAX_PAGE_BYTES);
        expect(Array.from(page.summary).length).toBeLessThanOrEqual(200);
        // Every link between pages opens a page of the build.
        // eslint-disable-next-line no-control-regex
        for (const [, slug] of page.html.matchAll(/href="\u0001b\u0002\/([^"]*)"/g)) {
          expect(slugs.has(slug!), `${page.slug} → ${slug}`).toBe(true);
        }
        // eslint-disable-next-line no-control-regex
        for (const [, key] of page.html.matchAll(/\u0001t:([^\u0001\u0002]*)\u0002/g))
          keys.add(key!);
      }
      for (const key of keys) {
        for (const lang of LANGUAGES) expect(PAGE_TEXT[lang][key], `${lang} ${key}`).toBeTruthy();
      }

      const links = build.navHtml.match(/<li><a /g) ?? [];
      const tagLinks = build.nav.filter((item) => item.kind === 'tag').length;
      expect(links).toHaveLength(endpoints + models + docs + tagLinks);
      // GitHub's import files endpoints by tag: its tags are its folders, listed once.
      if (name.includes('github')) expect(tagLinks).toBe(0);
      // Sent with every page: compact links (GitHub's long operationIds make the longest).
      expect(build.navHtml.length / links.length).toBeLessThan(220);
    }, 300_000);
  }
});
