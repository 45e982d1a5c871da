import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@heron/contract';

type Tree = { [key: string]: string | Tree };

/** The web app's own translation of a key, so a test in Chinese (or any language) finds what a person reads. */
export function translator(language: Language) {
  const file = path.resolve(
    import.meta.dirname,
    `../../apps/web/src/locales/${language}/translation.json`,
  );
  const tree = JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
  return (key: string, values: Record<string, string> = {}) => {
    let node: string | Tree | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`no translation for ${key} in ${language}`);
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
  };
}
