import { MAX_STEP_DEPTH, type TestStep } from '@heron/contract';

/**
 * A scenario's steps as the editor changes them: every change makes new arrays and new steps
 * along the way to the one changed and shares the rest, so React sees what changed and the
 * scenario as loaded stays as it was (the draft is compared with it).
 */

/** The lists a step can hold: a group's or a loop's `steps`, a condition's `then` and `else`. */
export type BranchName = 'steps' | 'then' | 'else';

/** One list of steps: the scenario's own (`parentId: null`), or a branch of a step. */
export interface ListRef {
  parentId: string | null;
  branch: BranchName;
}

/** A place in a list: before the step at `index` (the list's length: at its end). */
export interface StepPlace {
  list: ListRef;
  index: number;
}

export const TOP_LIST: ListRef = { parentId: null, branch: 'steps' };

/** The lists a step holds, in drawing order; none for a request, a wait or a script. */
export function branchesOf(step: TestStep): Array<{ branch: BranchName; steps: TestStep[] }> {
  switch (step.type) {
    case 'group':
    case 'for-each':
    case 'repeat':
      return [{ branch: 'steps', steps: step.steps }];
    case 'if':
      return [
        { branch: 'then', steps: step.then },
        { branch: 'else', steps: step.else },
      ];
    default:
      return [];
  }
}

export function isContainer(step: TestStep): boolean {
  return branchesOf(step).length > 0;
}

/** The list a drop on a container's own row goes to: a condition's `then`, else its steps. */
export function firstBranchOf(step: TestStep): BranchName | null {
  return branchesOf(step)[0]?.branch ?? null;
}

function withBranch(step: TestStep, branch: BranchName, steps: TestStep[]): TestStep {
  if (step.type === 'if') {
    if (branch === 'then') return { ...step, then: steps };
    if (branch === 'else') return { ...step, else: steps };
    return step;
  }
  if (branch === 'steps' && 'steps' in step) return { ...step, steps };
  return step;
}

function sameList(a: ListRef, b: ListRef): boolean {
  return a.parentId === b.parentId && a.branch === b.branch;
}

/** Replaces one list through `change`; the steps unchanged when the list is not there. */
function withList(
  steps: TestStep[],
  list: ListRef,
  change: (list: TestStep[]) => TestStep[],
): TestStep[] {
  if (list.parentId === null) return change(steps);
  let isChanged = false;
  const next = steps.map((step) => {
    if (step.id === list.parentId) {
      const branch = branchesOf(step).find((found) => found.branch === list.branch);
      if (!branch) return step;
      isChanged = true;
      return withBranch(step, list.branch, change(branch.steps));
    }
    let inner = step;
    for (const branch of branchesOf(step)) {
      const changed = withList(branch.steps, list, change);
      if (changed !== branch.steps) inner = withBranch(inner, branch.branch, changed);
    }
    if (inner !== step) isChanged = true;
    return inner;
  });
  return isChanged ? next : steps;
}

/** The steps of one list, or null when there is no such list. */
export function listAt(steps: readonly TestStep[], list: ListRef): readonly TestStep[] | null {
  if (list.parentId === null) return steps;
  const parent = findStep(steps, list.parentId);
  if (!parent) return null;
  return branchesOf(parent).find((found) => found.branch === list.branch)?.steps ?? null;
}

export function findStep(steps: readonly TestStep[], id: string): TestStep | null {
  for (const step of steps) {
    if (step.id === id) return step;
    for (const branch of branchesOf(step)) {
      const found = findStep(branch.steps, id);
      if (found) return found;
    }
  }
  return null;
}

/** Where a step is: its list and its index there. */
export function placeOf(
  steps: readonly TestStep[],
  id: string,
  list: ListRef = TOP_LIST,
): StepPlace | null {
  for (const [index, step] of steps.entries()) {
    if (step.id === id) return { list, index };
    for (const branch of branchesOf(step)) {
      const found = placeOf(branch.steps, id, { parentId: step.id, branch: branch.branch });
      if (found) return found;
    }
  }
  return null;
}

