import type { Extra } from '@heron/contract';

/**
 * The scripts of an endpoint imported from a Postman collection. The importer keeps the request's
 * `event` list as it was (`x-postman-event`, so an export gives it back); the Run view starts with
 * its `prerequest` and `test` scripts as the pre-request and post-response scripts, so they run
 * unchanged where they use the `pm` API the sandbox offers.
 */

export interface EndpointScripts {
  preRequestScript: string;
  postResponseScript: string;
}

const LISTENERS = { prerequest: 'preRequestScript', test: 'postResponseScript' } as const;

export function scriptsFromPostman(extra: Extra | undefined): EndpointScripts {
  const scripts: EndpointScripts = { preRequestScript: '', postResponseScript: '' };
  const events = extra?.['x-postman-event'];
  if (!Array.isArray(events)) return scripts;
  for (const event of events as unknown[]) {
    if (typeof event !== 'object' || event === null) continue;
    const { listen, script, disabled } = event as Record<string, unknown>;
    if (disabled === true || (listen !== 'prerequest' && listen !== 'test')) continue;
    const text = scriptText(script);
    if (text.trim() === '') continue;
    const field = LISTENERS[listen];
    scripts[field] = scripts[field] === '' ? text : `${scripts[field]}\n${text}`;
  }
  return scripts;
}

/** Postman writes a script's source as lines (`exec: string[]`) or, in older files, one text. */
function scriptText(script: unknown): string {
  if (typeof script !== 'object' || script === null) return '';
  const exec = (script as { exec?: unknown }).exec;
  if (typeof exec === 'string') return exec;
  if (Array.isArray(exec)) return exec.filter((line) => typeof line === 'string').join('\n');
  return '';
}
