import type { Element, ElementContent, Root, RootContent } from 'hast';
import { createLowlight } from 'lowlight';
import bash from 'highlight.js/lib/languages/bash';
import go from 'highlight.js/lib/languages/go';
import http from 'highlight.js/lib/languages/http';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

/**
 * The languages an API's documents show code in. highlight.js's own "common" set is 37 languages
 * (about 45 kB more after gzip), so only these are registered; with their aliases (`js`, `ts`,
 * `sh`, `html`, `yml` …) a fence naming any other language stays plain text.
 */
const lowlight = createLowlight({
  bash,
  go,
  http,
  java,
  javascript,
  json,
  python,
  sql,
  typescript,
  xml,
  yaml,
});

const LANGUAGE_CLASS = /^language-(.+)$/;

function classesOf(element: Element): string[] {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
}

function textOf(nodes: readonly ElementContent[]): string {
  return nodes
    .map((node) =>
      node.type === 'text' ? node.value : node.type === 'element' ? textOf(node.children) : '',
    )
    .join('');
}

function languageOf(code: Element): string | undefined {
  for (const name of classesOf(code)) {
    const language = LANGUAGE_CLASS.exec(name)?.[1];
    if (language && lowlight.registered(language)) return language;
  }
  return undefined;
}

function highlightIn(nodes: readonly (RootContent | ElementContent)[]): void {
  for (const node of nodes) {
    if (node.type !== 'element') continue;
    const code = node.tagName === 'pre' ? node.children[0] : undefined;
    if (code?.type === 'element' && code.tagName === 'code') {
      const language = languageOf(code);
      if (language) {
        // lowlight answers with text and <span class="hljs-…"> only: nothing the text did not say.
        code.children = lowlight.highlight(language, textOf(code.children))
          .children as ElementContent[];
        code.properties.className = [...classesOf(code), 'hljs'];
      }
      continue;
    }
    highlightIn(node.children);
  }
}

/**
 * A rehype plugin: the code of each fenced block whose language is registered becomes
 * highlight.js's token spans (`hljs-string`, `hljs-number` …), styled by markdown-view.css.
 */
export function rehypeHighlightCode() {
  return (tree: Root) => highlightIn(tree.children);
}
