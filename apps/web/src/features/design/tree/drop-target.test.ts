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
import { canDrop, dropPlaceOf, moveForDrop } from './drop-target';
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

describe('dropPlaceOf', () => {
  it('reads antd drop events', () => {
    expect(dropPlaceOf({ node: { pos: '0-1-2' }, dropPosition: 1, dropToGap: true })).toBe(
      'before',
    );
    expect(dropPlaceOf({ node: { pos: '0-1-2' }, dropPosition: 3, dropToGap: true })).toBe('after');
    expect(dropPlaceOf({ node: { pos: '0-1-2' }, dropPosition: 2, dropToGap: false })).toBe(
      'inside',
    );
  });
});
