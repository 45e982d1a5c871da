/**
 * The `data-testid`s a dialog gives its cost: the rows, and the alerts that hold Start back. Each
 * dialog names its own (annotation and test generation in AI_TEST_IDS, AI import in the design's).
 */
export interface CostTestIds {
  cost: string;
  notEnoughPoints: string;
  capReached: string;
}
