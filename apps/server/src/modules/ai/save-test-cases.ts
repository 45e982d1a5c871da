import { randomUUID } from 'node:crypto';
import { scenarioBodySchema } from '@heron/contract';
import { caseAssertions, caseToRequest, readTestCases } from '@heron/engine';
import type { WorkspaceContext } from '../access/index.js';
import type { User } from '../auth/index.js';
import { appendScenarioSteps, createScenario } from '../testing/index.js';
import { loadTestedEndpoint } from './tested-endpoint.js';

/**
 * AI test generation's accepted cases become a test scenario (issue 24): one request step a
 * case, the endpoint's request with the case's changes and the case's assertions, in the order
 * they were proposed. The run's first acceptance makes the scenario; later ones add to it (a new
 * one again if it was deleted). Written in the caller's transaction, so the proposals are marked
 * accepted with the scenario or not at all. An endpoint gone from the design leaves every case
 * outdated.
 */
export async function saveTestCases<V extends { id: string; itemId: string; value: unknown }>(
  ctx: WorkspaceContext,
  user: User,
  projectId: string,
  accepted: readonly V[],
  /** The scenario the run's earlier acceptances made, if any. */
  runScenarioId: string | null,
): Promise<{ applied: V[]; outdated: V[]; itemsSaved: number; scenarioId: string | null }> {
  const endpointId = accepted[0]?.itemId;
  const endpoint = endpointId ? await loadTestedEndpoint(ctx.db, projectId, endpointId) : null;
  if (!endpoint) return { applied: [], outdated: [...accepted], itemsSaved: 0, scenarioId: null };
  const { cases } = readTestCases({ cases: accepted.map((v) => v.value) });
  // Parsed by the scenario's own schema: its defaults filled, and nothing it refuses stored.
  const body = scenarioBodySchema.parse({
    name: `AI tests: ${endpoint.name}`.slice(0, 200),
    steps: cases.map((generated) => ({
      id: randomUUID(),
      type: 'request',
      name: generated.name,
      request: caseToRequest(endpoint.data, generated),
      assertions: caseAssertions(generated, randomUUID),
    })),
  });
  const appended = runScenarioId
    ? await appendScenarioSteps(ctx, user, projectId, runScenarioId, body.steps)
    : null;
  const scenario = appended ?? (await createScenario(ctx, user, projectId, body));
  return { applied: [...accepted], outdated: [], itemsSaved: 0, scenarioId: scenario.id };
}
