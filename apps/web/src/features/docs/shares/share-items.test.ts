import { describe, expect, it } from 'vitest';
import { CREATE_PET, HEALTH, LIST_PETS, PETS_FOLDER, TREE } from '../docs-test-fixtures';
import { shareItemTree } from './share-items';

describe('shareItemTree', () => {
  it("offers the APIs' folders and endpoints, nested and in the designer's order", () => {
    expect(shareItemTree(TREE)).toEqual([
      {
        value: PETS_FOLDER,
        title: 'Pets',
        children: [
          { value: LIST_PETS, title: 'List pets (GET /pets)' },
          { value: CREATE_PET, title: 'Create pet (POST /pets)' },
        ],
      },
      { value: HEALTH, title: 'Health (GET /health)' },
    ]);
  });
});
