import type { ResponsePlan } from './answer/response-plan.js';
import type { CompiledExpectation } from './expectations/compile-expectations.js';
import type { StatefulEndpoint } from './stateful/stateful-answer.js';
import type { RequestValidator } from './validate/request-validator.js';

/** Everything the mock answers one endpoint with, compiled at build. */
export interface EndpointPlan {
  key: string;
  name: string;
  /** Upper case. */
  method: string;
  /** The design's path template. */
  path: string;
  enabled: boolean;
  latencyMs: number;
  responses: ResponsePlan;
  /** Enabled expectations in order; empty when there are none. */
  expectations: CompiledExpectation[];
  /** Only when the mock validates requests. */
  validator: RequestValidator | undefined;
  /** Only in stateful mode, for resource-shaped endpoints. */
  stateful: StatefulEndpoint | undefined;
}
