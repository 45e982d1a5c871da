import { useQuery } from '@tanstack/react-query';
import type { Environment } from '@heron/contract';
import { designMetaQuery } from '../../../lib/design/get-design-meta';
import { useEnvironments } from '../../debug';

/** What try-it accepts as a server: an absolute http(s) address without `{variables}`. */
const USABLE_SERVER = /^https?:\/\/[^\s{}]+$/;
const TEMPLATE = /\{\{([^{}]+)\}\}/g;

export interface ServerSuggestion {
  value: string;
  /** The environment it comes from, shown beside the address; none for a design's server. */
  environment?: string;
}

/**
 * An environment's base URL as try-it can use it: its `{{variables}}` filled from the
 * environment's own plain ones. One that needs a secret (whose value never reaches the browser)
 * or an unknown variable is no address to offer. Only the address is ever saved for readers,
 * never a variable.
 */
export function environmentServer(environment: Environment): string | null {
  let missing = false;
  const url = environment.baseUrl.trim().replace(TEMPLATE, (whole, name: string) => {
    const variable = environment.variables.find(
      (candidate) => candidate.enabled && candidate.name === name.trim(),
    );
    if (!variable || variable.secret || variable.value === null) {
      missing = true;
      return whole;
    }
    return variable.value;
  });
  return !missing && USABLE_SERVER.test(url) ? url.replace(/\/+$/, '') : null;
}

/**
 * Where try-it could send to, as suggestions for its server field: the design's servers, then
 * the project's environments' base URLs (the publisher picks one; readers only ever get its
 * address). A design or environments that failed to load suggest nothing: the field stays free.
 */
export function useServerSuggestions(projectId: string, enabled: boolean): ServerSuggestion[] {
  const meta = useQuery({ ...designMetaQuery(projectId), enabled });
  const environments = useEnvironments(projectId, enabled);
  const suggestions: ServerSuggestion[] = [];
  const seen = new Set<string>();
  for (const server of meta.data?.meta.servers ?? []) {
    const url = server.url.trim();
    if (!USABLE_SERVER.test(url) || seen.has(url)) continue;
    seen.add(url);
    suggestions.push({ value: url });
  }
  for (const environment of environments.data ?? []) {
    const url = environmentServer(environment);
    if (url === null || seen.has(url)) continue;
    seen.add(url);
    suggestions.push({ value: url, environment: environment.name });
  }
  return suggestions;
}
