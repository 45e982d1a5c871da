import {
  ACCESS_TOKEN_SHAPE,
  fillPath,
  getCurrentAccessTokenRoute,
  getTestRunRoute,
  getTestScenarioRoute,
  listEnvironmentsRoute,
  startTestRunRoute,
  stopTestRunRoute,
  streamTestRunEventsRoute,
  type AccessToken,
  type ApiRoute,
  type Environment,
  type RunEvent,
  type RunReport,
  type TestRun,
  type TestScenario,
} from '@heron/contract';
import { CliError } from '../cli-error.js';
import { CLI_VERSION } from '../version.js';

/**
 * `heron run --server URL --token TOKEN --scenario ID` (issue 22): the scenario runs on the
 * Heron server, which records the run; this side starts it, follows its events and hands each
 * step to the console reporter, as a local run does. The token is a personal access token made
 * in account settings, with the `run` right on the scenario's project.
 */

export interface ServerRunOptions {
  /** The Heron server's address (`https://heron.example.com`). */
  server: string;
  /** A personal access token (`heron_pat_…`). */
  token: string;
  scenarioId: string;
  /** An environment of the scenario's project, by name; none: the project's variables only. */
  environmentName: string | undefined;
  /** Called with each event of the run as it comes. */
  onEvent(event: RunEvent): void;
  /** Called once the run is known: its scenario's name, before its first event. */
  onStart(info: { scenarioName: string; projectName: string; runId: string }): void;
  /** Aborted (Ctrl-C): the run is stopped on the server, and its report still comes back. */
  signal: AbortSignal;
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Problem {
  status: number;
  code: string | undefined;
  detail: string | undefined;
}

class ApiFailure extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.code ?? `HTTP ${problem.status}`);
  }
}

/** A small client of the server's API, speaking as the token. */
function apiClient(server: string, token: string) {
  let origin: URL;
  try {
    origin = new URL(server);
  } catch {
    throw new CliError(`--server must be an http(s) address, not ${server}`);
  }
  if (origin.protocol !== 'http:' && origin.protocol !== 'https:') {
    throw new CliError(`--server must be an http(s) address, not ${server}`);
  }
  const base = origin.href.replace(/\/+$/, '');
  const headers = {
    authorization: `Bearer ${token}`,
    'user-agent': `heron-cli/${CLI_VERSION}`,
  };

  async function send(
    route: ApiRoute,
    params: Record<string, string>,
    init: { body?: unknown; signal?: AbortSignal } = {},
  ): Promise<Response> {
    const url = `${base}${fillPath(route.path, params)}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: route.method,
        headers: {
          ...headers,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        ...(init.signal ? { signal: init.signal } : {}),
      });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new CliError(
        `Cannot reach the Heron server at ${base}: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
      );
    }
    if (response.ok) return response;
    const text = await response.text().catch(() => '');
    let body: { code?: string; detail?: string } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // Not a problem document: not a Heron server, or a proxy's page.
    }
    throw new ApiFailure({ status: response.status, code: body.code, detail: body.detail });
  }

  return {
    base,
    send,
    json: async <T>(route: ApiRoute, params: Record<string, string> = {}, body?: unknown) =>
      (await (await send(route, params, body === undefined ? {} : { body })).json()) as T,
  };
}

type Client = ReturnType<typeof apiClient>;

/** What the token is, or a message a person can act on when the server refuses it. */
async function readToken(client: Client): Promise<AccessToken> {
  try {
    return await client.json<AccessToken>(getCurrentAccessTokenRoute);
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    const { status, code, detail } = error.problem;
    if (status === 401 || status === 429) {
      throw new CliError(
        `The server refused the token (${code ?? status}): ${detail ?? ''}`.trim(),
      );
    }
    if (code === undefined) {
      throw new CliError(`${client.base} does not answer as a Heron server (HTTP ${status}).`);
    }
    throw new CliError(`The server answered ${code}: ${detail ?? ''}`.trim());
  }
}

