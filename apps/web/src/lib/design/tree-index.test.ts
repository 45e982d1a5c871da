import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  CREATE_PET,
  DELETE_PET,
  ERROR_MODEL,
  GUIDE,
  HEALTH,
  LIST_PETS,
  PET_MODEL,
  PETS,
  SHARED,
  TREE_NODES,
} from '../../test/design-fixtures';
import {
  ancestorsOf,
  buildTreeIndex,
  childrenOf,
  countContents,
  highlightParts,
  modelNamesOf,
  searchTree,
  SECTION_KEYS,
} from './tree-index';

const index = buildTreeIndex(TREE_NODES);
const ids = (nodes: readonly { id: string }[]) => nodes.map((node) => node.id);

describe('buildTreeIndex', () => {
  it('puts each node under its folder or its section, in sort order', () => {
    expect(ids(childrenOf(index, SECTION_KEYS.api))).toEqual([PETS, GUIDE, HEALTH]);
    expect(ids(childrenOf(index, PETS))).toEqual([LIST_PETS, CREATE_PET, ADMIN]);
    expect(ids(childrenOf(index, SECTION_KEYS.model))).toEqual([SHARED, ERROR_MODEL]);
    expect(ancestorsOf(index, DELETE_PET)).toEqual([ADMIN, PETS]);
  });

  it('draws a node whose folder is missing at its section root instead of losing it', () => {
    const orphan = { ...TREE_NODES[2]!, parentId: 'c0000000-0000-4000-8000-000000000099' };
    const withOrphan = buildTreeIndex([...TREE_NODES.slice(0, 2), orphan]);
    expect(ids(childrenOf(withOrphan, SECTION_KEYS.api))).toContain(orphan.id);
  });

  it('counts what a folder holds at any depth, and lists the model names', () => {
    expect(countContents(index, PETS)).toEqual({ folder: 1, endpoint: 3, model: 0, doc: 0 });
    expect(modelNamesOf(index)).toEqual(['Error', 'Pet']);
  });
});

describe('searchTree', () => {
  it('finds by name, path and method, and keeps the folders above the matches', () => {
    const byPath = searchTree(index, '{petId}')!;
    expect([...byPath.matches]).toEqual([DELETE_PET]);
    expect([...byPath.visible].sort()).toEqual([ADMIN, DELETE_PET, PETS].sort());
    expect(byPath.expanded.sort()).toEqual([ADMIN, PETS, SECTION_KEYS.api].sort());

    const byMethodAndPath = searchTree(index, 'POST /pets')!;
    expect([...byMethodAndPath.matches]).toEqual([CREATE_PET]);

    const byName = searchTree(index, 'pet')!;
    expect([...byName.matches].sort()).toEqual(
      [LIST_PETS, CREATE_PET, DELETE_PET, PETS, PET_MODEL].sort(),
    );
    expect(byName.visible.has(SHARED)).toBe(true);
    expect(byName.visible.has(HEALTH)).toBe(false);
  });

  it('shows what a matching folder holds, and nothing for an empty search', () => {
    const folder = searchTree(index, 'admin')!;
    expect(folder.visible.has(DELETE_PET)).toBe(true);
    expect(searchTree(index, '   ')).toBeNull();
    expect(searchTree(index, 'nothing-like-this')!.visible.size).toBe(0);
  });

  it('splits text into the parts to highlight', () => {
    expect(highlightParts('List pets', ['pet'])).toEqual([
      { text: 'List ', isHit: false },
      { text: 'pet', isHit: true },
      { text: 's', isHit: false },
    ]);
    expect(highlightParts('Pet Pet', ['pet']).filter((part) => part.isHit)).toHaveLength(2);
  });
});
