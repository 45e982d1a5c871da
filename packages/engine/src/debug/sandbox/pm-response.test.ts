import { describe, expect, it } from 'vitest';
import { assertionOutcome, logsOf, run, sampleResponse } from './test-support/script-input.js';

describe('pm.response: reading', () => {
  it('shows the code, status, time and size', async () => {
    const logs = await logsOf(
      `console.log(pm.response.code, pm.response.status, pm.response.reason(), pm.response.responseTime, pm.response.responseSize);`,
    );
    expect(logs).toEqual([`200 OK OK 87 ${sampleResponse().sizeBytes}`]);
  });

  it('reads headers without regard to case', async () => {
    const logs = await logsOf(`
      console.log(pm.response.headers.get('content-type'));
      console.log(String(pm.response.headers.get('X-Missing')));
      console.log(String(pm.response.headers.has('X-REQUEST-ID')), String(pm.response.headers.has('x-request-id', 'other')));
      console.log(JSON.stringify(pm.response.headers.toObject()));
    `);
    expect(logs).toEqual([
      'application/json; charset=utf-8',
      'undefined',
      'true false',
      '{"content-type":"application/json; charset=utf-8","x-request-id":"req-1","set-cookie":"b=2"}',
    ]);
  });

  it('does not let a script change the response headers', async () => {
    const result = await run(`pm.response.headers.add({ key: 'X', value: '1' });`);
    expect(result.error).toMatchObject({ kind: 'runtime' });
    expect(result.error?.message).toMatch(/^TypeError: /);
  });

  it('gives the body as text and as JSON', async () => {
    const logs = await logsOf(`
      console.log(pm.response.text());
      const body = pm.response.json();
      console.log(body.name, body.tags.length, body.address.city);
      body.name = 'changed';
      console.log(pm.response.json().name);
    `);
    expect(logs).toEqual([sampleResponse().bodyText, 'Ann 2 Oslo', 'Ann']);
  });

  it('gives a body holding NUL bytes whole (issue 19)', async () => {
    const response = sampleResponse({ bodyText: 'a\u0000b\u0000' });
    const logs = await logsOf(
      `const text = pm.response.text(); console.log(text.length, JSON.stringify(text));`,
      { response },
    );
    expect(logs).toEqual(['4 "a\\u0000b\\u0000"']);
  });

  it('throws a clear error the script can catch when the body is not JSON', async () => {
    const response = sampleResponse({ bodyText: '<html>oops</html>' });
    const caught = await logsOf(
      `try { pm.response.json(); } catch (e) { console.log(e.name); console.log(e.message); }`,
      { response },
    );
    expect(caught[0]).toBe('JSONError');
    expect(caught[1]).toMatch(
      /^pm\.response\.json\(\): the response body is not valid JSON \(SyntaxError: /,
    );
    const uncaught = await run(`pm.response.json();`, { response });
    expect(uncaught.error).toMatchObject({ kind: 'runtime', line: 1 });
    expect(uncaught.error?.message).toMatch(/^JSONError: pm\.response\.json\(\)/);
  });

  it('parses an empty body as an error, not as undefined', async () => {
    const logs = await logsOf(
      `try { pm.response.json(); console.log('parsed'); } catch (e) { console.log(e.name); }`,
      {
        response: sampleResponse({ bodyText: '' }),
      },
    );
    expect(logs).toEqual(['JSONError']);
  });

  it('fails json() on a hostile, deeply nested body as a catchable error', async () => {
    const logs = await logsOf(
      `try { pm.response.json(); console.log('parsed'); } catch (e) { console.log(e.name); }`,
      {
        response: sampleResponse({ bodyText: '['.repeat(200_000) }),
      },
    );
    expect(logs).toEqual(['JSONError']);
  });

  it('handles text beyond Latin-1 both ways', async () => {
    const bodyText = '{"greeting":"こんにちは 👋","emoji":"🦜"}';
    const logs = await logsOf(
      `console.log(pm.response.json().greeting, pm.response.text().length);`,
      {
        response: sampleResponse({ bodyText }),
      },
    );
    expect(logs).toEqual([`こんにちは 👋 ${bodyText.length}`]);
  });

  it('is not there for a pre-request script', async () => {
    const logs = await logsOf(`console.log(typeof pm.response);`, { phase: 'pre-request' });
    expect(logs).toEqual(['undefined']);
  });
});

describe('pm.response.to', () => {
  const cases: [string, string][] = [
    ['pm.response.to.have.status(200)', 'passed'],
    ['pm.response.to.have.status(201)', 'expected response to have status code 201 but got 200'],
    ['pm.response.to.not.have.status(200)', 'expected response to not have status code 200'],
    ["pm.response.to.have.status('OK')", 'passed'],
    [
      "pm.response.to.have.status('Created')",
      "expected response to have status reason 'Created' but got 'OK'",
    ],
    ["pm.response.to.have.header('Content-Type')", 'passed'],
    ["pm.response.to.have.header('x-request-id', 'req-1')", 'passed'],
    ["pm.response.to.have.header('X-Missing')", "expected response to have header 'X-Missing'"],
    [
      "pm.response.to.have.header('X-Request-Id', 'req-2')",
      "expected response header 'X-Request-Id' to be 'req-2' but got 'req-1'",
    ],
    ['pm.response.to.be.ok', 'passed'],
    ['pm.response.to.be.success', 'passed'],
    ['pm.response.to.not.be.error', 'passed'],
    ['pm.response.to.be.json', 'passed'],
    ['pm.response.to.be.notFound', 'expected response code to be 404 but found 200'],
    ['pm.response.to.be.clientError', 'expected response code to be 4XX but found 200'],
    ['pm.expect(pm.response).to.have.status(200)', 'passed'],
  ];
  it.each(cases)('%s → %s', async (expression, outcome) => {
    expect(await assertionOutcome(expression)).toBe(outcome);
  });

  it('judges ok, json and the status classes on the response it is given', async () => {
    const response = sampleResponse({
      code: 404,
      status: 'Not Found',
      bodyText: 'nope',
      headers: [{ name: 'Content-Type', value: 'text/plain' }],
    });
    const result = await run(
      `
      pm.test('ok', () => pm.response.to.be.ok);
      pm.test('json', () => pm.response.to.be.json);
      pm.test('notFound', () => pm.response.to.be.notFound);
      pm.test('error', () => pm.response.to.be.error);
    `,
      { response },
    );
    expect(result.tests).toEqual([
      { name: 'ok', passed: false, error: 'expected response code to be 200 but found 404' },
      {
        name: 'json',
        passed: false,
        error: "expected response to be json (content-type 'text/plain', body does not parse)",
      },
      { name: 'notFound', passed: true },
      { name: 'error', passed: true },
    ]);
  });

  it('keeps ok as plain truthiness for values that are not the response', async () => {
    expect(await assertionOutcome('pm.expect(1).to.be.ok')).toBe('passed');
    expect(await assertionOutcome("pm.expect('').to.be.ok")).toBe("expected '' to be truthy");
  });

  it('tells a script that status() works on pm.response only', async () => {
    expect(await assertionOutcome('pm.expect(200).to.have.status(200)')).toBe(
      'TypeError: pm.expect: .status only works on pm.response',
    );
  });
});
