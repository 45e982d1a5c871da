/**
 * Which case an endpoint's panel has loaded, kept while the page lives, like the panel's request
 * (`debug-panel-memory.ts`): switching to Design and back still saves into the same case.
 */
export interface LoadedCase {
  caseId: string;
  /** The version the builder's request started from: a save names it. */
  version: number;
}

const memory = new Map<string, LoadedCase>();

export function loadedCaseKey(projectId: string, endpointId: string): string {
  return `${projectId}/${endpointId}`;
}

export function recallLoadedCase(key: string): LoadedCase | null {
  return memory.get(key) ?? null;
}

export function rememberLoadedCase(key: string, value: LoadedCase | null): void {
  if (value === null) memory.delete(key);
  else memory.set(key, value);
}

/** Forgets everything (tests start from nothing). */
export function forgetLoadedCases(): void {
  memory.clear();
}