/** The scenario, looked for in each project the token names (the CLI is given only its id). */
async function findScenario(
  client: Client,
  token: AccessToken,
  scenarioId: string,
): Promise<{ scenario: TestScenario; projectName: string }> {
  for (const project of token.projects) {
    try {
      const scenario = await client.json<TestScenario>(getTestScenarioRoute, {
        projectId: project.id,
        scenarioId,
      });
      return { scenario, projectName: project.name };
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      // Not in this project, or no longer readable there: look in the next.
      if (error.problem.status === 404 || error.problem.status === 403) continue;
      throw new CliError(`Reading the scenario failed (${error.problem.code}): ${error.message}`);
    }
  }
  const names = token.projects.map((project) => `"${project.name}"`).join(', ') || 'none';
  throw new CliError(
    `No scenario ${scenarioId} in the projects this token reaches (${names}). Check the id (the scenario's address in Heron ends with it) and the token's projects.`,
  );
}

async function findEnvironmentId(client: Client, projectId: string, name: string): Promise<string> {
  const { items } = await client.json<{ items: Environment[] }>(listEnvironmentsRoute, {
    projectId,
  });
  const exact = items.find((environment) => environment.name === name);
  const folded = items.filter(
    (environment) => environment.name.toLowerCase() === name.toLowerCase(),
  );
  const found = exact ?? (folded.length === 1 ? folded[0] : undefined);
  if (found) return found.id;
  const known = items.map((environment) => `"${environment.name}"`).join(', ') || 'none';
  throw new CliError(`No environment named "${name}" in this project (it has: ${known}).`);
}

/** Blocks of a Server-Sent Events body, each event's `data:` parsed. */
async function* readEvents(body: ReadableStream<Uint8Array>): AsyncIterable<RunEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice('data: '.length))
        .join('\n');
      if (data) yield JSON.parse(data) as RunEvent;
      end = buffer.indexOf('\n\n');
    }
  }
}

function failureMessage(action: string, error: unknown): never {
  if (error instanceof ApiFailure) {
    const { status, code } = error.problem;
    throw new CliError(`${action} failed (${code ?? `HTTP ${status}`}): ${error.message}`);
  }
  throw error;
}

/** Runs the scenario on the server and resolves to its report once it has ended. */
export async function runOnServer(options: ServerRunOptions): Promise<RunReport> {
  if (!ACCESS_TOKEN_SHAPE.test(options.token)) {
    throw new CliError(
      'The token is not a personal access token (heron_pat_ and 43 characters): make one in Heron, account settings, Access tokens.',
    );
  }
  if (!ID.test(options.scenarioId)) {
    throw new CliError(`--scenario must be a scenario's id (a UUID), not ${options.scenarioId}`);
  }
  const client = apiClient(options.server, options.token);
  const token = await readToken(client);
  const { scenario, projectName } = await findScenario(client, token, options.scenarioId);
  const projectId = scenario.projectId;
  const environmentId =
    options.environmentName === undefined
      ? null
      : await findEnvironmentId(client, projectId, options.environmentName);
  const { runId } = await client
    .json<{ runId: string }>(
      startTestRunRoute,
      { projectId, scenarioId: scenario.id },
      { environmentId },
    )
    .catch((error: unknown) => failureMessage('Starting the run', error));
  options.onStart({ scenarioName: scenario.name, projectName, runId });

  // Ctrl-C: ask the server to stop; the stream then ends with the run's report as stopped.
  const onAbort = () => {
    void client.send(stopTestRunRoute, { projectId, runId }).catch(() => undefined);
  };
  options.signal.addEventListener('abort', onAbort, { once: true });
  try {
    const stream = await client
      .send(streamTestRunEventsRoute, { projectId, runId })
      .catch((error: unknown) => failureMessage('Following the run', error));
    if (stream.body) {
      try {
        for await (const event of readEvents(stream.body)) {
          options.onEvent(event);
          if (event.type === 'done') return event.report;
        }
      } catch {
        // The stream broke (a proxy's time limit): the run goes on, and is read below.
      }
    }
    // No `done` came: read the run until it has ended.
    for (;;) {
      const run = await client
        .json<TestRun>(getTestRunRoute, { projectId, runId })
        .catch((error: unknown) => failureMessage('Reading the run', error));
      if (run.status !== 'running') return run.report;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  } finally {
    options.signal.removeEventListener('abort', onAbort);
  }
}
