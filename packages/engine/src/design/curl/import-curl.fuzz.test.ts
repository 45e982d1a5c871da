import { describe, it } from 'vitest';
import { checkImportResult } from '../import/test-support/check-result.js';
import { mutateText, pick, seededRandom } from '../import/test-support/fuzz.js';
import { importCurl } from './import-curl.js';

async function fuzzOnce(text: string): Promise<void> {
  checkImportResult(await importCurl({ files: [{ name: 'fuzz.sh', text }] }, {}));
}

/** Real-looking commands, for mutations. */
const COMMANDS = [
  `curl 'https://api.test/v1/items?a=1&b=2' -H 'accept: application/json' --data-raw '{"x":[1,2]}' --compressed`,
  'curl -sSL -X PUT https://api.test/x -F "f=@a.png;type=image/png" -F n=1 -u a:b',
  "curl $'https://api.test/\\x41' -d a=1 -d b=2 -G --data-urlencode 'q=x y'",
  'curl ^"https://api.test/^" ^\r\n  -H ^"A: b^" ^\r\n  --data-raw ^"^{^\\^"a^\\^":1^}^"',
  'curl --json \'{"a":1}\' https://api.test/j \\\n  -b "s=1; t=2" -A agent -e ref -I',
];

/** Pieces shells and curl give meaning to. */
const PIECES = [
  'curl',
  ' ',
  ' ',
  '\n',
  '\\\n',
  '^\n',
  '`\n',
  "'",
  '"',
  "$'",
  '\\',
  '^',
  '$',
  '#',
  ';',
  '&&',
  '|',
  '&',
  '-X',
  'POST',
  '-H',
  'a: b',
  '-d',
  '@f',
  '-F',
  'x=@y',
  '--json',
  '{',
  '}',
  '-u',
  'u:p',
  '-G',
  '-I',
  '--url',
  'https://h.test/p?q=1',
  'h.test',
  '-T',
  '--',
  '-',
  '-XGET',
  '--data-urlencode',
  '=x',
  '--bogus',
];

describe('importCurl fuzz', () => {
  it('survives mutated commands', { timeout: 120_000 }, async () => {
    const random = seededRandom(7001);
    for (let round = 0; round < 500; round += 1)
      await fuzzOnce(mutateText(pick(random, COMMANDS), random));
  });

  it('survives random shell text', { timeout: 120_000 }, async () => {
    const random = seededRandom(7002);
    for (let round = 0; round < 1000; round += 1) {
      const length = 1 + Math.floor(random() * 40);
      await fuzzOnce(
        Array.from({ length }, () => pick(random, PIECES)).join(random() < 0.5 ? ' ' : ''),
      );
    }
  });

  it('survives huge and hostile text', { timeout: 120_000 }, async () => {
    await fuzzOnce(`curl https://h.test/${'a'.repeat(3_000_000)}`);
    await fuzzOnce(
      `curl -d '${'{'.repeat(200_000)}' -H 'Content-Type: application/json' https://h.test/`,
    );
    await fuzzOnce('curl https://h.test/ \\\n'.repeat(20_000));
    await fuzzOnce(`curl ${'"'.repeat(100_001)}`);
    await fuzzOnce('\\'.repeat(100_001));
  });
});
