/**
 * `{{variables}}` (issue 6), resolved as Postman does: the innermost scope that has a name wins
 * (variables set by scripts in this run, then the environment, then the project's, then the
 * globals); a value may itself hold `{{variables}}`, resolved in turn up to a depth, so a cycle
 * ends; a name no scope has is left as written and reported. `{{$guid}}` and its siblings are
 * made fresh at each use.
 */

export interface VariableScopes {
  /** Set by scripts during this run. */
  local: Record<string, string>;
  environment: Record<string, string>;
  /** The project's own variables (Postman's collection variables). */
  collection: Record<string, string>;
  globals: Record<string, string>;
}

export const emptyScopes = (): VariableScopes => ({
  local: {},
  environment: {},
  collection: {},
  globals: {},
});

/** The value a name has, innermost scope first; undefined when no scope has it. */
export function lookupVariable(scopes: VariableScopes, name: string): string | undefined {
  for (const scope of [scopes.local, scopes.environment, scopes.collection, scopes.globals]) {
    if (Object.hasOwn(scope, name)) return scope[name];
  }
  return undefined;
}

const PATTERN = /\{\{\s*([^{}]+?)\s*\}\}/g;
/** How deep values that hold variables are followed (a cycle stops here, unresolved). */
const MAX_DEPTH = 10;

export interface Resolution {
  text: string;
  /** Names no scope has (each once, in order of appearance), and names caught in a cycle. */
  unresolved: string[];
}

export function resolveTemplate(
  text: string,
  scopes: VariableScopes,
  dynamic: (name: string) => string | undefined = dynamicVariable,
): Resolution {
  const unresolved: string[] = [];
  const note = (name: string) => {
    if (!unresolved.includes(name)) unresolved.push(name);
  };
  const expand = (value: string, depth: number, trail: readonly string[]): string =>
    value.includes('{{')
      ? value.replace(PATTERN, (whole, raw: string) => {
          const name = raw.trim();
          if (name.startsWith('$')) {
            const made = dynamic(name);
            if (made !== undefined) return made;
          }
          const found = lookupVariable(scopes, name);
          if (found === undefined || depth >= MAX_DEPTH || trail.includes(name)) {
            note(name);
            return whole;
          }
          return expand(found, depth + 1, [...trail, name]);
        })
      : value;
  return { text: expand(text, 0, []), unresolved };
}

/** The names a text refers to (for the preview's "unknown variable" marks). */
export function variableNames(text: string): string[] {
  return [...new Set([...text.matchAll(PATTERN)].map((match) => match[1]!.trim()))];
}

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/** Postman's common dynamic variables; others are left for the person to see unresolved. */
export function dynamicVariable(name: string): string | undefined {
  switch (name) {
    case '$guid':
    case '$randomUUID':
      return crypto.randomUUID();
    case '$timestamp':
      return String(Math.floor(Date.now() / 1000));
    case '$isoTimestamp':
      return new Date().toISOString();
    case '$randomInt':
      return String(randomInt(0, 1000));
    case '$randomBoolean':
      return String(Math.random() < 0.5);
    default:
      return undefined;
  }
}
