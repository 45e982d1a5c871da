import type { DesignMeta, DesignServer, SecurityRequirement } from '@heron/contract';

/**
 * The design settings form works on rows; these functions turn the project's meta into rows and
 * back. Everything the form does not show (server variables, `x-*` fields, other OAuth flows,
 * scheme types it does not edit) is carried through unchanged.
 */

export const SCHEME_TYPES = ['http-bearer', 'http-basic', 'apiKey', 'oauth2', 'other'] as const;
export type SchemeType = (typeof SCHEME_TYPES)[number];
/** The types a person can pick; `other` is what the form keeps but does not edit. */
export const EDITABLE_SCHEME_TYPES = SCHEME_TYPES.filter((type) => type !== 'other');
export const API_KEY_LOCATIONS = ['header', 'query', 'cookie'] as const;
export type ApiKeyLocation = (typeof API_KEY_LOCATIONS)[number];
export const OAUTH_FLOWS = [
  'authorizationCode',
  'clientCredentials',
  'password',
  'implicit',
] as const;
export type OAuthFlow = (typeof OAUTH_FLOWS)[number];

/** The URLs each OAuth 2 flow needs (OpenAPI's Flow Object). */
export const FLOW_URLS: Record<OAuthFlow, readonly ('authorizationUrl' | 'tokenUrl')[]> = {
  authorizationCode: ['authorizationUrl', 'tokenUrl'],
  implicit: ['authorizationUrl'],
  password: ['tokenUrl'],
  clientCredentials: ['tokenUrl'],
};

type Json = Record<string, unknown>;

export interface ScopeRow {
  name: string;
  description: string;
}

export interface SchemeRow {
  /** Stable while editing, whatever the name becomes. */
  key: string;
  name: string;
  type: SchemeType;
  description: string;
  bearerFormat: string;
  apiKeyName: string;
  apiKeyIn: ApiKeyLocation;
  flow: OAuthFlow;
  authorizationUrl: string;
  tokenUrl: string;
  refreshUrl: string;
  scopes: ScopeRow[];
  /** The scheme as read. */
  original: Json;
  /** The name it was read with (null for a new row): a changed name is a rename. */
  originalName: string | null;
  /** The flow shown when read; the scheme's other flows are kept as they are. */
  originalFlow: OAuthFlow | null;
}

export interface ServerRow {
  key: string;
  url: string;
  description: string;
  original: DesignServer;
}

/**
 * One alternative of the default security: the schemes it needs together, by row key (or
 * `missing:<name>` for a scheme the project does not define), each with its scopes.
 */
export type RequirementDraft = { ref: string; scopes: string[] }[];

export interface SettingsDraft {
  servers: ServerRow[];
  schemes: SchemeRow[];
  security: RequirementDraft[];
}

let lastKey = 0;
/** A row key, unique in this page. */
export function newRowKey(): string {
  lastKey += 1;
  return `row-${lastKey}`;
}

const MISSING = 'missing:';
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isFlow(value: string): value is OAuthFlow {
  return (OAUTH_FLOWS as readonly string[]).includes(value);
}
function isLocation(value: unknown): value is ApiKeyLocation {
  return (API_KEY_LOCATIONS as readonly unknown[]).includes(value);
}

function schemeTypeOf(scheme: Json): SchemeType {
  if (scheme.type === 'http') {
    const kind = text(scheme.scheme).toLowerCase();
    if (kind === 'bearer') return 'http-bearer';
    if (kind === 'basic') return 'http-basic';
    return 'other';
  }
  if (scheme.type === 'apiKey') return 'apiKey';
  if (scheme.type === 'oauth2') return 'oauth2';
  return 'other';
}

export function emptySchemeRow(name = ''): SchemeRow {
  return {
    key: newRowKey(),
    name,
    type: 'http-bearer',
    description: '',
    bearerFormat: '',
    apiKeyName: '',
    apiKeyIn: 'header',
    flow: 'authorizationCode',
    authorizationUrl: '',
    tokenUrl: '',
    refreshUrl: '',
    scopes: [],
    original: {},
    originalName: null,
    originalFlow: null,
  };
}

export function schemeRowOf(name: string, scheme: Json): SchemeRow {
  const row = emptySchemeRow(name);
  row.type = schemeTypeOf(scheme);
  row.description = text(scheme.description);
  row.bearerFormat = text(scheme.bearerFormat);
  row.apiKeyName = text(scheme.name);
  row.apiKeyIn = isLocation(scheme.in) ? scheme.in : 'header';
  row.original = scheme;
  row.originalName = name;
  const flows = isObject(scheme.flows) ? scheme.flows : {};
  const flow = Object.keys(flows).find(isFlow);
  if (flow) {
    const detail = isObject(flows[flow]) ? (flows[flow] as Json) : {};
    row.flow = flow;
    row.originalFlow = flow;
    row.authorizationUrl = text(detail.authorizationUrl);
    row.tokenUrl = text(detail.tokenUrl);
    row.refreshUrl = text(detail.refreshUrl);
    const scopes = isObject(detail.scopes) ? detail.scopes : {};
    row.scopes = Object.entries(scopes).map(([scope, about]) => ({
      name: scope,
      description: text(about),
    }));
  }
  return row;
}

// The fields of a Security Scheme Object the form edits; the rest of `original` is kept.
const MODELLED_FIELDS = ['scheme', 'bearerFormat', 'name', 'in', 'flows', 'openIdConnectUrl'];

function setText(target: Json, field: string, value: string) {
  const trimmed = value.trim();
  if (trimmed) target[field] = trimmed;
  else delete target[field];
}

