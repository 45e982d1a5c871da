import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { LANGUAGES } from '@heron/contract';
import { loadAntdLocale } from '../app/antd-locale';
import { initI18n } from '../app/i18n';
import { RESOURCES } from '../locales/resources';

// jsdom lacks the layout APIs antd's responsive and overflow code asks for.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom ignores the pseudo-element (the answer is the element's own style) and logs
// "Not implemented" on every call antd's scrollbar measure makes; the same answer without the noise.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);

// Every language at hand, as the bundled app had them: a test switches language without waiting
// for a fetch (app/i18n.test.ts covers the fetching itself).
await initI18n('en', RESOURCES);
await Promise.all(LANGUAGES.map(loadAntdLocale));

// findBy/waitFor wait this long (the default 1 s fails under the full suite's load; see vite.config).
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  const { i18n } = await import('../app/i18n');
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  window.localStorage.clear();
});
