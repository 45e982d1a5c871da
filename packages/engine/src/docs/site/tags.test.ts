import { designBundleSchema, type DesignBundle } from '@heron/contract';
import { describe, expect, it } from 'vitest';
import { buildDocSite } from './build-doc-site.js';
import { collectTags, tagsMirrorFolders } from './tags.js';
import { petStoreBundle } from './test-support/pet-store-bundle.js';

const B = '\u0001b\u0002';

/** Endpoints filed in folders named after their tags, as an OpenAPI import files them. */
function filedByTag(extra: { tags?: string[]; folderKey?: string | null } = {}): DesignBundle {
  return designBundleSchema.parse({
    meta: { tags: [{ name: 'users', description: 'People.' }] },
    folders: [
      { key: 'fu', parentKey: null, section: 'api', name: 'users', data: {} },
      { key: 'fo', parentKey: null, section: 'api', name: 'orders', data: {} },
      { key: 'fo2', parentKey: 'fo', section: 'api', name: 'refunds', data: {} },
    ],
    endpoints: [
      {
        key: 'a',
        folderKey: 'fu',
        name: 'List users',
        data: { method: 'get', path: '/users', tags: ['users'] },
      },
      {
        key: 'b',
        folderKey: 'fo',
        name: 'List orders',
        data: { method: 'get', path: '/orders', tags: ['orders'] },
      },
      {
        key: 'c',
        folderKey: 'fo2',
        name: 'Refund',
        data: { method: 'post', path: '/orders/{id}/refund', tags: ['orders'] },
      },
      {
        key: 'd',
        folderKey: extra.folderKey === undefined ? 'fu' : extra.folderKey,
        name: 'Delete user',
        data: { method: 'delete', path: '/users/{id}', tags: extra.tags ?? ['users'] },
      },
    ],
    models: [],
    docs: [],
  });
}

describe('collectTags', () => {
  it('lists the defined tags first, then the others by first use, each with its endpoints once', () => {
    const bundle = filedByTag({ tags: ['users', 'admin', 'users'] });
    const tags = collectTags(bundle);
    expect(tags.map((tag) => [tag.name, tag.slug, tag.endpoints.map((e) => e.key)])).toEqual([
      ['users', 'tags/users', ['a', 'd']],
      ['orders', 'tags/orders', ['b', 'c']],
      ['admin', 'tags/admin', ['d']],
    ]);
    expect(tags[0]!.description).toBe('People.');
  });

  it('gives no page to a tag no endpoint carries', () => {
    const bundle = filedByTag();
    bundle.meta.tags.push({ name: 'unused', description: 'Nothing here.' });
    expect(collectTags(bundle).map((tag) => tag.name)).not.toContain('unused');
  });
});

describe('tagsMirrorFolders', () => {
  it('is true when each tag is a top-level folder holding exactly its endpoints', () => {
    const bundle = filedByTag();
    expect(tagsMirrorFolders(bundle, collectTags(bundle))).toBe(true);
  });

  it('is false when a tag reaches outside its folder or names no folder', () => {
    const outside = filedByTag({ folderKey: null });
    expect(tagsMirrorFolders(outside, collectTags(outside))).toBe(false);
    const extra = filedByTag({ tags: ['users', 'admin'] });
    expect(tagsMirrorFolders(extra, collectTags(extra))).toBe(false);
  });
});

describe('tags in the published site', () => {
  it('leaves mirrored tags out of the navigation but keeps their pages', () => {
    const build = buildDocSite(filedByTag());
    expect(build.nav.some((item) => item.kind === 'tag')).toBe(false);
    expect(build.navHtml).not.toContain('page.nav.tags');
    expect(build.pages.filter((page) => page.kind === 'tag').map((page) => page.slug)).toEqual([
      'tags/users',
      'tags/orders',
    ]);
  });

  it('lists tags that say something the folders do not, with a page per tag', () => {
    const build = buildDocSite(filedByTag({ tags: ['users', 'admin'] }));
    expect(build.navHtml).toContain(
      '<details data-folder="tags"><summary>\u0001t:page.nav.tags\u0002</summary><ul>',
    );
    expect(build.navHtml).toContain(
      `<li><a href="${B}/tags/admin" data-slug="tags/admin">admin</a></li>`,
    );
    const admin = build.pages.find((page) => page.slug === 'tags/admin')!;
    expect(admin.kind).toBe('tag');
    expect(admin.html).toContain('<p class="hr-kicker">\u0001t:page.tag.label\u0002</p>');
    expect(admin.html).toContain('<h1 class="hr-title">admin</h1>');
    expect(admin.html).toContain(
      `<li><a href="${B}/endpoints/delete-users-id"><span class="hr-method hr-method-delete">DELETE</span> Delete user</a> <code class="hr-path">/users/{id}</code></li>`,
    );
    expect(admin.markdown).toBe(
      '# admin\n\n## Endpoints\n\n- [Delete user](../endpoints/delete-users-id.md): `DELETE /users/{id}`\n',
    );
    const search = build.search.find((entry) => entry.slug === 'tags/admin');
    expect(search).toMatchObject({ kind: 'tag', title: 'admin' });
  });

  it('shows a tag description and links an endpoint to its tags', () => {
    const build = buildDocSite(petStoreBundle());
    const pets = build.pages.find((page) => page.slug === 'tags/pets')!;
    expect(pets.html).toContain('<div class="hr-md"><p>Everything about pets.</p></div>');
    expect(pets.summary).toBe('Everything about pets.');
    const list = build.pages.find((page) => page.slug === 'endpoints/list-pets')!;
    expect(list.html).toContain(
      `<p class="hr-tags" aria-label="\u0001t:page.nav.tags\u0002"><a class="hr-tag" href="${B}/tags/pets">Pets</a><a class="hr-tag" href="${B}/tags/public">public</a></p>`,
    );
    const overview = build.pages[0]!;
    expect(overview.html).toContain(
      `<a href="${B}/tags/pets">\u0001t:page.nav.tags\u0002</a> <span class="hr-count">2</span>`,
    );
  });

  it('escapes a tag name and its description', () => {
    const bundle = filedByTag({ tags: ['<b>x</b>\u0001t:evil\u0002'] });
    const build = buildDocSite(bundle);
    const tag = build.pages.find((page) => page.kind === 'tag' && page.title.includes('x'))!;
    expect(tag.html).toContain('&lt;b&gt;x&lt;/b&gt;t:evil');
    expect(tag.html).not.toContain('\u0001t:evil');
  });
});
