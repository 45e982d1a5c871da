import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every accent comes from the theme (spec §9, issue 21). antd's blue and its preset palettes
// of blue and purple are fixed whatever the theme, so naming them in a component brings back
// the blue (or a second, slightly different purple) among the primary's purple.
const FORBIDDEN = [
  { why: "antd's blue", pattern: /#1677ff|rgba?\(\s*22,\s*119,\s*255\b/i },
  {
    why: 'a preset palette that ignores the theme',
    pattern: /(['"`])(blue|geekblue|purple)(-\d+|-inverse)?\1|--ant-(blue|geekblue|purple)\b/,
  },
];
const SOURCE = /\.(tsx?|css)$/;
// Tests may name the colours they look for.
const TEST = /\.test\.tsx?$/;
const ROOT = path.resolve(import.meta.dirname, '..');

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [full] : [];
  });
}

describe('the web sources (bug: links, progress bars and info tags were antd’s blue)', () => {
  it('name no colour that ignores the theme', () => {
    const files = sourceFiles(ROOT);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          FORBIDDEN.filter(({ pattern }) => pattern.test(line)).map(
            ({ why }) => `${path.relative(ROOT, file)}:${index + 1} ${why}: ${line.trim()}`,
          ),
        ),
    );
    expect(offenders).toEqual([]);
  });
});
