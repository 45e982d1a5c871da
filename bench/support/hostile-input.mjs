// Inputs a hostile member sends (issue 19), shared by the benchmarks that time them.

/**
 * A YAML alias bomb: `levels` anchors, each a list naming the one below `width` times, and an
 * `item` naming the top one `width` times. 10×9 is about 550 bytes that expand to 3.5 billion
 * values.
 */
export function yamlAliasBomb(levels, width) {
  const lines = ['a0: &a0 ["x"]'];
  for (let level = 1; level < levels; level += 1) {
    lines.push(
      `a${level}: &a${level} [${Array(width)
        .fill(`*a${level - 1}`)
        .join(', ')}]`,
    );
  }
  lines.push(
    `item: [${Array(width)
      .fill(`*a${levels - 1}`)
      .join(', ')}]`,
  );
  return `${lines.join('\n')}\n`;
}
