import {
  walkStepsWithPointers,
  type DebugRequest,
  type EndpointData,
  type RequestStep,
  type TestStep,
} from '@heron/contract';
import type { Db } from '../access/index.js';
import { loadCases } from '../debug/index.js';
import { loadItemContent, readItemData } from '../design/index.js';

/**
 * What a scenario's request steps name outside it (issue 22): endpoints of the design and their
 * saved cases. A save refuses a name that is not of this project; a read, a run and an export
 * find what was deleted since, so the step is marked or fails rather than being skipped.
 */

export interface StepReference {
  step: RequestStep;
  /** JSON pointer of the step in the scenario body. */
  pointer: string;
}

export interface BrokenReference extends StepReference {
  /** The field that names what is gone, under the step's pointer. */
  field: '/source/endpointId' | '/source/caseId';
  message: string;
}

/** The endpoints and cases the steps name, as they are now. */
export interface ReferencedDesign {
  /** Live endpoints of the project, by id. */
  endpoints: Map<string, EndpointData>;
  /** Cases of the project, by id (their endpoint may still be gone: see `brokenReferences`). */
  cases: Map<string, { endpointId: string; name: string; request: DebugRequest }>;
}

/** Every request step that takes its request from an endpoint or a case. */
export function referencingSteps(steps: readonly TestStep[]): StepReference[] {
  const found: StepReference[] = [];
  for (const [step, , pointer] of walkStepsWithPointers(steps)) {
    if (step.type === 'request' && step.source.kind !== 'custom') found.push({ step, pointer });
  }
  return found;
}

/** Reads the endpoints and cases the steps name: two queries, whatever the number of steps. */
export async function loadReferencedDesign(
  db: Db,
  projectId: string,
  references: readonly StepReference[],
): Promise<ReferencedDesign> {
  const endpointIds = new Set<string>();
  const caseIds = new Set<string>();
  for (const { step } of references) {
    if (step.source.kind === 'custom') continue;
    endpointIds.add(step.source.endpointId);
    if (step.source.kind === 'case') caseIds.add(step.source.caseId);
  }
  const endpoints = new Map<string, EndpointData>();
  if (endpointIds.size > 0) {
    const items = await loadItemContent(db, projectId, [...endpointIds]);
    for (const [id, item] of items) {
      if (item.kind === 'endpoint')
        endpoints.set(id, readItemData('endpoint', item.data) as EndpointData);
    }
  }
  return { endpoints, cases: await loadCases(db, projectId, [...caseIds]) };
}

/** The steps whose endpoint or case is not (or no longer) one of this project. */
export function brokenReferences(
  references: readonly StepReference[],
  design: ReferencedDesign,
): BrokenReference[] {
  const broken: BrokenReference[] = [];
  for (const reference of references) {
    const { source, id } = reference.step;
    if (source.kind === 'custom') continue;
    if (source.kind === 'case') {
      const saved = design.cases.get(source.caseId);
      if (!saved || saved.endpointId !== source.endpointId) {
        broken.push({
          ...reference,
          field: '/source/caseId',
          message: `step ${id}: ${source.caseId} is not a case of endpoint ${source.endpointId} in this project`,
        });
        continue;
      }
    }
    if (!design.endpoints.has(source.endpointId)) {
      broken.push({
        ...reference,
        field: '/source/endpointId',
        message: `step ${id}: ${source.endpointId} is not an endpoint of this project`,
      });
    }
  }
  return broken;
}
