import type { DebugRequest, DesignMeta, EndpointData, SendRequestPayload } from '@heron/contract';
import {
  chooseBaseUrl,
  hasUrlScheme,
  resolveOptionsOf,
  resolveRequest,
  sendableServers,
  type BaseUrlChoice,
  type ResolveOptions,
  type ResolveResult,
  type VariableScopes,
} from '@heron/engine';
import { AppError } from '../../http/app-error.js';
import type { Db } from '../access/index.js';
import { loadSendingScope, type EnvironmentDeps } from '../environments/index.js';
import { loadDesignMeta, loadLiveEndpoint } from '../design/index.js';
import { loadFolderAuth } from './folder-auth.js';
import { applyInheritedAuth } from './inherited-auth.js';
import { sendingScopes } from './sending-scopes.js';

/**
 * What a send and the code view (issue 21) both start from, so the code shows what Send sends:
 * the variables in their scopes, the auth an `inherit` request takes from its folders or the
 * design, and the base URL a path goes to (the environment's, else the design's server).
 */

export type SendingScope = Awaited<ReturnType<typeof loadSendingScope>>;

export interface PreparedSend {
  /** The request with the auth it inherits in place of `inherit`. */
  request: DebugRequest;
  /** The stored variables, secrets opened (for the sender only). */
  stored: SendingScope;
  /** What scripts set this session over the stored values. */
  scopes: VariableScopes;
  options: ResolveOptions;
  /** Where a path goes; null when nothing gives a base URL or the URL has its scheme. */
  baseUrl: BaseUrlChoice | null;
  /** The design's security schemes whose variables the inherited auth reads. */
  inheritedSchemes: string[];
  /** The endpoint being debugged (read once, also for the response check). */
  endpoint: () => Promise<EndpointData | null>;
}

export async function prepareSend(
  env: EnvironmentDeps,
  projectId: string,
  body: Pick<
    SendRequestPayload,
    'request' | 'environmentId' | 'endpointId' | 'session' | 'serverUrl'
  >,
): Promise<PreparedSend> {
  const { db } = env.ctx;
  const stored = await loadSendingScope(env, projectId, body.environmentId);
  const { endpointId } = body;
  // Each read at most once: inheritance, the servers and the response check share them.
  let endpointRead: Promise<EndpointData | null> | undefined;
  const endpoint = () =>
    (endpointRead ??=
      endpointId === null ? Promise.resolve(null) : loadLiveEndpoint(db, projectId, endpointId));
  let metaRead: Promise<DesignMeta> | undefined;
  const meta = () => (metaRead ??= loadDesignMeta(db, projectId).then((read) => read.meta));

  let request = body.request;
  let inheritedSchemes: string[] = [];
  if (request.auth.type === 'inherit') {
    ({ request, schemes: inheritedSchemes } = await inheritAuth(
      db,
      projectId,
      endpointId,
      await endpoint(),
      request,
      meta,
    ));
  }
  // A URL typed with its scheme needs no base URL: the design is not read for it.
  const baseUrl = hasUrlScheme(request.url)
    ? null
    : await baseUrlOf(stored.baseUrl, body.serverUrl, meta);
  return {
    request,
    stored,
    scopes: sendingScopes(stored, body.session),
    options: resolveOptionsOf(baseUrl),
    baseUrl,
    inheritedSchemes,
    endpoint,
  };
}

/**
 * The request resolved for sending. A path with nowhere to go is refused with NO_BASE_URL
 * rather than answered as a problem of the request: nothing the person can fix in the request
 * itself makes it sendable, the project's environments or design must say where it goes.
 */
export function resolveForSend(
  prepared: Pick<PreparedSend, 'request' | 'options'>,
  scopes: VariableScopes,
): ResolveResult {
  const resolved = resolveRequest(prepared.request, scopes, prepared.options);
  if (resolved.problems.some((problem) => problem.code === 'NO_BASE_URL')) {
    throw new AppError('NO_BASE_URL', {
      detail:
        'The URL is a path and there is no base URL to send it to: choose an environment with a base URL, or add a server with a full address (https://…) to the design settings.',
      errors: [
        {
          in: 'body',
          pointer: '/request/url',
          message: 'A path needs a base URL: an environment with one, or a server in the design.',
        },
      ],
    });
  }
  return resolved;
}

/** The environment's base URL; without one, the design's server the send names, else its first. */
async function baseUrlOf(
  environmentBaseUrl: string,
  serverUrl: string | undefined,
  meta: () => Promise<DesignMeta>,
): Promise<BaseUrlChoice | null> {
  if (environmentBaseUrl.trim() !== '') return chooseBaseUrl({ environmentBaseUrl, servers: [] });
  const { servers } = await meta();
  if (serverUrl !== undefined && !sendableServers(servers).some((s) => s.url === serverUrl)) {
    throw new AppError('VALIDATION_FAILED', {
      detail: 'body/serverUrl: not one of the design’s servers with a full address',
      errors: [{ in: 'body', pointer: '/serverUrl', message: 'Not one of the design’s servers' }],
    });
  }
  return chooseBaseUrl({ servers, serverUrl });
}

/**
 * The request with the auth it inherits: the nearest folder above its endpoint that sets one
 * (folder-auth.ts), else what the design declares (inherited-auth.ts). A scratch request has no
 * folders: the design's security. Test runs (issue 22) call it once per step before they start.
 */
export async function inheritAuth(
  db: Db,
  projectId: string,
  endpointId: string | null,
  endpoint: EndpointData | null,
  request: DebugRequest,
  meta: () => Promise<DesignMeta>,
): Promise<{ request: DebugRequest; schemes: string[] }> {
  // The endpoint's own security is its own word: it wins over the folders above it. Without
  // one, the nearest folder that sets an auth decides, and then the project's default security.
  if (endpointId !== null && (endpoint?.security ?? null) === null) {
    const fromFolder = await loadFolderAuth(db, projectId, endpointId);
    if (fromFolder) return { request: { ...request, auth: fromFolder.auth }, schemes: [] };
  }
  return applyInheritedAuth(request, endpoint, await meta());
}