/** How deep a list sits: 0 for the scenario's own, 1 inside a step of it, and so on. */
export function depthOfList(steps: readonly TestStep[], list: ListRef): number {
  let depth = 0;
  let parentId = list.parentId;
  // Bounded by the nesting the contract allows, so bad data cannot loop forever.
  while (parentId !== null && depth <= MAX_STEP_DEPTH * 2) {
    const place = placeOf(steps, parentId);
    if (!place) break;
    depth += 1;
    parentId = place.list.parentId;
  }
  return depth;
}

/** The levels a step takes: 1 for a step holding none, one more for each level inside it. */
export function heightOf(step: TestStep): number {
  return 1 + Math.max(0, ...branchesOf(step).flatMap(({ steps }) => steps.map(heightOf)));
}

/** Whether `id` is `step` or anything inside it. */
export function holdsStep(step: TestStep, id: string): boolean {
  return step.id === id || findStep(childrenOf(step), id) !== null;
}

function childrenOf(step: TestStep): TestStep[] {
  return branchesOf(step).flatMap(({ steps }) => steps);
}

/** Changes one step wherever it sits. */
export function updateStep(
  steps: TestStep[],
  id: string,
  change: (step: TestStep) => TestStep,
): TestStep[] {
  const place = placeOf(steps, id);
  if (!place) return steps;
  return withList(steps, place.list, (list) =>
    list.map((step) => (step.id === id ? change(step) : step)),
  );
}

/** Removes a step (and what it holds); the steps unchanged when it is not there. */
export function removeStep(steps: TestStep[], id: string): TestStep[] {
  const place = placeOf(steps, id);
  if (!place) return steps;
  return withList(steps, place.list, (list) => list.filter((step) => step.id !== id));
}

/** Puts a step at a place (its index clamped to the list). */
export function insertStep(steps: TestStep[], place: StepPlace, step: TestStep): TestStep[] {
  return withList(steps, place.list, (list) => {
    const at = Math.max(0, Math.min(place.index, list.length));
    return [...list.slice(0, at), step, ...list.slice(at)];
  });
}

/**
 * Whether `id` may go to `place`: the list exists, is not inside the step itself, and the step
 * with what it holds would not nest deeper than the contract allows (the server refuses that).
 */
export function canMoveTo(steps: readonly TestStep[], id: string, place: StepPlace): boolean {
  const step = findStep(steps, id);
  if (!step || listAt(steps, place.list) === null) return false;
  if (place.list.parentId !== null && holdsStep(step, place.list.parentId)) return false;
  return depthOfList(steps, place.list) + heightOf(step) <= MAX_STEP_DEPTH;
}

/**
 * Moves a step to `place`, whose index counts the list without the moved step. The steps
 * unchanged when the move is refused (canMoveTo) or leaves the step where it is.
 */
export function moveStep(steps: TestStep[], id: string, place: StepPlace): TestStep[] {
  const from = placeOf(steps, id);
  const step = findStep(steps, id);
  if (!from || !step || !canMoveTo(steps, id, place)) return steps;
  if (sameList(from.list, place.list) && from.index === place.index) return steps;
  return insertStep(removeStep(steps, id), place, step);
}

/** Moves a step one place up (-1) or down (1) within its list; unchanged at either end. */
export function moveBy(steps: TestStep[], id: string, delta: -1 | 1): TestStep[] {
  const from = placeOf(steps, id);
  if (!from) return steps;
  const length = listAt(steps, from.list)?.length ?? 0;
  const index = from.index + delta;
  if (index < 0 || index >= length) return steps;
  return moveStep(steps, id, { list: from.list, index });
}

/** Whether a step can move up and down within its list. */
export function movesOf(steps: readonly TestStep[], id: string): { up: boolean; down: boolean } {
  const from = placeOf(steps, id);
  if (!from) return { up: false, down: false };
  const length = listAt(steps, from.list)?.length ?? 0;
  return { up: from.index > 0, down: from.index < length - 1 };
}

/** Every step id in a scenario's steps, depth first. */
export function stepIdsOf(steps: readonly TestStep[]): string[] {
  return steps.flatMap((step) => [step.id, ...stepIdsOf(childrenOf(step))]);
}
