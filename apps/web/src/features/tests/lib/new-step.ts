import type {
  Assertion,
  DebugRequest,
  Extraction,
  RequestSource,
  RequestStep,
  TestStep,
} from '@heron/contract';
import { blankRequest } from '@heron/engine/debug';

/** The kinds of step the "Add step" menu makes that are not requests. */
export const FLOW_STEP_TYPES = ['group', 'if', 'for-each', 'repeat', 'wait', 'script'] as const;
export type FlowStepType = (typeof FLOW_STEP_TYPES)[number];

/**
 * A new id for a step, an assertion or an extraction: the contract wants them unique within the
 * scenario and made by whoever adds them. A UUID fits its pattern (letters, digits and `-`).
 */
export function newStepId(): string {
  return crypto.randomUUID();
}

const DEFAULT_WAIT_MS = 1_000;
const DEFAULT_TIMES = 2;
const DEFAULT_ITEM = 'item';

/** A request step taking its request from `source`, with no checks yet. */
export function newRequestStep(
  source: RequestSource,
  request: DebugRequest = blankRequest(),
  name = '',
): RequestStep {
  return {
    id: newStepId(),
    name,
    enabled: true,
    type: 'request',
    source,
    request,
    assertions: [],
    extractions: [],
  };
}

/** A new step of a kind that is not a request, with values a person would start from. */
export function newFlowStep(type: FlowStepType): TestStep {
  const base = { id: newStepId(), name: '', enabled: true };
  switch (type) {
    case 'group':
      return { ...base, type, steps: [] };
    case 'if':
      return {
        ...base,
        type,
        condition: { left: '', comparator: 'equals', right: '' },
        then: [],
        else: [],
      };
    case 'for-each':
      return { ...base, type, list: '', as: DEFAULT_ITEM, steps: [] };
    case 'repeat':
      return { ...base, type, times: DEFAULT_TIMES, steps: [] };
    case 'wait':
      return { ...base, type, ms: DEFAULT_WAIT_MS };
    case 'script':
      return { ...base, type, code: '' };
  }
}

/** The check most requests start with: the status is 200. */
export function newAssertion(): Assertion {
  return {
    id: newStepId(),
    enabled: true,
    source: 'status',
    path: '',
    comparator: 'equals',
    value: '200',
  };
}

export function newExtraction(): Extraction {
  return {
    id: newStepId(),
    enabled: true,
    variable: '',
    source: 'json',
    path: '',
    group: 1,
    scope: 'run',
  };
}
