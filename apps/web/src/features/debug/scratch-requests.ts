/**
 * Blank requests opened from the designer ("New request") live in the designer's tabs beside
 * its items, under ids no item can have. They are never saved: a reload gives a blank request.
 */
const SCRATCH_PREFIX = 'request:';

export function newScratchId(): string {
  return `${SCRATCH_PREFIX}${crypto.randomUUID()}`;
}

export function isScratchId(id: string): boolean {
  return id.startsWith(SCRATCH_PREFIX);
}
