/** The `data-testid`s of the inherited-auth note. Stable: change one only with its tests. */
export const INHERITED_TEST_IDS = {
  note: 'debug-inherited-auth',
} as const;
