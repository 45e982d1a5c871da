import type {
  DebugRequest,
  DesignMeta,
  EndpointData,
  RequestStep,
  ScenarioBody,
  TestStep,
} from '@heron/contract';
import { chooseBaseUrl, requestFromEndpoint, type BaseUrlChoice } from '@heron/engine';
import type { Db } from '../access/index.js';
import { inheritAuth } from '../debug/index.js';
import { loadDesignMeta } from '../design/index.js';
import { loadSendingScope, type EnvironmentDeps } from '../environments/index.js';
import {
  brokenReferences,
  loadReferencedDesign,
  referencingSteps,
  type ReferencedDesign,
} from './scenario-references.js';

/**
 * What a run sends, settled before its first request (issue 22), so a run of thousands of
 * requests reads the database a fixed number of times: the variables of the environment and the
 * project (secrets opened), the base URL, the design's settings, and every endpoint and case the
 * steps name, each once. A step that names an endpoint gets its request from the endpoint's
 * design as it is now; a case step, the case as saved; a request that inherits its auth gets it
 * from its folders or the design here, as the debugger's send does.
 */

export interface RunPlan {
  /** The steps with every request built and its inherited auth in place. */
  steps: TestStep[];
  environmentName: string | null;
  variables: { environment: Record<string, string>; collection: Record<string, string> };
  /** The values of the secrets in play, masked wherever the report shows them. */
  secrets: string[];
  /** Which variables are secrets: an exported suite leaves their values out. */
  secretNames: { environment: string[]; collection: string[] };
  baseUrl: BaseUrlChoice | null;
  /** The endpoint whose design a step's answer is checked against, by step id. */
  endpointOf: Map<string, EndpointData>;
  /** Why a step cannot run, by step id: what it names was deleted since the scenario was saved. */
  missing: Map<string, string>;
}

export async function planRun(
  env: EnvironmentDeps,
  projectId: string,
  scenario: ScenarioBody,
  environmentId: string | null,
): Promise<RunPlan> {
  const { db } = env.ctx;
  const stored = await loadSendingScope(env, projectId, environmentId);
  let metaRead: Promise<DesignMeta> | undefined;
  const meta = () => (metaRead ??= loadDesignMeta(db, projectId).then((read) => read.meta));
  // The environment's base URL, else the design's first server with a full address, as the
  // debugger does when no server is picked.
  const baseUrl =
    stored.baseUrl.trim() !== ''
      ? chooseBaseUrl({ environmentBaseUrl: stored.baseUrl, servers: [] })
      : chooseBaseUrl({ servers: (await meta()).servers });

  const references = referencingSteps(scenario.steps);
  const design = await loadReferencedDesign(db, projectId, references);
  const missing = new Map(
    brokenReferences(references, design).map((found) => [
      found.step.id,
      found.field === '/source/caseId'
        ? 'The case this step runs was deleted since the scenario was saved.'
        : 'The endpoint this step runs was deleted since the scenario was saved.',
    ]),
  );
  const builder = new RequestBuilder(db, projectId, design, meta);
  const endpointOf = new Map<string, EndpointData>();
  const steps = await mapRequestSteps(scenario.steps, async (step) => {
    if (missing.has(step.id)) return step;
    const built = await builder.requestOf(step);
    if (built.endpoint) endpointOf.set(step.id, built.endpoint);
    return { ...step, request: built.request };
  });
  return {
    steps,
    environmentName: stored.environmentName,
    variables: { environment: stored.environment, collection: stored.collection },
    secrets: stored.secrets,
    secretNames: stored.secretNames,
    baseUrl,
    endpointOf,
    missing,
  };
}

/** Builds each step's request, an endpoint's inherited auth looked up once however often named. */
class RequestBuilder {
  readonly #inherited = new Map<string, Promise<DebugRequest>>();

  constructor(
    private readonly db: Db,
    private readonly projectId: string,
    private readonly design: ReferencedDesign,
    private readonly meta: () => Promise<DesignMeta>,
  ) {}

  async requestOf(
    step: RequestStep,
  ): Promise<{ request: DebugRequest; endpoint: EndpointData | null }> {
    const { source } = step;
    if (source.kind === 'custom') {
      return { request: await this.#withAuth(step.request, null, null), endpoint: null };
    }
    const endpoint = this.design.endpoints.get(source.endpointId)!;
    if (source.kind === 'case') {
      const saved = this.design.cases.get(source.caseId)!;
      return {
        request: await this.#withAuth(saved.request, source.endpointId, endpoint),
        endpoint,
      };
    }
    // Built once per endpoint: every step naming it sends the same request.
    let built = this.#inherited.get(source.endpointId);
    if (!built) {
      built = this.#withAuth(requestFromEndpoint(endpoint), source.endpointId, endpoint);
      this.#inherited.set(source.endpointId, built);
    }
    return { request: await built, endpoint };
  }

  async #withAuth(
    request: DebugRequest,
    endpointId: string | null,
    endpoint: EndpointData | null,
  ): Promise<DebugRequest> {
    if (request.auth.type !== 'inherit') return request;
    const inherited = await inheritAuth(
      this.db,
      this.projectId,
      endpointId,
      endpoint,
      request,
      this.meta,
    );
    return inherited.request;
  }
}

/** The steps with each request step replaced by what `change` makes of it, nesting kept. */
export async function mapRequestSteps(
  steps: readonly TestStep[],
  change: (step: RequestStep) => Promise<RequestStep>,
): Promise<TestStep[]> {
  const out: TestStep[] = [];
  for (const step of steps) {
    switch (step.type) {
      case 'request':
        out.push(await change(step));
        break;
      case 'if':
        out.push({
          ...step,
          then: await mapRequestSteps(step.then, change),
          else: await mapRequestSteps(step.else, change),
        });
        break;
      case 'group':
      case 'for-each':
      case 'repeat':
        out.push({ ...step, steps: await mapRequestSteps(step.steps, change) });
        break;
      default:
        out.push(step);
    }
  }
  return out;
}
