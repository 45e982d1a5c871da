/**
 * Inputs a hostile user hands the server (issue 19), for the tests that prove it is not stalled.
 */

/**
 * A YAML alias bomb: each level's anchor is a list naming the level below `width` times, so
 * `levels` levels stand for width^levels values in a few hundred bytes. The measured attack was
 * 10 levels of 9 (490 bytes, 3.5 billion values), sent as a Postman collection, HAR or Heron
 * file. `top` is the key the last level is written under (`item` makes it look like a collection).
 */
export function yamlAliasBomb(levels = 10, width = 9, top = 'item'): string {
  const lines = ['a0: &a0 ["x"]'];
  for (let level = 1; level < levels; level += 1) {
    const names = Array.from({ length: width }, () => `*a${level - 1}`).join(', ');
    lines.push(`a${level}: &a${level} [${names}]`);
  }
  const names = Array.from({ length: width }, () => `*a${levels - 1}`).join(', ');
  lines.push(`${top}: [${names}]`);
  return `${lines.join('\n')}\n`;
}

/** A pre-request script that never ends on its own. */
export const ENDLESS_SCRIPT = 'while (true) {}';
