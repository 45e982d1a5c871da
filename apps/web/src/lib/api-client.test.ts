import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@heron/contract';
import { ApiError, apiRequest, errorMessageKey } from './api-client';

function stubFetch(response: Response | Error | DOMException) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    response instanceof Response ? Promise.resolve(response) : Promise.reject(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function json(body: unknown, status = 200, contentType = 'application/json; charset=utf-8') {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with the session cookie and returns the parsed body', async () => {
    const fetchMock = stubFetch(json({ id: 't1' }, 201));
    const result = await apiRequest<{ id: string }>('/api/v1/teams', {
      method: 'POST',
      body: { name: 'Core' },
      query: { page: 1, q: undefined },
    });
    expect(result).toEqual({ id: 't1' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/teams?page=1');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"name":"Core"}',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    });
  });

  it('sends a FormData as is, leaving its multipart Content-Type to the browser', async () => {
    const fetchMock = stubFetch(json({ ok: true }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await apiRequest('/api/v1/account/avatar', { method: 'POST', body: form });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('resolves undefined for 204 No Content', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/v1/teams/t1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('turns a problem+json answer into an ApiError with code, status and field errors', async () => {
    stubFetch(
      json(
        {
          type: 'about:blank',
          title: 'Request validation failed',
          status: 400,
          code: 'VALIDATION_FAILED',
          errors: [{ in: 'body', pointer: '/name', message: 'Required' }],
        },
        400,
        'application/problem+json',
      ),
    );
    const error = await apiRequest('/api/v1/teams', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
      errors: [{ in: 'body', pointer: '/name', message: 'Required' }],
    });
  });

  it('keeps retryAfterSeconds of a rate-limit problem', async () => {
    stubFetch(
      json(
        {
          type: 'about:blank',
          title: 'Too many',
          status: 429,
          code: 'RATE_LIMITED',
          retryAfterSeconds: 30,
        },
        429,
        'application/problem+json',
      ),
    );
    await expect(apiRequest('/api/v1/x')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 30,
    });
  });

  it('maps a non-problem failure by its status', async () => {
    stubFetch(new Response('<html>Forbidden</html>', { status: 403 }));
    await expect(apiRequest('/api/v1/x')).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
      status: 403,
      errors: [],
    });
  });

  it('maps a problem with an unknown code by its status', async () => {
    stubFetch(
      json(
        { type: 'x', title: 'x', status: 500, code: 'FUTURE_CODE' },
        500,
        'application/problem+json',
      ),
    );
    await expect(apiRequest('/api/v1/x')).rejects.toMatchObject({ code: 'INTERNAL_ERROR' });
  });

  it('reports an unreachable server as SERVICE_UNAVAILABLE with status 0', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/v1/x')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 0,
    });
  });

  it('lets a cancel through as an AbortError', async () => {
    stubFetch(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(apiRequest('/api/v1/x')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses a path outside /api/', async () => {
    stubFetch(json({}));
    await expect(apiRequest('/v1/teams')).rejects.toThrow(TypeError);
  });
});

describe('errorMessageKey', () => {
  it.each(ERROR_CODES)('maps %s to its errors key', (code) => {
    expect(errorMessageKey(code)).toBe(`errors.${code}`);
  });

  it('maps an unknown code to the internal error message', () => {
    expect(errorMessageKey('SOMETHING_NEW')).toBe('errors.INTERNAL_ERROR');
  });
});
