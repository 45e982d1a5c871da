import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type OAuthProvider, type startOAuthBody, startOAuthRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { leaveFor } from '../lib/leave-for';

export type StartOAuthBody = z.input<typeof startOAuthBody>;

/** Starts a round trip; answers the provider address to send the browser to. */
export function startOAuth(provider: OAuthProvider, body: StartOAuthBody) {
  return callApi(startOAuthRoute, { params: { provider }, body });
}

/** Starts a round trip and leaves for the provider (the page unloads on success). */
export function useStartOAuth() {
  return useMutation({
    mutationFn: ({ provider, ...body }: StartOAuthBody & { provider: OAuthProvider }) =>
      startOAuth(provider, body),
    onSuccess: ({ authorizationUrl }) => leaveFor(authorizationUrl),
  });
}
