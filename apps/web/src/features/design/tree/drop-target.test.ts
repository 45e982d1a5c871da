import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  CREATE_PET,
  DELETE_PET,
  ERROR_MODEL,
  GUIDE,
  HEALTH,
  LIST_PETS,
  PETS,
  SHARED,
  TREE_NODES,
} from '../../../test/design-fixtures';
import { canDrop, dropPlaceAt, moveForDrop } from './drop-target';
import { buildTreeIndex, SECTION_KEYS } from '../../../lib/design/tree-index';

const index = buildTreeIndex(TREE_NODES);

describe('canDrop', () => {
  it('refuses drops across sections, into non-folders and into a folder it holds', () => {
    expect(canDrop(index, HEALTH, SHARED, 'inside')).toBe(false);
    expect(canDrop(index, HEALTH, ERROR_MODEL, 'before')).toBe(false);
    expect(canDrop(index, HEALTH, SECTION_KEYS.model, 'inside')).toBe(false);
    expect(canDrop(index, HEALTH, LIST_PETS, 'inside')).toBe(false);
    expect(canDrop(index, GUIDE, HEALTH, 'inside')).toBe(false);
    expect(canDrop(index, PETS, ADMIN, 'inside')).toBe(false);
    expect(canDrop(index, PETS, DELETE_PET, 'after')).toBe(false);
    expect(canDrop(index, PETS, PETS, 'inside')).toBe(false);
  });

  it('allows drops into folders and section roots of the same section, and between siblings', () => {
    expect(canDrop(index, HEALTH, ADMIN, 'inside')).toBe(true);
    expect(canDrop(index, DELETE_PET, SECTION_KEYS.api, 'inside')).toBe(true);
    expect(canDrop(index, ERROR_MODEL, SHARED, 'inside')).toBe(true);
    expect(canDrop(index, GUIDE, LIST_PETS, 'before')).toBe(true);
  });
});

describe('moveForDrop', () => {
  it('moves into a folder at the top', () => {
    expect(moveForDrop(index, HEALTH, ADMIN, 'inside')).toEqual({ parentId: ADMIN, position: 0 });
    expect(moveForDrop(index, DELETE_PET, SECTION_KEYS.api, 'inside')).toEqual({
      parentId: null,
      position: 0,
    });
  });

  it('counts the position among the other children', () => {
    // Pets holds [List pets, Create pet, Admin]: List pets after Create pet is position 1.
    expect(moveForDrop(index, LIST_PETS, CREATE_PET, 'after')).toEqual({
      parentId: PETS,
      position: 1,
    });
    expect(moveForDrop(index, ADMIN, LIST_PETS, 'before')).toEqual({ parentId: PETS, position: 0 });
    expect(moveForDrop(index, GUIDE, CREATE_PET, 'after')).toEqual({ parentId: PETS, position: 2 });
  });

  it('sends nothing for a drop that changes nothing or is refused', () => {
    expect(moveForDrop(index, CREATE_PET, LIST_PETS, 'after')).toBeNull();
    expect(moveForDrop(index, LIST_PETS, CREATE_PET, 'before')).toBeNull();
    expect(moveForDrop(index, HEALTH, SHARED, 'inside')).toBeNull();
  });
});

describe('dropPlaceAt', () => {
  it('drops inside a section wherever the pointer is on its row', () => {
    expect(dropPlaceAt(1, 28, { isSection: true, isFolder: false })).toBe('inside');
    expect(dropPlaceAt(27, 28, { isSection: true, isFolder: false })).toBe('inside');
  });

  it('drops beside a folder at its edges and inside it in the middle', () => {
    const folder = { isSection: false, isFolder: true };
    expect(dropPlaceAt(4, 28, folder)).toBe('before');
    expect(dropPlaceAt(14, 28, folder)).toBe('inside');
    expect(dropPlaceAt(24, 28, folder)).toBe('after');
  });

  it('drops before or after any other row by the half the pointer is in', () => {
    const endpoint = { isSection: false, isFolder: false };
    expect(dropPlaceAt(13, 28, endpoint)).toBe('before');
    expect(dropPlaceAt(15, 28, endpoint)).toBe('after');
  });
});
