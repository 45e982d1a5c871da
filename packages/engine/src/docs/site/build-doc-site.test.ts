import { designBundleSchema, LANGUAGES } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { PAGE_TEXT } from '../text/page-text.js';
import { buildDocSite } from './build-doc-site.js';
import { PAGE_CLASS_NAMES } from './class-names.js';
import type { DocPage, DocSiteBuild } from './doc-site-types.js';
import { petStoreBundle } from './test-support/pet-store-bundle.js';

const B = '\u0001b\u0002';
const build = buildDocSite(petStoreBundle());

function page(slug: string): DocPage {
  const found = build.pages.find((p) => p.slug === slug);
  if (!found) throw new Error(`no page ${slug}: ${build.pages.map((p) => p.slug).join(', ')}`);
  return found;
}

/** Every `\u0001t:key\u0002` marker of a text. */
function markerKeys(html: string): string[] {
  // eslint-disable-next-line no-control-regex
  return [...html.matchAll(/\u0001t:([^\u0001\u0002]*)\u0002/g)].map((m) => m[1]!);
}

function everyHtml(site: DocSiteBuild): string[] {
  return [site.navHtml, ...site.pages.map((p) => p.html)];
}

describe('buildDocSite: pages and slugs', () => {
  it('makes an overview and one page per endpoint, model and document', () => {
    expect(build.pages[0]!.slug).toBe('');
    expect(build.pages[0]!.kind).toBe('overview');
    expect(build.counts).toEqual({ endpoints: 5, models: 7, docs: 2 });
    expect(build.pages.filter((p) => p.kind === 'endpoint')).toHaveLength(5);
    expect(build.pages.filter((p) => p.kind === 'model')).toHaveLength(7);
    expect(build.pages.filter((p) => p.kind === 'doc')).toHaveLength(2);
    // The control characters of the title are dropped, so its forged marker is plain text.
    expect(build.title).toBe('Pet <Store>b');
    expect(build.apiVersion).toBe('1.2.0');
  });

  it('makes slugs from operationIds, method and path, and names; unique and plain', () => {
    const slugs = build.pages.map((p) => p.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'endpoints/list-pets',
        'endpoints/list-pets-2',
        'endpoints/get-pets-pet-id',
        'endpoints/create-pet',
        'endpoints/create-shape',
        'models/pet',
        'models/new-pet',
        'pages/getting-started',
        'pages/pet-care',
        'tags/pets',
        'tags/public',
      ]),
    );
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs.slice(1)) {
      expect(slug).toMatch(/^(endpoints|models|pages|tags)\/[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(slug.endsWith('.md')).toBe(false);
    }
    expect(slugs.find((s) => s.startsWith('models/model-'))).toBeDefined();
  });

  it('builds an empty design as an overview alone', () => {
    const empty = buildDocSite(
      designBundleSchema.parse({ meta: {}, folders: [], endpoints: [], models: [], docs: [] }),
    );
    expect(empty.pages.map((p) => p.slug)).toEqual(['']);
    expect(empty.pages[0]!.html).toContain('\u0001t:page.overview.untitled\u0002');
    expect(empty.pages[0]!.markdown).toBe('# API documentation\n');
    expect(empty.nav).toEqual([]);
    expect(empty.navHtml).toBe('<div class="hr-nav"><ul></ul></div>');
    expect(empty.counts).toEqual({ endpoints: 0, models: 0, docs: 0 });
  });

  it('gives the same design the same build', () => {
    expect(buildDocSite(petStoreBundle())).toEqual(build);
  });

  it('keeps summaries short and plain', () => {
    expect(page('endpoints/list-pets').summary).toBe('Lists the pets.');
    expect(page('endpoints/get-pets-pet-id').summary).toBe('GET /pets/{petId}');
    expect(page('models/pet').summary).toBe('A pet.');
    expect(page('pages/getting-started').summary).toBe('Read this first.');
    for (const p of build.pages) expect(Array.from(p.summary).length).toBeLessThanOrEqual(200);
  });
});

