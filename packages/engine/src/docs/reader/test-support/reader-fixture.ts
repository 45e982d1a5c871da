import type { ReaderDocumentInput } from '../../site/doc-site-types.js';

const B = '\u0001b\u0002';
const t = (key: string) => `\u0001t:${key}\u0002`;

/** A small navigation as the site builder writes it (site/nav.ts). */
export const FIXTURE_NAV = [
  '<ul class="hr-nav">',
  `<li><a href="${B}/" data-slug="">Overview</a></li>`,
  '<li><details data-folder="pets"><summary>Pets</summary><ul>',
  `<li><a href="${B}/endpoints/get-pet" data-slug="endpoints/get-pet"><span class="hr-method hr-method-get">GET</span> Get a pet</a></li>`,
  '</ul></details></li>',
  '</ul>',
].join('');

/**
 * An endpoint page with code tabs, a copy button and a try-it form, written as the site builder
 * writes them (site/code-samples.ts, site/try-it-form.ts).
 */
export const FIXTURE_PAGE = [
  '<article class="hr-page hr-page-endpoint">',
  '<h1 class="hr-title">Get a pet</h1>',
  '<div class="hr-code"><div class="hr-code-tabs">',
  '<button type="button" data-code-tab="curl" aria-pressed="true">cURL</button>',
  '<button type="button" data-code-tab="js" aria-pressed="false">JavaScript</button>',
  '</div>',
  '<pre data-code-panel="curl" data-language="bash"><code>curl https://api.test/pets/1</code></pre>',
  '<pre data-code-panel="js" data-language="javascript" hidden><code>await fetch("https://api.test/pets/1")</code></pre>',
  `<button type="button" class="hr-copy" data-copy>${t('shell.copy')}</button>`,
  '</div>',
  '<form class="hr-try" data-slug="endpoints/get-pet" data-method="get" data-path="/pets/{petId}">',
  '<fieldset><legend>Path</legend>',
  '<label class="hr-try-field"><span><code>petId</code></span><input data-in="path" data-name="petId" name="path.petId" value="7" required></label>',
  '</fieldset><fieldset><legend>Query</legend>',
  '<label class="hr-try-field"><span><code>verbose</code></span><input data-in="query" data-name="verbose" name="query.verbose" value="yes"></label>',
  '<label class="hr-try-field"><span><code>empty</code></span><input data-in="query" data-name="empty" name="query.empty" value=""></label>',
  '</fieldset><fieldset><legend>Headers</legend>',
  '<label class="hr-try-field"><span><code>X-Token</code></span><input data-in="header" data-name="X-Token" name="header.X-Token" value="abc"></label>',
  '<label class="hr-try-field"><span><code>X-Skip</code></span><input data-in="header" data-name="X-Skip" name="header.X-Skip" value=""></label>',
  '</fieldset>',
  '<label class="hr-try-field"><span>Body</span><textarea data-body data-content-type="application/json" name="body">{"a":1}</textarea></label>',
  '<button type="submit">Send</button>',
  '<div class="hr-try-result" aria-live="polite"></div>',
  '</form>',
  '</article>',
].join('');

export function fixtureInput(overrides: Partial<ReaderDocumentInput> = {}): ReaderDocumentInput {
  return {
    lang: 'en',
    site: { title: 'Pet Store', logoUrl: 'https://cdn.test/logo.png', accentColor: '#12ab34' },
    base: '/docs/pets',
    page: {
      slug: 'endpoints/get-pet',
      kind: 'endpoint',
      title: 'Get a pet',
      summary: 'Returns one pet by its id.',
      html: FIXTURE_PAGE,
      method: 'get',
      path: '/pets/{petId}',
    },
    navHtml: FIXTURE_NAV,
    navUrl: null,
    versions: [
      { label: t('version.live'), href: '/docs/pets/', current: true },
      { label: 'v1', href: '/docs/pets/v/1', current: false },
    ],
    canonicalUrl: 'https://docs.test/docs/pets/endpoints/get-pet',
    tryItUrl: '/docs/pets/-/try',
    changelogHref: '/docs/pets/changelog',
    downloads: {
      openapi31: '/docs/pets/openapi.json',
      openapi30: '/docs/pets/openapi-3.0.json',
      llms: '/docs/pets/llms.txt',
    },
    assetsBase: '/docs-assets',
    notice: null,
    indexable: false,
    ...overrides,
  };
}
