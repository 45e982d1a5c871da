import { describe, expect, it } from 'vitest';
import { scriptsFromPostman } from './postman-scripts.js';

describe('scriptsFromPostman', () => {
  it('takes the prerequest and test scripts, lines joined, in their order', () => {
    expect(
      scriptsFromPostman({
        'x-postman-event': [
          {
            listen: 'test',
            script: { type: 'text/javascript', exec: ['pm.test("a", () => {', '});'] },
          },
          { listen: 'prerequest', script: { exec: "pm.variables.set('n', 1);" } },
          { listen: 'test', script: { exec: ['console.log(2);'] } },
        ],
      }),
    ).toEqual({
      preRequestScript: "pm.variables.set('n', 1);",
      postResponseScript: 'pm.test("a", () => {\n});\nconsole.log(2);',
    });
  });

  it('ignores what is not a script it can run: other listeners, disabled, empty, malformed', () => {
    expect(
      scriptsFromPostman({
        'x-postman-event': [
          { listen: 'beforeRequest', script: { exec: ['x'] } },
          { listen: 'test', disabled: true, script: { exec: ['y'] } },
          { listen: 'test', script: { exec: ['  '] } },
          { listen: 'prerequest', script: { exec: [1, 2] } },
          null,
          'text',
        ],
      }),
    ).toEqual({ preRequestScript: '', postResponseScript: '' });
    expect(scriptsFromPostman(undefined)).toEqual({ preRequestScript: '', postResponseScript: '' });
    expect(scriptsFromPostman({ 'x-postman-event': 'no' })).toEqual({
      preRequestScript: '',
      postResponseScript: '',
    });
  });
});
