import { describe, expect, it } from 'vitest';
import { logsOf, run, sampleRequest } from './test-support/script-input.js';

const preRequest = { phase: 'pre-request' as const };

describe('pm.request: reading', () => {
  it('shows the method, the URL as text and its parts', async () => {
    const logs = await logsOf(
      `
      console.log(pm.request.method);
      console.log(pm.request.url.toString());
      console.log('' + pm.request.url);
      console.log(pm.request.url.getHost(), pm.request.url.getPath(), pm.request.url.getQueryString());
    `,
      preRequest,
    );
    expect(logs).toEqual([
      'POST',
      'https://api.example.com/v1/users?page=2',
      'https://api.example.com/v1/users?page=2',
      'api.example.com /v1/users page=2',
    ]);
  });

  it('reads headers without regard to case', async () => {
    const logs = await logsOf(
      `
      console.log(pm.request.headers.get('content-type'));
      console.log(String(pm.request.headers.has('ACCEPT')), String(pm.request.headers.has('X-Missing')));
      console.log(String(pm.request.headers.has('accept', 'application/json')));
      console.log(JSON.stringify(pm.request.headers.toObject()));
      console.log(pm.request.headers.count(), pm.request.headers.all().map(String).join(' | '));
    `,
      preRequest,
    );
    expect(logs).toEqual([
      'application/json',
      'true false',
      'true',
      '{"accept":"application/json","content-type":"application/json"}',
      '2 Accept: application/json | Content-Type: application/json',
    ]);
  });

  it('shows a text body as raw', async () => {
    const logs = await logsOf(
      `console.log(pm.request.body.mode, pm.request.body.raw, pm.request.body.toString(), String(pm.request.body.isEmpty()));`,
      preRequest,
    );
    expect(logs).toEqual(['raw {"name":"Ann"} {"name":"Ann"} false']);
  });

  it('shows form bodies by field, and a file body by its name only', async () => {
    const urlencoded = await logsOf(
      `console.log(pm.request.body.mode, pm.request.body.urlencoded.get('q'), pm.request.body.toString());`,
      {
        ...preRequest,
        request: sampleRequest({
          body: {
            kind: 'urlencoded',
            fields: [
              { name: 'q', value: 'a b' },
              { name: 'n', value: '1' },
            ],
          },
        }),
      },
    );
    expect(urlencoded).toEqual(['urlencoded a b q=a%20b&n=1']);
    const multipart = await logsOf(
      `console.log(pm.request.body.mode, JSON.stringify(pm.request.body.formdata.toObject()));`,
      {
        ...preRequest,
        request: sampleRequest({
          body: {
            kind: 'multipart',
            parts: [
              { kind: 'text', name: 'title', value: 'T' },
              {
                kind: 'file',
                name: 'file',
                fileName: 'a.png',
                contentType: 'image/png',
                base64: 'AAAA',
              },
            ],
          },
        }),
      },
    );
    expect(multipart).toEqual(['formdata {"title":"T","file":"a.png"}']);
    const binary = await logsOf(`console.log(pm.request.body.mode, pm.request.body.file.src);`, {
      ...preRequest,
      request: sampleRequest({
        body: {
          kind: 'binary',
          fileName: 'b.bin',
          contentType: 'application/octet-stream',
          base64: 'AAAA',
        },
      }),
    });
    expect(binary).toEqual(['file b.bin']);
  });
});

