import { describe, expect, it } from 'vitest';
import { buildTreeIndex } from '../../../lib/design/tree-index';
import {
  ADMIN,
  CREATE_PET,
  DELETE_PET,
  GUIDE,
  HEALTH,
  LIST_PETS,
  PET_MODEL,
  TREE_NODES,
} from '../../../test/design-fixtures';
import { quickOpenSearch } from './quick-open-search';

const index = buildTreeIndex(TREE_NODES);
const ids = (text: string, limit = 50) =>
  quickOpenSearch(index, text, limit).matches.map((match) => match.node.id);

describe('quickOpenSearch', () => {
  it('finds endpoints, models and documents by name, path or method, never folders', () => {
    expect(ids('')).toEqual([]);
    expect(ids('getting')).toEqual([GUIDE]);
    expect(ids('{petId}')).toEqual([DELETE_PET]);
    expect(ids('post')).toEqual([CREATE_PET]);
    expect(ids('admin')).toEqual([]);
    expect(ids('get pets')).toEqual([LIST_PETS]);
  });

  it('puts the best fits first: the name itself, then names starting with the words', () => {
    // "Pet" is a model's whole name; "Pets" paths come after.
    expect(ids('pet')[0]).toBe(PET_MODEL);
    expect(ids('health')).toEqual([HEALTH]);
  });

  it('names the folders above a match, and says when more matched than are listed', () => {
    const found = quickOpenSearch(index, '/pets', 2);
    expect(found.matches).toHaveLength(2);
    expect(found.isCut).toBe(true);
    const remove = quickOpenSearch(index, 'remove', 10).matches[0]!;
    expect(remove.node.parentId).toBe(ADMIN);
    expect(remove.folders).toEqual(['Pets', 'Admin']);
  });
});
