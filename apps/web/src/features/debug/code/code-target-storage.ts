import { CODE_TARGETS, isCodeTarget, type CodeTarget } from '@heron/engine/debug';

/** Where the last language chosen in the code dialog is kept, for every project alike. */
export const CODE_TARGET_STORAGE_KEY = 'heron.debug.codeTarget';

const DEFAULT_TARGET: CodeTarget = CODE_TARGETS[0].id;

/** The last target chosen in this browser; the first one when none (or an unknown one) is kept. */
export function readCodeTarget(): CodeTarget {
  try {
    const stored = window.localStorage.getItem(CODE_TARGET_STORAGE_KEY);
    return stored !== null && isCodeTarget(stored) ? stored : DEFAULT_TARGET;
  } catch {
    // Storage refused (private mode, a policy): start from the default each time.
    return DEFAULT_TARGET;
  }
}

export function writeCodeTarget(target: CodeTarget) {
  try {
    window.localStorage.setItem(CODE_TARGET_STORAGE_KEY, target);
  } catch {
    // As in readCodeTarget: the choice lasts while the dialog is open.
  }
}
