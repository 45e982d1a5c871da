import { describe, expect, it } from 'vitest';
import { foldClosedFolders, LAZY_LIST } from './nav-fold.js';
import { markCurrentPage } from './nav-current.js';

const link = (slug: string) => `<li><a href="/d/${slug}" data-slug="${slug}">${slug}</a></li>`;
const folder = (id: string, inner: string) =>
  `<li><details data-folder="${id}"><summary>${id}</summary><ul>${inner}</ul></details></li>`;
const NAV =
  '<div class="hr-nav"><ul>' +
  link('pages/intro') +
  folder('pets', link('endpoints/a') + folder('pets-admin', link('endpoints/b'))) +
  folder('users', link('endpoints/c')) +
  folder('models', link('models/pet')) +
  '</ul></div>';

describe('foldClosedFolders', () => {
  it('empties every closed top-level folder and keeps the loose links', () => {
    const folded = foldClosedFolders(NAV);
    expect(folded).toBe(
      '<div class="hr-nav"><ul>' +
        link('pages/intro') +
        `<li><details data-folder="pets"><summary>pets</summary>${LAZY_LIST}</details></li>` +
        `<li><details data-folder="users"><summary>users</summary>${LAZY_LIST}</details></li>` +
        `<li><details data-folder="models"><summary>models</summary>${LAZY_LIST}</details></li>` +
        '</ul></div>',
    );
  });

  it('keeps the folder that holds the page whole, nested folders and all', () => {
    const folded = foldClosedFolders(markCurrentPage(NAV, 'endpoints/b'));
    expect(folded).toContain('<details open data-folder="pets"><summary>pets</summary><ul>');
    expect(folded).toContain('data-slug="endpoints/a"');
    expect(folded).toContain('aria-current="page"');
    expect(folded).not.toContain('data-slug="endpoints/c"');
    expect(folded).not.toContain('data-slug="models/pet"');
    // Still balanced.
    expect(folded.split('<details').length).toBe(folded.split('</details>').length);
    expect(folded.split('<ul').length).toBe(folded.split('</ul>').length);
  });

  it('leaves a navigation without folders as it is', () => {
    const flat = `<div class="hr-nav"><ul>${link('a')}${link('b')}</ul></div>`;
    expect(foldClosedFolders(flat)).toBe(flat);
  });
});
