import type { HttpMethod, Language } from '@heron/contract';

/**
 * The boundary between the engine, which turns a design into a published doc site, and the
 * server, which stores a build and answers readers from it (issue 23).
 *
 * A build is made once per published version (and per change of the live design, and per share
 * link's selection) on a worker thread; the server keeps its pages as rows and answers a reader
 * with one page and the navigation, never with the whole API: that is what makes the GitHub and
 * Stripe descriptions readable in well under a second.
 *
 * HTML in a build is language-neutral and address-neutral: it holds markers that `fillMarkers`
 * replaces when a page is served, so one build serves every reader language and every address
 * the site is reached at (`/docs/{slug}`, `/docs/{slug}/v/{n}`, `/s/{token}`, a custom host):
 * - `\u0001b\u0002` is the base path pages link under (no trailing slash; may be empty);
 * - `\u0001t:{key}\u0002` is the reader-interface label `key` (READER_TEXT) in the reader's
 *   language.
 * User text is escaped when rendered and control characters are dropped from it, so no marker
 * can come from the design itself.
 */

export type DocPageKind = 'overview' | 'endpoint' | 'model' | 'doc' | 'tag';

/** One line of the navigation, in tree order; folders hold what follows at a greater depth. */
export interface DocNavItem {
  kind: 'folder' | 'endpoint' | 'model' | 'doc' | 'tag';
  title: string;
  /** The page it opens; folders have none. */
  slug: string | null;
  depth: number;
  method?: HttpMethod;
  path?: string;
  deprecated?: boolean;
}

export interface DocPage {
  /** Unique in the build and stable across versions: `''` (overview), `endpoints/…`, `models/…`, `pages/…`, `tags/…`. */
  slug: string;
  kind: DocPageKind;
  title: string;
  /** Plain text, at most 200 characters: the page's meta description and search snippet. */
  summary: string;
  method?: HttpMethod;
  path?: string;
  deprecated?: boolean;
  /** The page's content (no navigation, no header), with markers. */
  html: string;
  /** The page as GitHub-flavoured Markdown, English headings, no markers: `….md` and llms-full.txt. */
  markdown: string;
}

/** What the reader's search looks through (fetched as JSON by the reader script). */
export interface DocSearchEntry {
  slug: string;
  kind: DocPageKind;
  title: string;
  method?: HttpMethod;
  path?: string;
  /** The summary, for the result line. */
  text: string;
  /** Folder names above it and its tags, for matching and the result line. */
  section: string;
}

export interface DocSiteBuild {
  /** The design's title (info.title; may be empty) and version (info.version). */
  title: string;
  apiVersion: string;
  nav: DocNavItem[];
  /** The navigation as HTML (folders as <details>, links with markers). */
  navHtml: string;
  pages: DocPage[];
  search: DocSearchEntry[];
  counts: { endpoints: number; models: number; docs: number };
}

/** One published version or the live design, as a reader's version picker lists it. */
export interface ReaderVersionLink {
  /** `Live`-style labels are markers too (`\u0001t:version.live\u0002`) or plain `v3`. */
  label: string;
  href: string;
  current: boolean;
}

/** Everything the reader's page shell needs besides the page itself. */
export interface ReaderDocumentInput {
  lang: Language;
  site: { title: string; logoUrl: string | null; accentColor: string };
  /** Where this build's pages are: `/docs/github`, `/docs/github/v/2`, `/s/abc…`, or `` on a custom host. */
  base: string;
  page: Pick<DocPage, 'slug' | 'kind' | 'title' | 'summary' | 'html' | 'method' | 'path'>;
  navHtml: string;
  /**
   * Where the whole navigation can be fetched (`-/nav`), or null to always send it whole. With
   * one, a large navigation is sent with its closed folders empty (reader/nav-fold.ts).
   */
  navUrl: string | null;
  versions: ReaderVersionLink[];
  /** Absolute address of this page, for `<link rel="canonical">`; null when not public. */
  canonicalUrl: string | null;
  /** POST address of the try-it sender, or null when try-it is off. */
  tryItUrl: string | null;
  /** The changelog page of this build, or null when there is none (share links, no versions). */
  changelogHref: string | null;
  /** OpenAPI 3.1 and 3.0 downloads and llms.txt of this build. */
  downloads: { openapi31: string; openapi30: string; llms: string };
  /** Where reader.js and reader.css are served. */
  assetsBase: string;
  /** A line above the content (a share link's expiry), already in the reader's language; or null. */
  notice: string | null;
  /** Whether search engines may index the page (public sites only). */
  indexable: boolean;
}