describe('pm.request: changes a pre-request script makes', () => {
  it('adds, upserts and removes headers, keeping order and repeated names', async () => {
    const result = await run(
      `
      pm.request.headers.add({ key: 'X-Trace', value: 'one' });
      pm.request.headers.add({ key: 'X-Trace', value: 'two' });
      pm.request.headers.add('X-Text: written as text');
      pm.request.headers.upsert({ key: 'accept', value: 'text/plain' });
      pm.request.headers.upsert({ key: 'Authorization', value: 'Bearer t' });
      pm.request.headers.remove('content-type');
      console.log(pm.request.headers.get('x-trace'));
    `,
      preRequest,
    );
    expect(result.error).toBeUndefined();
    expect(result.request.headers).toEqual([
      { name: 'Accept', value: 'text/plain' },
      { name: 'X-Trace', value: 'one' },
      { name: 'X-Trace', value: 'two' },
      { name: 'X-Text', value: 'written as text' },
      { name: 'Authorization', value: 'Bearer t' },
    ]);
    // With repeated names, get() answers the last one, as Postman does.
    expect(result.console[0]?.text).toBe('two');
  });

  it('upsert replaces every header of that name with one', async () => {
    const result = await run(
      `pm.request.headers.add({ key: 'X-A', value: '1' }); pm.request.headers.add({ key: 'x-a', value: '2' }); pm.request.headers.upsert({ key: 'X-A', value: '3' });`,
      preRequest,
    );
    expect(result.request.headers.filter((header) => header.name.toLowerCase() === 'x-a')).toEqual([
      { name: 'X-A', value: '3' },
    ]);
  });

  it('refuses a header without a name', async () => {
    const result = await run(`pm.request.headers.add({ value: 'x' });`, preRequest);
    expect(result.error?.message).toContain('a header needs a name');
    expect(result.request.headers).toEqual(sampleRequest().headers);
  });

  it('sets the URL and the method', async () => {
    const result = await run(
      `
      pm.request.url = pm.request.url.toString().replace('/v1/', '/v2/');
      pm.request.method = 'put';
    `,
      preRequest,
    );
    expect(result.request.url).toBe('https://api.example.com/v2/users?page=2');
    expect(result.request.method).toBe('PUT');
  });

  it('sets the URL through update()', async () => {
    const result = await run(`pm.request.url.update('https://other.example.com/x');`, preRequest);
    expect(result.request.url).toBe('https://other.example.com/x');
  });

  it('replaces the body with raw text, keeping its content type', async () => {
    const result = await run(
      `
      const body = JSON.parse(pm.request.body.raw);
      body.signedAt = 'now';
      pm.request.body.raw = JSON.stringify(body);
    `,
      preRequest,
    );
    expect(result.request.body).toEqual({
      kind: 'text',
      contentType: 'application/json',
      text: '{"name":"Ann","signedAt":"now"}',
    });
  });

  it('accepts the body as a string or as { mode, raw }', async () => {
    const asString = await run(`pm.request.body = 'plain';`, preRequest);
    expect(asString.request.body).toEqual({
      kind: 'text',
      contentType: 'application/json',
      text: 'plain',
    });
    const asObject = await run(
      `pm.request.body.update({ mode: 'raw', raw: 'updated' });`,
      preRequest,
    );
    expect(asObject.request.body).toEqual({
      kind: 'text',
      contentType: 'application/json',
      text: 'updated',
    });
  });

  it('gives a body where there was none the Content-Type header as its type', async () => {
    const result = await run(`pm.request.body = '<a/>';`, {
      ...preRequest,
      request: sampleRequest({
        headers: [{ name: 'Content-Type', value: 'application/xml' }],
        body: { kind: 'none' },
      }),
    });
    expect(result.request.body).toEqual({
      kind: 'text',
      contentType: 'application/xml',
      text: '<a/>',
    });
  });

  it('leaves a file body untouched, bytes and all, when the script does not replace it', async () => {
    const request = sampleRequest({
      body: {
        kind: 'multipart',
        parts: [
          {
            kind: 'file',
            name: 'f',
            fileName: 'a.bin',
            contentType: 'application/octet-stream',
            base64: 'AAECAw==',
          },
        ],
      },
    });
    const result = await run(`pm.request.headers.add({ key: 'X-A', value: '1' });`, {
      ...preRequest,
      request,
    });
    expect(result.request.body).toEqual(request.body);
  });

  it('keeps the changes made before the script failed', async () => {
    const result = await run(
      `pm.request.headers.add({ key: 'X-Before', value: '1' });\nnull.x;`,
      preRequest,
    );
    expect(result.error?.kind).toBe('runtime');
    expect(result.request.headers.at(-1)).toEqual({ name: 'X-Before', value: '1' });
  });

  it('does not change the caller’s request object', async () => {
    const request = sampleRequest();
    const copy = structuredClone(request);
    await run(
      `pm.request.headers.add({ key: 'X', value: '1' }); pm.request.url = 'https://x.test/';`,
      { ...preRequest, request },
    );
    expect(request).toEqual(copy);
  });
});

describe('pm.info', () => {
  it('names the phase the way Postman does', async () => {
    expect(await logsOf(`console.log(pm.info.eventName)`, preRequest)).toEqual(['prerequest']);
    expect(await logsOf(`console.log(pm.info.eventName)`)).toEqual(['test']);
  });
});
