import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SourceFile } from '../../import/types.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');

/** The shared fixtures folder (real public descriptions; never copied into the project). */
export const FIXTURES = process.env.HERON_FIXTURES ?? path.resolve(repoRoot, '../shared/fixtures');
export const hasFixtures = fs.existsSync(path.join(FIXTURES, 'openapi'));
export const NO_FIXTURES = `the shared fixtures are not at ${FIXTURES} (set HERON_FIXTURES)`;

export interface OpenApiFixture {
  /** Path under the fixtures folder, e.g. `oai-examples/v3.0/petstore.yaml`. */
  name: string;
  /** The files to import: one, or every file of a multi-file description. */
  files: SourceFile[];
  entry: string;
  bytes: number;
}

/** Files under the folders that are not OpenAPI documents, with the reason they are left out. */
export const SKIPPED_FIXTURES: Record<string, string> = {
  'openapi/redocly-museum-api.arazzo.yaml':
    'an Arazzo workflow description (it refers to an OpenAPI document), not an OpenAPI document',
};

/** A multi-file description's folder: its files are imported together from the entry. */
const MULTI_FILE = /^(oai-examples\/v2\.0\/(json|yaml)\/petstore-separate)\/(.*)$/;

/** Every OpenAPI / Swagger fixture (multi-file descriptions as one), sorted by name. */
export function listOpenApiFixtures(): OpenApiFixture[] {
  if (!hasFixtures) return [];
  const names: string[] = [];
  for (const folder of ['openapi', 'oai-examples']) {
    for (const entry of fs.readdirSync(path.join(FIXTURES, folder), {
      recursive: true,
    }) as string[]) {
      const name = `${folder}/${entry.split(path.sep).join('/')}`;
      if (/\.(json|ya?ml)$/.test(name) && fs.statSync(path.join(FIXTURES, name)).isFile())
        names.push(name);
    }
  }
  const fixtures: OpenApiFixture[] = [];
  const multi = new Map<string, string[]>();
  for (const name of names.sort()) {
    if (SKIPPED_FIXTURES[name] !== undefined) continue;
    const match = MULTI_FILE.exec(name);
    if (match !== null) {
      const list = multi.get(match[1]!) ?? [];
      list.push(match[3]!);
      multi.set(match[1]!, list);
      continue;
    }
    const text = fs.readFileSync(path.join(FIXTURES, name), 'utf8');
    fixtures.push({
      name,
      files: [{ name: path.basename(name), text }],
      entry: path.basename(name),
      bytes: text.length,
    });
  }
  for (const [folder, relative] of multi) {
    const files = relative.map((file) => ({
      name: file,
      text: fs.readFileSync(path.join(FIXTURES, folder, file), 'utf8'),
    }));
    const entry = relative.find((file) => /^spec\/swagger\.(json|yaml)$/.test(file))!;
    fixtures.push({
      name: folder,
      files,
      entry,
      bytes: files.reduce((sum, file) => sum + file.text.length, 0),
    });
  }
  return fixtures.sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** A fixture's files by path under the fixtures folder. */
export function readFixture(name: string): string {
  return fs.readFileSync(path.join(FIXTURES, name), 'utf8');
}
