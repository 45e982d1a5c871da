import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's version, read once; the same from src/ and dist/. */
export const SERVER_VERSION: string = (
  JSON.parse(
    fs.readFileSync(
      path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../package.json'),
      'utf8',
    ),
  ) as { version: string }
).version;
