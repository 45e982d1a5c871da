import type { DebugRequest, DesignServer, Variable, VariableOverlay } from '@heron/contract';
import {
  chooseBaseUrl,
  dynamicVariable,
  lookupVariable,
  resolveOptionsOf,
  resolveRequest,
  type BaseUrlChoice,
  type ResolveResult,
  type VariableScopes,
} from '@heron/engine/debug';

/**
 * The variables as the browser knows them, for the marks on unknown `{{names}}`, the preview and
 * the generated code. Secret values never reach the browser: a secret counts as defined and
 * reads as the mask, as the server masks it in what it shows.
 */

export const MASK = '••••••';

export interface PreviewVariables {
  /** Innermost first, as the server resolves: session over environment over project. */
  scopes: VariableScopes;
  /** Where a path goes: the environment's base URL, else the design's server ('' for none). */
  baseUrl: string;
  /** The base URL is a design's server: joined to a path only (see chooseBaseUrl). */
  joinsPathsOnly?: boolean;
  /** Which base URL it is; null for none. */
  baseUrlChoice?: BaseUrlChoice | null;
}

export interface PreviewSources {
  /** The chosen environment's variables and base URL; null for none. */
  environment: { baseUrl: string; variables: readonly Variable[] } | null;
  /** The project's variables (the scope every environment sees). */
  projectVariables: readonly Variable[];
  /** What scripts set during this session. */
  session: VariableOverlay;
  /** The design's servers, for a path when the environment gives no base URL (issue 21). */
  servers?: readonly DesignServer[] | undefined;
  /** The server picked among them (as the design writes it); null or left out: the first. */
  serverUrl?: string | null | undefined;
}

function valuesOf(variables: readonly Variable[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const variable of variables) {
    if (variable.enabled) values[variable.name] = variable.secret ? MASK : (variable.value ?? '');
  }
  return values;
}

export function previewVariablesOf({
  environment,
  projectVariables,
  session,
  servers = [],
  serverUrl = null,
}: PreviewSources): PreviewVariables {
  const choice = chooseBaseUrl({ environmentBaseUrl: environment?.baseUrl, servers, serverUrl });
  const options = resolveOptionsOf(choice);
  return {
    scopes: {
      local: {},
      environment: { ...valuesOf(environment?.variables ?? []), ...session.environment },
      collection: { ...valuesOf(projectVariables), ...session.collection },
      globals: { ...session.globals },
    },
    baseUrl: options.baseUrl ?? '',
    joinsPathsOnly: options.joinsPathsOnly ?? false,
    baseUrlChoice: choice,
  };
}

export const NO_VARIABLES: PreviewVariables = {
  scopes: { local: {}, environment: {}, collection: {}, globals: {} },
  baseUrl: '',
};

/** Whether a `{{name}}` has a value: a variable of some scope, or a dynamic one (`$guid`). */
export function isKnownVariable(scopes: VariableScopes, name: string): boolean {
  return lookupVariable(scopes, name) !== undefined || isDynamicName(name);
}

function isDynamicName(name: string): boolean {
  // The dynamic variables are made fresh at each use; asking for one costs a random value.
  return name.startsWith('$') && dynamicVariable(name) !== undefined;
}

/** The request as the browser can resolve it: secrets masked, faults and unknown names listed. */
export function resolvePreview(request: DebugRequest, variables: PreviewVariables): ResolveResult {
  return resolveRequest(request, variables.scopes, {
    baseUrl: variables.baseUrl,
    joinsPathsOnly: variables.joinsPathsOnly ?? false,
  });
}