describe('buildDocSite: markers, escaping and class names', () => {
  it('uses only page labels that every language has', () => {
    const keys = new Set(everyHtml(build).flatMap(markerKeys));
    expect(keys.size).toBeGreaterThan(20);
    for (const key of keys) {
      expect(key.startsWith('page.'), key).toBe(true);
      for (const lang of LANGUAGES) expect(PAGE_TEXT[lang][key], `${lang} ${key}`).toBeTruthy();
    }
  });

  it('links every page under the base path marker', () => {
    for (const html of everyHtml(build)) {
      for (const [, href] of html.matchAll(/href="([^"]*)"/g)) {
        // Links of the design's own Markdown, and the emptied `javascript:` one.
        if (href!.startsWith('http') || href === '' || href!.startsWith('#')) continue;
        expect(href!.startsWith(`${B}/`), href).toBe(true);
      }
    }
    expect(page('endpoints/list-pets').html).toContain(`href="${B}/models/pet"`);
  });

  it('uses only the documented class names', () => {
    const documented = new Set<string>(PAGE_CLASS_NAMES);
    for (const html of everyHtml(build)) {
      for (const [, names] of html.matchAll(/class="([^"]*)"/g)) {
        for (const name of names!.split(' ')) {
          if (name.startsWith('hr-')) expect(documented.has(name), name).toBe(true);
        }
      }
    }
  });

  it('escapes user text and drops its control characters, so no marker can be forged', () => {
    const overview = page('').html;
    expect(overview).toContain('Pet &lt;Store&gt;');
    const doc = page('pages/getting-started').html;
    expect(doc).not.toContain('<script>');
    expect(doc).toContain('&lt;script&gt;');
    expect(doc).not.toContain('shell.copy\u0002');
    expect(doc).toContain('t:shell.copy');
    expect(page('endpoints/create-shape').html).toContain('Draw a shape &lt;b&gt;now&lt;/b&gt;');
    for (const html of everyHtml(build)) {
      // The only control characters left are the markers' own.
      // eslint-disable-next-line no-control-regex
      const stripped = html.replace(/\u0001(b|t:page\.[\w.]+)\u0002/g, '');
      // eslint-disable-next-line no-control-regex
      expect(stripped).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    }
    // eslint-disable-next-line no-control-regex
    for (const p of build.pages) expect(p.markdown).not.toMatch(/[\u0001\u0002]/);
  });

  it('neutralises javascript: links and gives document headings ids', () => {
    const doc = page('pages/getting-started').html;
    expect(doc).not.toMatch(/href="javascript:/i);
    expect(doc).toContain('<h2 id="install">');
    expect(doc).toContain('<h2 id="install-1">');
    expect(doc).toContain('<h2 id="快速开始">');
    expect(doc).toContain('<table>');
  });
});

