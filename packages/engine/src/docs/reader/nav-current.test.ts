import { describe, expect, it } from 'vitest';
import { markCurrentPage } from './nav-current.js';

const NAV = [
  '<ul>',
  '<li><a href="/" data-slug="">Overview</a></li>',
  '<li><details data-folder><summary>Pets</summary><ul>',
  '<li><details data-folder><summary>Cats</summary><ul>',
  '<li><a href="/e/cat" data-slug="endpoints/cat">Cat</a></li>',
  '</ul></details></li>',
  '<li><a href="/e/pet" data-slug="endpoints/pet">Pet</a></li>',
  '</ul></details></li>',
  '<li><details data-folder open><summary>Store</summary><ul>',
  '<li><a href="/e/order" data-slug="endpoints/order">Order</a></li>',
  '</ul></details></li>',
  '</ul>',
].join('');

describe('markCurrentPage', () => {
  it('marks the link and opens the folders around it', () => {
    const html = markCurrentPage(NAV, 'endpoints/cat');
    expect(html).toContain('data-slug="endpoints/cat" aria-current="page">Cat</a>');
    expect(html.match(/<details open data-folder>|<details data-folder open>/g)).toHaveLength(3);
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });

  it('opens only the folders that hold the page', () => {
    const html = markCurrentPage(NAV, 'endpoints/pet');
    expect(html).toContain('<details open data-folder><summary>Pets</summary>');
    expect(html).toContain('<details data-folder><summary>Cats</summary>');
    expect(html).toContain('data-slug="endpoints/pet" aria-current="page"');
  });

  it('keeps a folder that is already open as it is', () => {
    const html = markCurrentPage(NAV, 'endpoints/order');
    expect(html).toContain('<details data-folder open><summary>Store</summary>');
    expect(html).not.toContain('open open');
  });

  it('marks the overview by its empty slug and leaves unknown slugs alone', () => {
    expect(markCurrentPage(NAV, '')).toContain('data-slug="" aria-current="page">Overview');
    expect(markCurrentPage(NAV, 'endpoints/ca')).toBe(NAV);
    expect(markCurrentPage(NAV, 'changelog')).toBe(NAV);
  });
});
