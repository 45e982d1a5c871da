import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  CREATE_PET,
  DELETE_PET,
  LIST_PETS,
  PETS,
  TREE_NODES,
} from '../../../test/design-fixtures';
import { keyAction } from './tree-keys';
import { visibleRows } from './tree-rows';
import { buildTreeIndex, SECTION_KEYS } from '../../../lib/design/tree-index';

const rows = visibleRows(buildTreeIndex(TREE_NODES), null, new Set([SECTION_KEYS.api, PETS]));

describe('keyAction', () => {
  it('moves between rows with the arrows, Home and End, and stops at the ends', () => {
    expect(keyAction(rows, LIST_PETS, 'ArrowDown', false)).toEqual({
      type: 'focus',
      key: CREATE_PET,
    });
    expect(keyAction(rows, LIST_PETS, 'ArrowUp', false)).toEqual({ type: 'focus', key: PETS });
    expect(keyAction(rows, SECTION_KEYS.api, 'ArrowUp', false)).toEqual({
      type: 'focus',
      key: SECTION_KEYS.api,
    });
    expect(keyAction(rows, LIST_PETS, 'End', false)).toEqual({
      type: 'focus',
      key: SECTION_KEYS.model,
    });
    expect(keyAction(rows, LIST_PETS, 'Home', false)).toEqual({
      type: 'focus',
      key: SECTION_KEYS.api,
    });
  });

  it('starts at the first row when none has focus yet, or the focused one is hidden', () => {
    expect(keyAction(rows, null, 'ArrowDown', false)).toEqual({
      type: 'focus',
      key: SECTION_KEYS.api,
    });
    expect(keyAction(rows, DELETE_PET, 'ArrowDown', false)).toEqual({
      type: 'focus',
      key: SECTION_KEYS.api,
    });
    expect(keyAction(rows, null, 'Enter', false)).toBeNull();
  });

  it('opens a closed folder with right, and steps into an open one', () => {
    expect(keyAction(rows, ADMIN, 'ArrowRight', false)).toEqual({ type: 'expand', key: ADMIN });
    expect(keyAction(rows, PETS, 'ArrowRight', false)).toEqual({ type: 'focus', key: LIST_PETS });
    expect(keyAction(rows, LIST_PETS, 'ArrowRight', false)).toBeNull();
  });

  it('closes an open folder with left, and steps out to the folder above otherwise', () => {
    expect(keyAction(rows, PETS, 'ArrowLeft', false)).toEqual({ type: 'collapse', key: PETS });
    expect(keyAction(rows, ADMIN, 'ArrowLeft', false)).toEqual({ type: 'focus', key: PETS });
    expect(keyAction(rows, SECTION_KEYS.model, 'ArrowLeft', false)).toBeNull();
  });

  it('opens the row with Enter or Space, and its menu with the menu key or Shift+F10', () => {
    expect(keyAction(rows, LIST_PETS, 'Enter', false)).toEqual({
      type: 'activate',
      key: LIST_PETS,
    });
    expect(keyAction(rows, LIST_PETS, ' ', false)).toEqual({ type: 'activate', key: LIST_PETS });
    expect(keyAction(rows, LIST_PETS, 'ContextMenu', false)).toEqual({
      type: 'menu',
      key: LIST_PETS,
    });
    expect(keyAction(rows, LIST_PETS, 'F10', true)).toEqual({ type: 'menu', key: LIST_PETS });
    expect(keyAction(rows, LIST_PETS, 'F10', false)).toBeNull();
  });
});