describe('buildDocSite: endpoint pages', () => {
  const list = page('endpoints/list-pets');

  it('shows method, path, servers and the inherited auth', () => {
    expect(list.method).toBe('get');
    expect(list.path).toBe('/pets');
    expect(list.html).toContain('<span class="hr-method hr-method-get">GET</span>');
    expect(list.html).toContain('<code class="hr-path">/pets</code>');
    expect(list.html).toContain('https://{env}.pets.test/v1');
    expect(list.html).toContain(
      '<code class="hr-name">bearerAuth</code> <span class="hr-type">http bearer</span>',
    );
    expect(page('endpoints/create-pet').html).toContain('\u0001t:page.auth.none\u0002');
    const health = page('endpoints/list-pets-2').html;
    expect(health).toContain('\u0001t:page.auth.anyOf\u0002');
    expect(health).toContain('<code>pets:read</code>');
  });

  it('marks a deprecated endpoint', () => {
    const created = page('endpoints/create-pet');
    expect(created.deprecated).toBe(true);
    expect(created.html).toContain('hr-badge-deprecated');
    expect(list.deprecated).toBeUndefined();
  });

  it('groups parameters by location with their facts', () => {
    expect(list.html).toContain('\u0001t:page.params.query\u0002');
    expect(list.html).toContain('\u0001t:page.params.header\u0002');
    expect(list.html).toMatch(
      /<code class="hr-name">limit<\/code> <span class="hr-type">integer<\/span>/,
    );
    expect(list.html).toContain('<code>maximum: 100</code>');
    expect(list.html).toMatch(
      /X-Trace<\/code> <span class="hr-type">string<\/span> <span class="hr-required">/,
    );
    expect(list.html).toContain('<code>on</code> <code>off</code>');
  });

  it('shows responses with headers, schema trees and examples', () => {
    expect(list.html).toContain(
      '<details class="hr-response" open><summary><span class="hr-status hr-status-2xx">200</span> The pets.</summary>',
    );
    expect(list.html).toContain('<code class="hr-name">X-Total</code>');
    expect(list.html).toContain(`<a class="hr-ref" href="${B}/models/pet">Pet</a>[]`);
    // The items' model is expanded in place, with the cycle back to Pet cut.
    expect(list.html).toContain('<code class="hr-name">friends</code>');
    expect(list.html).toContain('\u0001t:page.schema.recursive\u0002');
    expect(list.html).toContain(
      '<div class="hr-example"><p>\u0001t:page.example\u0002 Two pets</p>',
    );
    const get = page('endpoints/get-pets-pet-id').html;
    expect(get).toContain(
      '<details class="hr-response"><summary><span class="hr-status hr-status-4xx">404</span>',
    );
  });

  it('shows oneOf alternatives and the discriminator', () => {
    const shape = page('endpoints/create-shape').html;
    expect(shape).toContain('\u0001t:page.schema.oneOf\u0002');
    expect(shape).toContain('\u0001t:page.schema.discriminator\u0002 <code>kind</code>');
    expect(shape).toContain(
      `<li><code>circle</code> → <span class="hr-type"><a class="hr-ref" href="${B}/models/circle">Circle</a></span></li>`,
    );
    expect(shape).toContain('<code class="hr-name">radius</code>');
  });

  it('writes code samples in every language, as tabs', () => {
    const tabs = [...list.html.matchAll(/data-code-tab="([^"]+)"/g)].map((m) => m[1]);
    expect(tabs).toEqual([
      'curl',
      'js-fetch',
      'js-axios',
      'python-requests',
      'go-net-http',
      'java-httpclient',
      'php-curl',
    ]);
    const panels = [...list.html.matchAll(/<pre data-code-panel="([^"]+)"[^>]*?( hidden)?>/g)];
    expect(panels).toHaveLength(7);
    expect(panels[0]![2]).toBeUndefined();
    expect(panels.slice(1).every((m) => m[2] === ' hidden')).toBe(true);
    expect(list.html).toContain('<button type="button" class="hr-copy" data-copy>');
    expect(list.html).toContain('curl &#39;https://api.pets.test/v1/pets&#39;');
    expect(list.html).toContain('Authorization: Bearer &lt;token&gt;');
    expect(list.html).toContain('X-Trace: on');
  });

  it('writes a try-it form with an input per parameter and the body', () => {
    expect(list.html).toContain(
      '<form class="hr-try" data-slug="endpoints/list-pets" data-method="get" data-path="/pets">',
    );
    expect(list.html).toContain(
      '<input data-in="query" data-name="limit" name="query.limit" value="20" placeholder="integer">',
    );
    expect(list.html).toContain(
      '<input data-in="header" data-name="X-Trace" name="header.X-Trace" value="" placeholder="on | off" required>',
    );
    expect(list.html).toContain('<input data-in="header" data-name="Authorization"');
    expect(list.html).toContain('<div class="hr-try-result" aria-live="polite"></div>');
    const get = page('endpoints/get-pets-pet-id').html;
    expect(get).toContain('data-path="/pets/{petId}"');
    expect(get).toContain('<input data-in="path" data-name="petId" name="path.petId" value="7"');
    const created = page('endpoints/create-pet').html;
    expect(created).toMatch(
      /<textarea data-body data-content-type="application\/json" name="body" rows="\d+" spellcheck="false">\{\n {2}&quot;name&quot;: &quot;&quot;,\n {2}&quot;tag&quot;: &quot;&quot;\n\}<\/textarea>/,
    );
  });

  it('writes the page as Markdown with English headings and one curl sample', () => {
    const md = list.markdown;
    expect(md.startsWith('# List pets\n\n`GET /pets`\n')).toBe(true);
    expect(md).toContain('## Parameters');
    expect(md).toContain('### Query parameters');
    expect(md).toContain(
      '| `limit` | `integer` | No | How many. Default: `20`. Constraints: `maximum: 100`. |',
    );
    expect(md).toContain('## Responses');
    expect(md).toContain('Type: [Pet](../models/pet.md)`[]`');
    expect(md).toContain('## Example request\n\n```shell\ncurl');
    expect(md).not.toContain('python');
  });
});

