import { MOCK_TOKEN_HEADER } from '@heron/contract';
import type { ResolvedRequest } from '@heron/engine';

/**
 * The token of the project's private mock when a request goes to it and carries none: a member
 * debugging against the project's mock is let in without copying the token, and the code view
 * writes it (as a placeholder until revealed) so the code works where it is pasted (issue 21).
 */
export async function mockTokenOf(
  deps: { mockTokenFor?: ((projectId: string, url: string) => Promise<string | null>) | undefined },
  projectId: string,
  request: ResolvedRequest,
): Promise<string | null> {
  if (request.headers.some((h) => h.name.toLowerCase() === MOCK_TOKEN_HEADER)) return null;
  return (await deps.mockTokenFor?.(projectId, request.url)) ?? null;
}

export function withMockToken(request: ResolvedRequest, value: string): ResolvedRequest {
  return { ...request, headers: [...request.headers, { name: 'X-Mock-Token', value }] };
}
