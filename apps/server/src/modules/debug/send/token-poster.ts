import { runExchange } from './run-exchange.js';
import type { SendContext } from './send-context.js';
import { SendFailure } from './send-errors.js';
import type { PostTokenForm } from '@heron/engine';

/** A token endpoint's answer is small; anything larger is not a token. */
const TOKEN_ANSWER_CAP = 1024 * 1024;

/**
 * Posts to an OAuth 2.0 token endpoint through the debugger's own guarded sender: the same
 * address policy, deadline and cancel as the request the token is for. Redirects are not
 * followed: the form carries credentials, and a 302 would turn the POST into a GET anyway.
 */
export function tokenPoster(context: SendContext): PostTokenForm {
  return async (tokenUrl, form, headers) => {
    let url: URL;
    try {
      url = new URL(tokenUrl);
    } catch {
      throw new SendFailure('INVALID_URL', `"${tokenUrl.slice(0, 200)}" is not a URL.`);
    }
    const result = await runExchange(
      {
        method: 'POST',
        url,
        headers: [...headers, { name: 'Content-Type', value: 'application/x-www-form-urlencoded' }],
        body: { kind: 'urlencoded', fields: form.map(([name, value]) => ({ name, value })) },
      },
      { ...context, maxBodyBytes: Math.min(context.maxBodyBytes, TOKEN_ANSWER_CAP) },
      { followRedirects: false, maxRedirects: 0, auth: null },
    );
    if (!result.ok) throw result.failure;
    const contentType =
      result.answer.headers.find((h) => h.name.toLowerCase() === 'content-type')?.value ?? '';
    return { status: result.answer.status, body: result.answer.body, contentType };
  };
}
