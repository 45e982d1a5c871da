import { describe, expect, it } from 'vitest';
import { selectFolders } from './select-folders.js';

const request = (name: string, id?: string) => ({
  name,
  ...(id ? { id } : {}),
  request: 'https://x.test',
});
const folder = (name: string, item: unknown[], id?: string) => ({
  name,
  ...(id ? { id } : {}),
  item,
});

/** The names of what was chosen, in collection order. */
function chosen(items: unknown[], names: string[]): string[] | string {
  const result = selectFolders(items, names);
  if (!result.ok) return `missing ${result.missing}`;
  const order: string[] = [];
  const visit = (list: unknown[]) => {
    for (const item of list as Array<{ name: string; item?: unknown[] }>) {
      if (result.selected.has(item)) order.push(item.name);
      if (item.item) visit(item.item);
    }
  };
  visit(items);
  return order;
}

describe('selectFolders, one name (newman idOrName)', () => {
  it("prefers a level's own items, then looks into each folder in turn", () => {
    const deepX = folder('X', []);
    const deepFirst = folder('A', [folder('Team', [deepX])]);
    const shallowLater = folder('B', [folder('X', [request('in B')])]);
    // Not a breadth-first search: the first folder's subtree is searched before the second.
    expect(chosen([deepFirst, shallowLater], ['X'])).toEqual(['X']);
    const result = selectFolders([deepFirst, shallowLater], ['X']);
    expect(result.ok && [...result.selected][0]).toBe(deepX);
    // A match among the collection's own items wins over any nested one before it.
    const top = request('X');
    const withTop = selectFolders([deepFirst, top], ['X']);
    expect(withTop.ok && [...withTop.selected][0]).toBe(top);
  });

  it('matches an id as well as a name', () => {
    expect(chosen([folder('Users', [], 'f-1')], ['f-1'])).toEqual(['Users']);
    expect(chosen([{ name: 'Old', _postman_id: 'p-1', item: [] }], ['p-1'])).toEqual(['Old']);
  });

  it('says which name it could not find', () => {
    expect(chosen([request('A')], ['B'])).toBe('missing B');
  });
});

describe('selectFolders, several names (newman multipleIdOrName)', () => {
  const usersAdmin = folder('Admin', [request('Ban')]);
  const tree = [
    folder('Users', [request('List'), usersAdmin]),
    folder('Orders', [folder('Admin', [request('Refund')])]),
    request('Health'),
  ];

  it('chooses in collection order, whatever order the names come in', () => {
    expect(chosen(tree, ['Health', 'Orders'])).toEqual(['Orders', 'Health']);
  });

  it('gives each name its first match in tree order', () => {
    expect(chosen(tree, ['Admin', 'Health'])).toEqual(['Admin', 'Health']);
    const result = selectFolders(tree, ['Admin', 'Health']);
    expect(result.ok && [...result.selected][0]).toBe(usersAdmin);
  });

  it('does not choose again what runs inside a chosen folder', () => {
    expect(chosen(tree, ['Users', 'Ban'])).toEqual(['Users']);
  });

  it('ignores a name given twice, and needs every name found', () => {
    expect(chosen(tree, ['Health', 'Health'])).toEqual(['Health']);
    expect(chosen(tree, ['Health', 'Payments', 'Nope'])).toBe('missing Payments');
  });
});
