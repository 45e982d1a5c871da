import { describe, expect, it } from 'vitest';
import { makeProposal, MODEL_ID } from '../ai-test-data';
import { groupByItem } from './group-by-item';

describe('groupByItem', () => {
  it('puts a page’s proposals under their items, each item once, in the page’s order', () => {
    const a = makeProposal();
    const pet = makeProposal({ itemId: MODEL_ID, itemName: 'Pet' });
    // The rest of the first item, from a later call to the model.
    const b = makeProposal({ pointer: '/parameters/0/description' });
    expect(groupByItem([a, pet, b])).toEqual([
      { itemId: a.itemId, itemName: a.itemName, proposals: [a, b] },
      { itemId: MODEL_ID, itemName: 'Pet', proposals: [pet] },
    ]);
    expect(groupByItem([])).toEqual([]);
  });
});
