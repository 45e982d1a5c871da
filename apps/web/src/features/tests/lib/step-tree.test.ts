import { describe, expect, it } from 'vitest';
import { MAX_STEP_DEPTH, type TestStep } from '@heron/contract';
import { groupStep, waitStep } from '../../../test/testing-fixtures';
import { placeForDrop } from './drop-target';
import {
  findStep,
  insertStep,
  moveBy,
  moveStep,
  movesOf,
  removeStep,
  stepIdsOf,
  TOP_LIST,
  updateStep,
} from './step-tree';

const ifStep = (id: string, then: TestStep[] = [], otherwise: TestStep[] = []): TestStep => ({
  id,
  name: '',
  enabled: true,
  type: 'if',
  condition: { left: '{{a}}', comparator: 'equals', right: '1' },
  then,
  else: otherwise,
});

/** a, g[b, c], i{then: [d], else: []}, e */
const STEPS: TestStep[] = [
  waitStep('a'),
  groupStep('g', [waitStep('b'), waitStep('c')]),
  ifStep('i', [waitStep('d')]),
  waitStep('e'),
];

describe('the step tree', () => {
  it('finds, changes and removes a step wherever it is, sharing what did not change', () => {
    expect(findStep(STEPS, 'd')?.id).toBe('d');
    const renamed = updateStep(STEPS, 'c', (step) => ({ ...step, name: 'Second' }));
    expect(findStep(renamed, 'c')?.name).toBe('Second');
    expect(renamed[0]).toBe(STEPS[0]);
    expect(findStep(STEPS, 'c')?.name).toBe('');
    expect(stepIdsOf(removeStep(STEPS, 'g'))).toEqual(['a', 'i', 'd', 'e']);
  });

  it('inserts into a branch and moves up and down within a list only', () => {
    const added = insertStep(
      STEPS,
      { list: { parentId: 'i', branch: 'else' }, index: 0 },
      waitStep('x'),
    );
    expect(findStep(added, 'i')).toMatchObject({ else: [{ id: 'x' }] });
    expect(stepIdsOf(moveBy(STEPS, 'c', -1))).toEqual(['a', 'g', 'c', 'b', 'i', 'd', 'e']);
    expect(moveBy(STEPS, 'b', -1)).toBe(STEPS);
    expect(movesOf(STEPS, 'a')).toEqual({ up: false, down: true });
    expect(movesOf(STEPS, 'd')).toEqual({ up: false, down: false });
  });

  it('never moves a container into itself', () => {
    expect(moveStep(STEPS, 'g', { list: { parentId: 'g', branch: 'steps' }, index: 0 })).toBe(
      STEPS,
    );
    expect(moveStep(STEPS, 'a', { list: TOP_LIST, index: 0 })).toBe(STEPS);
  });

  it('refuses a move that would nest deeper than the contract allows', () => {
    let deep: TestStep = waitStep('leaf');
    for (let level = 1; level < MAX_STEP_DEPTH; level += 1) deep = groupStep(`g${level}`, [deep]);
    const steps = [deep, groupStep('outer')];
    expect(
      moveStep(steps, deep.id, { list: { parentId: 'outer', branch: 'steps' }, index: 0 }),
    ).toBe(steps);
  });
});

describe('a drop', () => {
  it('goes before or after a row, counting the list without the dragged step', () => {
    expect(placeForDrop(STEPS, 'a', { kind: 'step', stepId: 'e', place: 'before' })).toEqual({
      list: TOP_LIST,
      index: 2,
    });
    expect(placeForDrop(STEPS, 'e', { kind: 'step', stepId: 'b', place: 'after' })).toEqual({
      list: { parentId: 'g', branch: 'steps' },
      index: 1,
    });
  });

  it('goes last inside a container, first into a branch head, and nowhere it already is', () => {
    expect(placeForDrop(STEPS, 'a', { kind: 'step', stepId: 'g', place: 'inside' })).toEqual({
      list: { parentId: 'g', branch: 'steps' },
      index: 2,
    });
    expect(placeForDrop(STEPS, 'a', { kind: 'step', stepId: 'i', place: 'inside' })).toEqual({
      list: { parentId: 'i', branch: 'then' },
      index: 1,
    });
    expect(
      placeForDrop(STEPS, 'a', { kind: 'list', list: { parentId: 'i', branch: 'else' } }),
    ).toEqual({ list: { parentId: 'i', branch: 'else' }, index: 0 });
    expect(placeForDrop(STEPS, 'a', { kind: 'step', stepId: 'g', place: 'before' })).toBeNull();
    expect(placeForDrop(STEPS, 'g', { kind: 'step', stepId: 'b', place: 'after' })).toBeNull();
    expect(placeForDrop(STEPS, 'a', { kind: 'step', stepId: 'e', place: 'inside' })).toBeNull();
  });
});
