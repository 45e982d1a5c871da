import { createRequire } from 'node:module';

/**
 * Parses the renderers' output in tests with jsdom (a root dev dependency), so a test checks
 * what a browser or an XML reader would see rather than the text. XML parsing is strict: a
 * document that is not well-formed throws. jsdom ships no types; the few DOM members the tests
 * use are declared here.
 */

export interface MarkupElement {
  readonly tagName: string;
  readonly textContent: string | null;
  readonly children: ArrayLike<MarkupElement>;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  querySelector(selector: string): MarkupElement | null;
  querySelectorAll(selector: string): ArrayLike<MarkupElement>;
}

export interface MarkupDocument {
  readonly documentElement: MarkupElement;
  readonly title: string;
  querySelector(selector: string): MarkupElement | null;
  querySelectorAll(selector: string): ArrayLike<MarkupElement>;
}

interface JsdomModule {
  JSDOM: new (
    markup: string,
    options?: { contentType?: string },
  ) => { window: { document: MarkupDocument } };
}

const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule;

/** Throws when `xml` is not a well-formed XML 1.0 document. */
export function parseXml(xml: string): MarkupDocument {
  return new JSDOM(xml, { contentType: 'application/xml' }).window.document;
}

/** Parses as a browser would; scripts are not run. */
export function parseHtml(html: string): MarkupDocument {
  return new JSDOM(html).window.document;
}

export function all(root: MarkupDocument | MarkupElement, selector: string): MarkupElement[] {
  return Array.from(root.querySelectorAll(selector));
}
