import { describe, expect, it } from 'vitest';
import { run, sampleRequest, sampleResponse } from './test-support/script-input.js';

/** Postman stores a script as `exec`, an array of lines; an import joins them with newlines. */
const exec = (...lines: string[]): string => lines.join('\n');

const usersPage = JSON.stringify({
  page: 1,
  per_page: 2,
  total: 12,
  data: [
    { id: 1, email: 'george.bluth@example.com', first_name: 'George', last_name: 'Bluth' },
    { id: 2, email: 'janet.weaver@example.com', first_name: 'Janet', last_name: 'Weaver' },
  ],
});

describe('scripts written for Postman run unchanged', () => {
  it('runs the snippets Postman offers for tests', async () => {
    const result = await run(
      exec(
        'pm.test("Status code is 200", function () {',
        '    pm.response.to.have.status(200);',
        '});',
        'pm.test("Response time is less than 200ms", function () {',
        '    pm.expect(pm.response.responseTime).to.be.below(200);',
        '});',
        'pm.test("Content-Type is present", function () {',
        '    pm.response.to.have.header("Content-Type");',
        '});',
        'pm.test("Body matches string", function () {',
        '    pm.expect(pm.response.text()).to.include("Ann");',
        '});',
        'pm.test("Your test name", function () {',
        '    var jsonData = pm.response.json();',
        '    pm.expect(jsonData.id).to.eql(42);',
        '});',
        'pm.test("Successful POST request", function () {',
        '    pm.expect(pm.response.code).to.be.oneOf([201, 202]);',
        '});',
      ),
    );
    expect(result.error).toBeUndefined();
    expect(result.tests).toEqual([
      { name: 'Status code is 200', passed: true },
      { name: 'Response time is less than 200ms', passed: true },
      { name: 'Content-Type is present', passed: true },
      { name: 'Body matches string', passed: true },
      { name: 'Your test name', passed: true },
      {
        name: 'Successful POST request',
        passed: false,
        error: 'expected 200 to be one of [ 201, 202 ]',
      },
    ]);
  });

  it('checks a paged list with several expects in one test', async () => {
    const result = await run(
      exec(
        'const body = pm.response.json();',
        '',
        "pm.test('returns a page of users', () => {",
        "    pm.expect(body).to.be.an('object');",
        "    pm.expect(body).to.have.all.keys('page', 'per_page', 'total', 'data');",
        "    pm.expect(body.data).to.be.an('array').that.is.not.empty;",
        '    pm.expect(body.data).to.have.lengthOf(body.per_page);',
        '});',
        '',
        "pm.test('every user has an id and an email', () => {",
        '    body.data.forEach((user) => {',
        "        pm.expect(user).to.include.all.keys('id', 'email');",
        '        pm.expect(user.email).to.match(/@example\\.com$/);',
        "        pm.expect(user.id).to.be.a('number').and.to.be.above(0);",
        '    });',
        '});',
        '',
        "pm.test('the total is consistent', () => {",
        '    pm.expect(body.total).to.be.at.least(body.data.length);',
        "    pm.expect(body.page, 'first page').to.equal(2);",
        '});',
      ),
      { response: sampleResponse({ bodyText: usersPage }) },
    );
    expect(result.error).toBeUndefined();
    expect(result.tests).toEqual([
      { name: 'returns a page of users', passed: true },
      { name: 'every user has an id and an email', passed: true },
      {
        name: 'the total is consistent',
        passed: false,
        error: 'first page: expected 1 to equal 2',
      },
    ]);
  });

  it('keeps the token of a login response for the next requests', async () => {
    const result = await run(
      exec(
        'var jsonData = pm.response.json();',
        'pm.test("Login succeeded", function () {',
        '    pm.response.to.be.ok;',
        '    pm.response.to.be.json;',
        '    pm.expect(jsonData).to.have.property("token");',
        '});',
        'if (jsonData.token) {',
        '    pm.environment.set("authToken", jsonData.token);',
        '    pm.collectionVariables.set("userId", jsonData.id);',
        '    console.log("Saved token for user " + jsonData.id);',
        '} else {',
        '    pm.environment.unset("authToken");',
        '}',
      ),
      {
        variables: {
          globals: {},
          environment: { baseUrl: 'https://api.example.com', authToken: 'old' },
          collection: {},
          local: {},
        },
      },
    );
    expect(result.error).toBeUndefined();
    expect(result.tests).toEqual([{ name: 'Login succeeded', passed: true }]);
    expect(result.variables.environment).toEqual({
      baseUrl: 'https://api.example.com',
      authToken: 't-123',
    });
    expect(result.variables.collection).toEqual({ userId: '42' });
    expect(result.console).toEqual([{ level: 'log', text: 'Saved token for user 42' }]);
  });

  it('signs a request in a pre-request script', async () => {
    const result = await run(
      exec(
        '// Add a timestamp, a request id and basic credentials before sending',
        'const timestamp = Math.floor(Date.now() / 1000);',
        "pm.environment.set('timestamp', timestamp.toString());",
        "const requestId = 'req-' + Math.random().toString(36).slice(2, 10);",
        "pm.variables.set('requestId', requestId);",
        'pm.request.headers.upsert({ key: "X-Request-Id", value: pm.variables.get("requestId") });',
        'pm.request.headers.add({',
        '    key: "Authorization",',
        "    value: 'Basic ' + btoa(pm.environment.get('user') + ':' + pm.environment.get('password'))",
        '});',
        'const body = JSON.parse(pm.request.body.raw);',
        'body.requestedAt = new Date(timestamp * 1000).toISOString();',
        'pm.request.body.raw = JSON.stringify(body);',
        "pm.request.url = pm.variables.replaceIn('{{baseUrl}}/v2/users');",
      ),
      {
        phase: 'pre-request',
        request: sampleRequest(),
        variables: {
          globals: {},
          environment: { user: 'ann', password: 'secret', baseUrl: 'https://staging.example.com' },
          collection: {},
          local: {},
        },
      },
    );
    expect(result.error).toBeUndefined();
    expect(result.variables.environment.timestamp).toMatch(/^\d{10}$/);
    expect(result.variables.local.requestId).toMatch(/^req-[a-z0-9]+$/);
    expect(result.request.url).toBe('https://staging.example.com/v2/users');
    expect(result.request.headers).toEqual([
      { name: 'Accept', value: 'application/json' },
      { name: 'Content-Type', value: 'application/json' },
      { name: 'X-Request-Id', value: result.variables.local.requestId },
      { name: 'Authorization', value: `Basic ${Buffer.from('ann:secret').toString('base64')}` },
    ]);
    expect(result.request.body.kind).toBe('text');
    if (result.request.body.kind === 'text') {
      expect(JSON.parse(result.request.body.text)).toMatchObject({
        name: 'Ann',
        requestedAt: expect.any(String),
      });
    }
  });

  it('checks an error response the way API test suites do', async () => {
    const response = sampleResponse({
      code: 422,
      status: 'Unprocessable Entity',
      bodyText: JSON.stringify({ errors: [{ field: 'email', message: 'is invalid' }] }),
    });
    const result = await run(
      exec(
        'pm.test("rejects the bad email", () => {',
        '    pm.response.to.have.status(422);',
        '    pm.response.to.be.clientError;',
        '    const { errors } = pm.response.json();',
        "    pm.expect(errors).to.deep.include({ field: 'email', message: 'is invalid' });",
        "    pm.expect(errors.map(e => e.field)).to.have.members(['email']);",
        '});',
        'pm.test("is not a success", () => {',
        '    pm.expect(pm.response.code, "status code").to.be.within(200, 299);',
        '});',
      ),
      { response },
    );
    expect(result.error).toBeUndefined();
    expect(result.tests).toEqual([
      { name: 'rejects the bad email', passed: true },
      {
        name: 'is not a success',
        passed: false,
        error: 'status code: expected 422 to be within 200..299',
      },
    ]);
  });

  it('runs a Windows-style script with CRLF line endings and reports the right line', async () => {
    const result = await run(
      ['pm.test("a", function () {', '  pm.expect(1).to.equal(1);', '});', 'undefinedCall();'].join(
        '\r\n',
      ),
    );
    expect(result.tests).toEqual([{ name: 'a', passed: true }]);
    expect(result.error).toMatchObject({ kind: 'runtime', line: 4 });
  });
});
