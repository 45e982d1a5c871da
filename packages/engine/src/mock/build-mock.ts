import type { DesignBundle, MockExpectation } from '@heron/contract';
import type { Rng } from './generate/rng.js';
import { compileFake } from './generate/index.js';
import type { CompileOptions } from './generate/types.js';
import { GeneratorSource } from './answer/generator-source.js';
import { compileResponses } from './answer/response-plan.js';
import type { PoolBudget } from './answer/variant-pool.js';
import type { EndpointPlan } from './endpoint-plan.js';
import {
  compileExpectations,
  MockExpectationError,
  type CompiledExpectation,
} from './expectations/compile-expectations.js';
import type { FakeSource } from './expectations/template.js';
import { MockProgramImpl } from './mock-program.js';
import { basePathsOf } from './route/base-paths.js';
import { RouteTable } from './route/route-table.js';
import { RouteSuggester } from './route/suggest-routes.js';
import { findResources, type Resource } from './stateful/resource-shapes.js';
import type { StatefulEndpoint } from './stateful/stateful-answer.js';
import type { MockLocale, MockOptions, MockProgram } from './types.js';
import { RequestValidator } from './validate/request-validator.js';
import { ValidatorCompiler } from './validate/validator-compiler.js';

/** The request body size past which a mock answers 413, unless `maxBodyBytes` says otherwise. */
export const MOCK_MAX_BODY_BYTES = 1024 * 1024;

/**
 * Compiles a design into a mock program: the route table, and for every endpoint its responses
 * (examples, data generators, headers), expectations, request validators and stateful role. All
 * the work that does not depend on a request happens here, once; `handle` then does only cheap
 * work per request. Never throws for a bad design: what cannot be used is listed in
 * `stats.warnings` and the rest still answers.
 */
export function buildMock(bundle: DesignBundle, options: MockOptions): MockProgram {
  const started = performance.now();
  const warnings: string[] = [];
  const models = new Map(bundle.models.map((model) => [model.name, model.data.schema as unknown]));
  const compileOptions: CompileOptions = {
    models,
    locale: options.locale,
    ...(options.maxRefDepth === undefined ? {} : { maxRefDepth: options.maxRefDepth }),
  };
  const generators = new GeneratorSource(compileOptions, warnings, options.precompile ?? false);
  const fake = fakeSource(options.locale);
  const validators = options.validateRequests ? new ValidatorCompiler(models) : undefined;
  const roles = options.stateful ? findResources(bundle.endpoints, models) : new Map();
  const resourceIndex = new Map<Resource, number>();
  const poolBudget: PoolBudget = { chars: 0 };

  const routes = new RouteTable<EndpointPlan>();
  const plans: EndpointPlan[] = [];
  for (const endpoint of bundle.endpoints) {
    const { data } = endpoint;
    const method = data.method.toUpperCase();
    const where = `${method} ${data.path}`;
    const settings = options.endpoints?.[endpoint.key];
    const responses = compileResponses(data.responses, generators, poolBudget, where);
    const role = roles.get(endpoint.key);
    let stateful: StatefulEndpoint | undefined;
    if (role) {
      if (!resourceIndex.has(role.resource)) resourceIndex.set(role.resource, resourceIndex.size);
      stateful = {
        role,
        resourceIndex: resourceIndex.get(role.resource)!,
        item: generators.get(role.resource.itemSchema, `${where} item`),
        wrapper: responses.usual?.response.media.find((m) => m.generator)?.generator,
      };
    }
    const plan: EndpointPlan = {
      key: endpoint.key,
      name: endpoint.name,
      method,
      path: data.path,
      enabled: settings?.enabled ?? true,
      latencyMs: settings?.latencyMs ?? options.latencyMs,
      responses,
      expectations: expectationsOf(options.expectations?.[endpoint.key], fake, where, warnings),
      validator: validators && new RequestValidator(data, models, validators, warnings, where),
      stateful,
    };
    if (options.precompile) plan.validator?.prepare();
    if (!routes.add(method, data.path, plan)) {
      warnings.push(
        `${where}: another endpoint has the same method and path shape; it answers instead`,
      );
    }
    plans.push(plan);
  }

  return new MockProgramImpl({
    options,
    routes,
    basePaths: basePathsOf(bundle),
    suggester: new RouteSuggester(
      plans.map((plan) => ({ method: plan.method, path: plan.path, name: plan.name })),
    ),
    maxBodyBytes: options.maxBodyBytes ?? MOCK_MAX_BODY_BYTES,
    stats: {
      routes: plans.length,
      resources: resourceIndex.size,
      buildMs: Math.round((performance.now() - started) * 10) / 10,
      warnings,
    },
  });
}

/** Each expectation on its own, so one that does not compile leaves the others in. */
function expectationsOf(
  expectations: readonly MockExpectation[] | undefined,
  fake: FakeSource,
  where: string,
  warnings: string[],
): CompiledExpectation[] {
  const compiled: CompiledExpectation[] = [];
  for (const expectation of expectations ?? []) {
    try {
      compiled.push(...compileExpectations([expectation], fake));
    } catch (error) {
      if (!(error instanceof MockExpectationError)) throw error;
      warnings.push(`${where}: ${error.message} (left out)`);
    }
  }
  return compiled;
}

/** `{{$fake.email}}`: the data generator's pools of realistic values, in the mock's language. */
function fakeSource(locale: MockLocale): FakeSource {
  const made = new Map<string, ((rng: Rng) => unknown) | undefined>();
  return (name) => {
    if (!made.has(name)) made.set(name, compileFake(name, locale));
    return made.get(name);
  };
}
