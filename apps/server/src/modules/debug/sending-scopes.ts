import type { SendRequestPayload } from '@heron/contract';
import type { VariableScopes } from '@heron/engine';

/**
 * The variables a send (and an OAuth sign-in, which must find the token under the key the send
 * will look up) resolves with: what scripts set this session over the stored environment and
 * project variables; the run's local scope starts empty.
 */
export function sendingScopes(
  stored: { environment: Record<string, string>; collection: Record<string, string> },
  session: SendRequestPayload['session'],
): VariableScopes {
  return {
    local: {},
    environment: { ...stored.environment, ...session.environment },
    collection: { ...stored.collection, ...session.collection },
    globals: { ...session.globals },
  };
}