/** A row back to an OpenAPI Security Scheme Object. */
export function schemeOf(row: SchemeRow): Json {
  const scheme: Json = { ...row.original };
  setText(scheme, 'description', row.description);
  if (row.type === 'other') return scheme;
  const originalFlows = isObject(row.original.flows) ? row.original.flows : {};
  for (const field of MODELLED_FIELDS) delete scheme[field];
  switch (row.type) {
    case 'http-bearer':
      scheme.type = 'http';
      scheme.scheme = 'bearer';
      setText(scheme, 'bearerFormat', row.bearerFormat);
      break;
    case 'http-basic':
      scheme.type = 'http';
      scheme.scheme = 'basic';
      break;
    case 'apiKey':
      scheme.type = 'apiKey';
      scheme.name = row.apiKeyName.trim();
      scheme.in = row.apiKeyIn;
      break;
    case 'oauth2': {
      scheme.type = 'oauth2';
      const flows: Json = row.original.type === 'oauth2' ? { ...originalFlows } : {};
      if (row.originalFlow) delete flows[row.originalFlow];
      const before =
        row.originalFlow === row.flow && isObject(originalFlows[row.flow])
          ? (originalFlows[row.flow] as Json)
          : {};
      const flow: Json = { ...before };
      for (const field of ['authorizationUrl', 'tokenUrl', 'refreshUrl']) delete flow[field];
      for (const field of FLOW_URLS[row.flow]) setText(flow, field, row[field]);
      setText(flow, 'refreshUrl', row.refreshUrl);
      flow.scopes = Object.fromEntries(
        row.scopes
          .filter((scope) => scope.name.trim())
          .map((scope) => [scope.name.trim(), scope.description.trim()]),
      );
      flows[row.flow] = flow;
      scheme.flows = flows;
      break;
    }
  }
  return scheme;
}

export function serverRowOf(server: DesignServer): ServerRow {
  return {
    key: newRowKey(),
    url: server.url,
    description: server.description ?? '',
    original: server,
  };
}

export function emptyServerRow(): ServerRow {
  return { key: newRowKey(), url: '', description: '', original: { url: '' } };
}

export function serverOf(row: ServerRow): DesignServer {
  const server: DesignServer = { ...row.original, url: row.url.trim() };
  const description = row.description.trim();
  if (description) server.description = description;
  else delete server.description;
  return server;
}

/** The rows of a project's settings. */
export function settingsDraftOf(meta: DesignMeta): SettingsDraft {
  const schemes = Object.entries(meta.securitySchemes).map(([name, scheme]) =>
    schemeRowOf(name, scheme),
  );
  const keyOfName = new Map(schemes.map((row) => [row.name, row.key]));
  return {
    servers: meta.servers.map(serverRowOf),
    schemes,
    security: meta.security.map((requirement) =>
      Object.entries(requirement).map(([name, scopes]) => ({
        ref: keyOfName.get(name) ?? `${MISSING}${name}`,
        scopes,
      })),
    ),
  };
}

/** The scheme name a requirement part points at. */
export function refName(ref: string, schemes: readonly SchemeRow[]): string {
  if (ref.startsWith(MISSING)) return ref.slice(MISSING.length);
  return schemes.find((row) => row.key === ref)?.name.trim() ?? '';
}

/** A requirement's value in the default security picker: its scheme refs, sorted. */
export function requirementValue(requirement: RequirementDraft): string {
  return JSON.stringify(requirement.map((part) => part.ref).sort());
}

/** The settings written back into the project's meta; everything else of it is kept. */
export function metaOf(meta: DesignMeta, draft: SettingsDraft): DesignMeta {
  const security: SecurityRequirement[] = draft.security.map((requirement) =>
    Object.fromEntries(
      requirement.map((part) => [refName(part.ref, draft.schemes), part.scopes] as const),
    ),
  );
  return {
    ...meta,
    servers: draft.servers.map(serverOf),
    securitySchemes: Object.fromEntries(
      draft.schemes.map((row) => [row.name.trim(), schemeOf(row)] as const),
    ),
    security,
  };
}

/**
 * The schemes of `meta` (the settings saved over) that the draft renames, so the server rewrites
 * the endpoints that name them. A scheme that is gone from `meta` meanwhile is not renamed.
 */
export function renamedSchemesOf(
  meta: DesignMeta,
  draft: SettingsDraft,
): { from: string; to: string }[] {
  return draft.schemes.flatMap((row) => {
    const from = row.originalName;
    const to = row.name.trim();
    if (from === null || from === to || !Object.hasOwn(meta.securitySchemes, from)) return [];
    // Another row took the old name: the old scheme stays under it, so nothing is renamed.
    if (draft.schemes.some((other) => other !== row && other.name.trim() === from)) return [];
    return [{ from, to }];
  });
}

export type SettingsIssue = 'required' | 'duplicate';

/** What must be fixed before saving, by `<row key>.<field>`. */
export function settingsIssues(draft: SettingsDraft): Map<string, SettingsIssue> {
  const issues = new Map<string, SettingsIssue>();
  for (const row of draft.servers) if (!row.url.trim()) issues.set(`${row.key}.url`, 'required');
  const seen = new Set<string>();
  for (const row of draft.schemes) {
    const name = row.name.trim();
    if (!name) issues.set(`${row.key}.name`, 'required');
    else if (seen.has(name)) issues.set(`${row.key}.name`, 'duplicate');
    seen.add(name);
    if (row.type === 'apiKey' && !row.apiKeyName.trim()) {
      issues.set(`${row.key}.apiKeyName`, 'required');
    }
    if (row.type === 'oauth2') {
      for (const field of FLOW_URLS[row.flow]) {
        if (!row[field].trim()) issues.set(`${row.key}.${field}`, 'required');
      }
    }
  }
  return issues;
}
