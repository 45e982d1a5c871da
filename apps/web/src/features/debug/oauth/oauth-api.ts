import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DebugAuth,
  type DebugOAuthAuthorization,
  type DebugOAuthBody,
  type DebugOAuthExchangeBody,
  type DebugOAuthExchangeResult,
  finishDebugOAuthSignInRoute,
  forgetDebugOAuthTokenRoute,
  getDebugOAuthTokenStatusRoute,
  startDebugOAuthSignInRoute,
} from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { debugKeys } from '../api/keys';
import { sessionVariablesOf } from '../api/session-variables';

/**
 * The calls of the OAuth 2.0 sign-in (authorization code). The auth goes as typed, with the
 * session's values, and the server resolves it as a send would.
 */

/** Where the sign-in's variables come from: the project and the chosen environment. */
export interface OAuthSignInContext {
  projectId: string;
  environmentId: string | null;
}

function bodyOf(context: OAuthSignInContext, auth: DebugAuth): DebugOAuthBody {
  return {
    auth,
    environmentId: context.environmentId,
    session: sessionVariablesOf(context.projectId),
  };
}

export function startOAuthSignIn(
  context: OAuthSignInContext,
  auth: DebugAuth,
): Promise<DebugOAuthAuthorization> {
  return callApi(startDebugOAuthSignInRoute, {
    params: { projectId: context.projectId },
    body: bodyOf(context, auth),
  });
}

/** Hands the callback's query to the server; a refusal by a third party is in the answer. */
export function finishOAuthSignIn(body: DebugOAuthExchangeBody): Promise<DebugOAuthExchangeResult> {
  return callApi(finishDebugOAuthSignInRoute, { body });
}

const tokenKey = (context: OAuthSignInContext, auth: DebugAuth) =>
  [...debugKeys.project(context.projectId), 'oauth-token', context.environmentId, auth] as const;

/** Whether the person holds a token for the auth as it is now (refetched as it is edited). */
export function useOAuthTokenStatus(context: OAuthSignInContext, auth: DebugAuth) {
  return useQuery({
    queryKey: tokenKey(context, auth),
    queryFn: ({ signal }) =>
      callApi(
        getDebugOAuthTokenStatusRoute,
        { params: { projectId: context.projectId }, body: bodyOf(context, auth) },
        { signal },
      ),
    // A half-typed field (an unknown variable) is refused; trying again changes nothing.
    retry: false,
  });
}

/** Asks for the status again (after a sign-in). */
export function useRefreshTokenStatus(context: OAuthSignInContext, auth: DebugAuth) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: tokenKey(context, auth) });
}

export function useForgetOAuthToken(context: OAuthSignInContext, auth: DebugAuth) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi(forgetDebugOAuthTokenRoute, {
        params: { projectId: context.projectId },
        body: bodyOf(context, auth),
      }),
    onSuccess: (status) => client.setQueryData(tokenKey(context, auth), status),
  });
}
