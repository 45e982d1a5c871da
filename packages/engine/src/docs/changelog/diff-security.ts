import type { SecurityRequirement } from '@heron/contract';
import { WHOLE_DESIGN, type ChangeSubject } from './change-list.js';
import type { DiffContext } from './diff-context.js';
import { jsonEqual } from './json-equal.js';

/** A requirement as text: `oauth[repo, user] + apiKey`; `{}` is the empty one (no auth). */
function requirementText(requirement: SecurityRequirement): string {
  const names = Object.keys(requirement).sort();
  if (names.length === 0) return '{}';
  return names
    .map((name) => {
      const scopes = [...new Set(requirement[name] ?? [])].sort();
      return scopes.length > 0 ? `${name}[${scopes.join(', ')}]` : name;
    })
    .join(' + ');
}

/** Requirements as text, alternatives joined by `|`; `[]` when there are none (no auth). */
export function securityText(requirements: readonly SecurityRequirement[]): string {
  if (requirements.length === 0) return '[]';
  return [...new Set(requirements.map(requirementText))].sort().join(' | ');
}

/**
 * Compares two lists of security requirements (any one of which a client may meet). No longer
 * needing any is `SECURITY_REMOVED`; keeping every earlier way and adding another is not
 * breaking either; anything else may refuse a client that met the earlier requirements.
 */
export function diffRequirements(
  ctx: DiffContext,
  before: readonly SecurityRequirement[],
  after: readonly SecurityRequirement[],
  subject: ChangeSubject,
  location: string,
): void {
  const left = new Set(before.map(requirementText));
  const right = new Set(after.map(requirementText));
  if (left.size === right.size && [...left].every((text) => right.has(text))) return;
  const beforeText = securityText(before);
  const afterText = securityText(after);
  if (right.size === 0 || (right.has('{}') && !left.has('{}'))) {
    ctx.changes.add('SECURITY_REMOVED', subject, location, beforeText, afterText);
  } else if (left.size > 0 && [...left].every((text) => right.has(text))) {
    ctx.changes.add('SECURITY_ALTERNATIVE_ADDED', subject, location, beforeText, afterText);
  } else {
    ctx.changes.add('SECURITY_CHANGED', subject, location, beforeText, afterText);
  }
}

/**
 * An endpoint's own security. One that follows the design's default on both sides is left out:
 * a change of the default is listed once, for the whole design (diffDesignSecurity), rather than
 * at each of the hundreds of endpoints that follow it.
 */
export function diffEndpointSecurity(
  ctx: DiffContext,
  before: readonly SecurityRequirement[] | null,
  after: readonly SecurityRequirement[] | null,
  subject: ChangeSubject,
): void {
  if (before === null && after === null) return;
  diffRequirements(
    ctx,
    before ?? ctx.before.meta.security,
    after ?? ctx.after.meta.security,
    subject,
    'security',
  );
}

type SchemeObject = Readonly<Record<string, unknown>>;

function text(value: unknown): string | null {
  if (value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function recordAt(value: SchemeObject, key: string): SchemeObject {
  const item = value[key];
  return typeof item === 'object' && item !== null && !Array.isArray(item)
    ? (item as SchemeObject)
    : {};
}

// What a client relies on to authenticate; a change of any of them is SECURITY_SCHEME_CHANGED.
const SCHEME_FIELDS = ['type', 'in', 'name', 'scheme', 'openIdConnectUrl'];
const FLOW_URLS = ['authorizationUrl', 'tokenUrl', 'refreshUrl'];

function diffFlows(
  ctx: DiffContext,
  before: SchemeObject,
  after: SchemeObject,
  location: string,
): void {
  for (const flow of Object.keys(before).sort()) {
    const at = `${location}.${flow}`;
    if (!Object.hasOwn(after, flow)) {
      ctx.changes.add('SECURITY_SCHEME_CHANGED', WHOLE_DESIGN, at, flow, null);
      continue;
    }
    const left = recordAt(before, flow);
    const right = recordAt(after, flow);
    for (const field of FLOW_URLS) {
      if (!jsonEqual(left[field], right[field])) {
        const values = [text(left[field]), text(right[field])] as const;
        ctx.changes.add('SECURITY_SCHEME_CHANGED', WHOLE_DESIGN, `${at}.${field}`, ...values);
      }
    }
    // A scope that goes refuses the clients that ask for it; a new one breaks no one.
    const rightScopes = recordAt(right, 'scopes');
    const gone = Object.keys(recordAt(left, 'scopes')).filter(
      (scope) => !Object.hasOwn(rightScopes, scope),
    );
    if (gone.length > 0) {
      ctx.changes.add('SECURITY_SCHEME_CHANGED', WHOLE_DESIGN, `${at}.scopes`, gone.join(', '));
    }
  }
}

/**
 * The design's default security and its security schemes. A scheme added is not listed (it
 * changes nothing until an endpoint requires it, and that endpoint's security change is listed);
 * one removed or changed in a way a client relies on is.
 */
export function diffDesignSecurity(ctx: DiffContext): void {
  diffRequirements(
    ctx,
    ctx.before.meta.security,
    ctx.after.meta.security,
    WHOLE_DESIGN,
    'security',
  );
  const before = ctx.before.meta.securitySchemes;
  const after = ctx.after.meta.securitySchemes;
  for (const name of Object.keys(before).sort()) {
    const location = `securitySchemes.${name}`;
    const left = before[name]!;
    if (!Object.hasOwn(after, name)) {
      ctx.changes.add('SECURITY_SCHEME_CHANGED', WHOLE_DESIGN, location, text(left.type), null);
      continue;
    }
    const right = after[name]!;
    if (jsonEqual(left, right)) continue;
    for (const field of SCHEME_FIELDS) {
      if (!jsonEqual(left[field], right[field])) {
        const values = [text(left[field]), text(right[field])] as const;
        ctx.changes.add('SECURITY_SCHEME_CHANGED', WHOLE_DESIGN, `${location}.${field}`, ...values);
      }
    }
    diffFlows(ctx, recordAt(left, 'flows'), recordAt(right, 'flows'), `${location}.flows`);
    if ((left.description ?? '') !== (right.description ?? '')) {
      ctx.changes.add('DESCRIPTION_CHANGED', WHOLE_DESIGN, location);
    }
  }
}
