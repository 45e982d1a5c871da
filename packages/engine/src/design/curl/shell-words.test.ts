import { describe, expect, it } from 'vitest';
import { splitShellCommands } from './shell-words.js';

function words(text: string): string[][] {
  const split = splitShellCommands(text);
  if (!split.ok) throw new Error(split.message);
  return split.commands.map((command) => command.map((word) => word.value));
}

describe('splitShellCommands (POSIX)', () => {
  it('reads single quotes literally and double quotes with their escapes', () => {
    expect(words(`curl 'a "b" \\n' "c \\"d\\" \\$HOME \\x" e\\ f`)).toEqual([
      ['curl', 'a "b" \\n', 'c "d" $HOME \\x', 'e f'],
    ]);
  });

  it("reads $'…' ANSI-C strings", () => {
    expect(words(`x $'a\\nb\\t\\x41\\u00e9\\101\\'q\\\\'`)).toEqual([['x', "a\nb\tAéA'q\\"]]);
  });

  it('joins backslash-newline continuations and splits commands on newlines and separators', () => {
    expect(
      words('curl -X POST \\\n  https://a.test \\\r\n  -d x\ncurl b; curl c && curl d | jq .'),
    ).toEqual([
      ['curl', '-X', 'POST', 'https://a.test', '-d', 'x'],
      ['curl', 'b'],
      ['curl', 'c'],
      ['curl', 'd'],
      ['jq', '.'],
    ]);
  });

  it('keeps an unquoted & inside a URL, skips comments, keeps empty quoted words', () => {
    expect(words("# a comment\ncurl https://a.test/?x=1&y=2 '' # trailing")).toEqual([
      ['curl', 'https://a.test/?x=1&y=2', ''],
    ]);
  });

  it('accepts PowerShell backtick continuations', () => {
    expect(words('curl.exe `\n  -H "A: b" `\n  https://a.test')).toEqual([
      ['curl.exe', '-H', 'A: b', 'https://a.test'],
    ]);
  });

  it('names the place of an unterminated quote', () => {
    expect(splitShellCommands("curl -d 'abc")).toEqual({
      ok: false,
      message: 'A single quote is not closed.',
      offset: 8,
    });
    expect(splitShellCommands('curl "abc')).toEqual({
      ok: false,
      message: 'A double quote is not closed.',
      offset: 5,
    });
    expect(splitShellCommands("curl $'abc")).toMatchObject({ ok: false, offset: 5 });
  });
});

describe('splitShellCommands (Windows cmd)', () => {
  it('reads caret escapes and caret continuations as "Copy as cURL (cmd)" writes them', () => {
    const text = [
      'curl ^"https://api.test/items?a=1^&b=2^" ^',
      '  -H ^"content-type: application/json^" ^',
      '  --data-raw ^"^{^\\^"name^\\^":^\\^"x^\\^"^}^"',
    ].join('\r\n');
    expect(words(text)).toEqual([
      [
        'curl',
        'https://api.test/items?a=1&b=2',
        '-H',
        'content-type: application/json',
        '--data-raw',
        '{"name":"x"}',
      ],
    ]);
  });

  it('names the place of an unterminated quote', () => {
    expect(splitShellCommands('curl ^\n "abc')).toMatchObject({ ok: false, offset: 8 });
  });
});
