import type { DebugCode, DebugCodePayload } from '@heron/contract';
import {
  hideAuthCredentials,
  MOCK_TOKEN_PLACEHOLDER,
  readablePlaceholders,
  withPlaceholderVariables,
  type ResolvedRequest,
} from '@heron/engine';
import { requireProject } from '../access/index.js';
import type { User } from '../auth/index.js';
import type { DebugDeps } from './debug-service.js';
import { mockTokenOf, withMockToken } from './mock-token.js';
import { prepareSend, resolveForSend } from './prepare-send.js';

/** Auth the sender adds with a round trip (digest, OAuth 2.0) or a clock (AWS): code has none. */
function addedWhenSent(type: string): DebugCode['authAddedWhenSent'] {
  return type === 'digest' || type === 'oauth2' || type === 'awsv4' ? type : null;
}

/**
 * The request as code will send it (issue 21): prepared and resolved by the very steps a send
 * takes (prepare-send.ts), so the code and Send cannot drift, then made safe to show. A secret
 * variable is always its placeholder; the auth's credentials, the variables the design's
 * security reads them from and the private mock's token are placeholders unless the person
 * reveals them. Nothing is sent and no script runs.
 */
export async function getDebugCode(
  deps: DebugDeps,
  user: User,
  projectId: string,
  body: DebugCodePayload,
): Promise<DebugCode> {
  const { ctx } = deps.env;
  await requireProject(ctx, ctx.db, user, projectId, 'project.view');
  const prepared = await prepareSend(deps.env, projectId, body);
  const reveal = body.revealSecrets;
  const { secretNames } = prepared.stored;
  const scopes = withPlaceholderVariables(prepared.scopes, {
    ...secretNames,
    anyScope: reveal ? [] : prepared.inheritedSchemes,
  });
  const request = reveal
    ? prepared.request
    : { ...prepared.request, auth: hideAuthCredentials(prepared.request.auth) };
  const resolved = resolveForSend({ request, options: prepared.options }, scopes);

  let shown = resolved.request;
  if (shown) {
    const token = await mockTokenOf(deps, projectId, shown);
    if (token) shown = withMockToken(shown, reveal ? token : MOCK_TOKEN_PLACEHOLDER);
    shown = withoutFileBytes(readablePlaceholders(shown));
  }
  return {
    request: shown,
    problems: resolved.problems,
    unknownVariables: resolved.unknownVariables,
    baseUrl: prepared.baseUrl,
    authAddedWhenSent: addedWhenSent(resolved.auth.type),
    secretsRevealed: reveal,
  };
}

/** Code reads files from disk by their name: their bytes need not travel back. */
function withoutFileBytes(request: ResolvedRequest): ResolvedRequest {
  const { body } = request;
  if (body.kind === 'binary') return { ...request, body: { ...body, base64: '' } };
  if (body.kind !== 'multipart') return request;
  return {
    ...request,
    body: {
      ...body,
      parts: body.parts.map((part) => (part.kind === 'file' ? { ...part, base64: '' } : part)),
    },
  };
}