describe('buildDocSite: model, document and overview pages', () => {
  it('shows a model with its tree, links and example', () => {
    const pet = page('models/pet');
    expect(pet.html).toContain('<h1 class="hr-title">Pet</h1>');
    expect(pet.html).toContain(
      '<span class="hr-type">integer &lt;int64&gt;</span> <span class="hr-required">',
    );
    expect(pet.html).toContain('<span class="hr-type">string | null</span>');
    expect(pet.html).toContain(`<a class="hr-ref" href="${B}/models/owner">Owner</a>`);
    expect(pet.html).toContain('&quot;name&quot;: &quot;Rex&quot;');
    expect(pet.markdown).toContain('- `owner` ([Owner](../models/owner.md))');
  });

  it('titles a document by its own heading when it has one', () => {
    const care = page('pages/pet-care');
    expect(care.html).not.toContain('<h1 class="hr-title">');
    expect(care.html).toContain('<h1 id="pet-care">Pet care</h1>');
    expect(care.markdown).toBe('# Pet care\n\nFeed them.\n');
    expect(page('pages/getting-started').markdown.startsWith('# Getting started\n\n')).toBe(true);
  });

  it('shows the overview: title, version, description, servers, schemes and sections', () => {
    const overview = page('');
    expect(overview.html).toContain('<code>1.2.0</code>');
    expect(overview.html).toContain('<h2 id="welcome">Welcome</h2>');
    expect(overview.html).toContain('\u0001t:page.auth.schemes\u0002');
    expect(overview.html).toContain(
      '<code class="hr-name">apiKey</code> <span class="hr-type">apiKey header X-Key</span>',
    );
    expect(overview.html).toContain(
      `<li><a href="${B}/pages/pet-care">Pets</a> <span class="hr-count">4</span><p>Everything about pets.</p></li>`,
    );
    expect(overview.html).toContain(
      `<a href="${B}/endpoints/list-pets-2">\u0001t:page.nav.endpoints\u0002</a> <span class="hr-count">2</span>`,
    );
    expect(overview.html).toContain(`<a href="${B}/models/pet">\u0001t:page.nav.models\u0002</a>`);
    expect(overview.markdown).toContain('- [Pets](pages/pet-care.md) (4): Everything about pets.');
  });
});

describe('buildDocSite: navigation and search', () => {
  it('lists the api tree, then the tags, then the models; empty folders left out', () => {
    expect(build.nav.map((item) => [item.kind, item.title, item.depth])).toEqual([
      ['doc', 'Getting started', 0],
      ['endpoint', 'GET /v2/health', 0],
      ['endpoint', 'Draw a shape <b>now</b>', 0],
      ['folder', 'Pets', 0],
      ['doc', 'Pet care', 1],
      ['endpoint', 'List pets', 1],
      ['endpoint', 'Get a pet', 1],
      ['folder', 'Admin', 1],
      ['endpoint', 'Create a pet', 2],
      ['folder', 'Tags', 0],
      ['tag', 'Pets', 1],
      ['tag', 'public', 1],
      ['folder', 'Models', 0],
      ['model', 'Pet', 1],
      ['model', 'Owner', 1],
      ['model', 'NewPet', 1],
      ['model', 'Error', 1],
      ['model', '用户', 1],
      ['folder', 'Shapes', 1],
      ['model', 'Circle', 2],
      ['model', 'Square', 2],
    ]);
    const created = build.nav.find((item) => item.title === 'Create a pet');
    expect(created).toMatchObject({
      method: 'post',
      path: '/pets',
      deprecated: true,
      slug: 'endpoints/create-pet',
    });
  });

  it('writes the navigation as folders and short links', () => {
    const html = build.navHtml;
    expect(html.startsWith('<div class="hr-nav"><ul>')).toBe(true);
    expect(html).toContain('<li><details data-folder="pets"><summary>Pets</summary><ul>');
    expect(html).toContain('<details data-folder="pets-admin">');
    expect(html).toContain(
      '<details data-folder="models"><summary>\u0001t:page.nav.models\u0002</summary>',
    );
    expect(html).toContain(
      `<li><a href="${B}/endpoints/list-pets" data-slug="endpoints/list-pets"><span class="hr-method hr-method-get">GET</span> List pets</a></li>`,
    );
    expect(html).toContain(`<a class="hr-deprecated" href="${B}/endpoints/create-pet"`);
    expect(html).not.toContain('Empty');
    // Balanced: every folder is closed.
    expect(html.split('<details').length).toBe(html.split('</details>').length);
    expect(html.split('<ul>').length).toBe(html.split('</ul>').length);
  });

  it('has one search entry per page with its folders and tags', () => {
    expect(build.search).toHaveLength(build.pages.length);
    const list = build.search.find((entry) => entry.slug === 'endpoints/list-pets');
    expect(list).toEqual({
      slug: 'endpoints/list-pets',
      kind: 'endpoint',
      title: 'List pets',
      method: 'get',
      path: '/pets',
      text: 'Lists the pets.',
      section: 'Pets · public',
    });
    expect(build.search.find((entry) => entry.slug === 'endpoints/create-pet')?.section).toBe(
      'Pets · Admin',
    );
  });
});
