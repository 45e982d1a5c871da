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
} from '../../../test/design-fixtures';
import { visibleRows } from './tree-rows';
import { buildTreeIndex, SECTION_KEYS, searchTree } from '../../../lib/design/tree-index';

const index = buildTreeIndex(TREE_NODES);
const keysAndDepths = (rows: ReturnType<typeof visibleRows>) =>
  rows.map((row) => `${'  '.repeat(row.depth)}${row.key}`);

describe('visibleRows', () => {
  it('draws only the sections while nothing is expanded', () => {
    const rows = visibleRows(index, null, new Set());
    expect(rows.map((row) => row.key)).toEqual([SECTION_KEYS.api, SECTION_KEYS.model]);
    expect(rows.every((row) => row.canExpand && !row.expanded)).toBe(true);
  });

  it('draws expanded folders’ children under them, in sort order, one level deeper', () => {
    const rows = visibleRows(index, null, new Set([SECTION_KEYS.api, PETS, ADMIN]));
    expect(keysAndDepths(rows)).toEqual([
      SECTION_KEYS.api,
      `  ${PETS}`,
      `    ${LIST_PETS}`,
      `    ${CREATE_PET}`,
      `    ${ADMIN}`,
      `      ${DELETE_PET}`,
      `  ${GUIDE}`,
      `  ${HEALTH}`,
      SECTION_KEYS.model,
    ]);
    const pets = rows.find((row) => row.key === PETS);
    expect(pets).toMatchObject({ canExpand: true, expanded: true, position: 1, siblings: 3 });
    expect(rows.find((row) => row.key === HEALTH)).toMatchObject({
      canExpand: false,
      position: 3,
      node: { name: 'Health' },
    });
  });

  it('keeps a collapsed folder’s children out even when they are marked expanded', () => {
    const rows = visibleRows(index, null, new Set([SECTION_KEYS.api, ADMIN]));
    expect(rows.map((row) => row.key)).not.toContain(DELETE_PET);
  });

  it('draws only what a search leaves visible, and an emptied folder cannot expand', () => {
    const search = searchTree(index, 'error');
    const rows = visibleRows(index, search?.visible ?? null, new Set(search?.expanded));
    expect(rows.map((row) => row.key)).toEqual([SECTION_KEYS.api, SECTION_KEYS.model, ERROR_MODEL]);
    expect(rows[0]).toMatchObject({ canExpand: false, expanded: false });
    expect(rows.map((row) => row.key)).not.toContain(SHARED);
    expect(rows.map((row) => row.key)).not.toContain(PET_MODEL);
  });
});
