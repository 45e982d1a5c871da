import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { nextIp } from './auth-helpers.js';

/**
 * A browser's cookie jar in front of `app.inject`: keeps the cookies answers set, drops the
 * ones they clear, and sends them with every request, all from one client address.
 */
export function browser(app: FastifyInstance, ip = nextIp()) {
  const jar = new Map<string, string>();
  const keep = (response: LightMyRequestResponse) => {
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      expires?: Date;
      maxAge?: number;
    }[]) {
      const isCleared =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (isCleared) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return response;
  };
  const request = async (options: InjectOptions) =>
    keep(
      await app.inject({
        remoteAddress: ip,
        ...options,
        cookies: { ...Object.fromEntries(jar), ...(options.cookies ?? {}) },
      }),
    );
  return {
    jar,
    cookie: (name: string) => jar.get(name),
    get: (url: string) => request({ method: 'GET', url }),
    post: (url: string, payload?: object) =>
      request(payload === undefined ? { method: 'POST', url } : { method: 'POST', url, payload }),
    request,
  };
}
