import type { IncomingHttpHeaders } from 'node:http';
import { threadId } from 'node:worker_threads';
import {
  buildMock,
  type MockAnswer,
  type MockOptions,
  type MockProgram,
  type MockRequest,
  type MockStats,
} from '@heron/engine/mock';
import { parseCookies } from '@heron/engine/mock-node';
import type { TaskHandler } from '../../workers/index.js';
// The worker-safe entry: index.js would load the design module's database and route code.
import { buildProjectBundle, type ProjectDesign } from '../design/worker-entry.js';
import { ProgramShelf } from './program-shelf.js';

/**
 * The mock on a host thread (issue 19): builds a project's program from its rows and keeps it
 * here, in this thread's module state, to answer its requests. What happens on the main thread
 * is in mock-hosts.ts; which host a project lives on, how long a task may take and what happens
 * when a host dies are the `WorkerHosts`'.
 */

/** A request as it crosses to the host: plain data, the cookies and content type still headers. */
export interface HostedRequest {
  method: string;
  /** Still percent-encoded, without the query. */
  path: string;
  /** The query string without `?` (a private mock's token taken out). */
  query: string;
  headers: IncomingHttpHeaders;
  /** Exactly the body's bytes, or undefined when there is none or it is over the limit. */
  body?: Uint8Array;
  /** The body's size when it was over the limit and not read (the answer is 413). */
  bodyBytes?: number;
}

/** What the host's program is asked for the project's requests: build n or newer. */
interface ProgramRef {
  projectId: string;
  buildId: number;
}

export type MockHostTask =
  | (ProgramRef & {
      op: 'build';
      design: ProjectDesign;
      options: MockOptions;
      /** Programs this host may keep. */
      capacity: number;
    })
  | (ProgramRef & { op: 'handle'; request: HostedRequest })
  | (ProgramRef & { op: 'reset' })
  | (ProgramRef & { op: 'stats' })
  | (ProgramRef & { op: 'drop' })
  /** Only loads this module (and the engine) on the host, so that a first build does not wait. */
  | { op: 'warm'; projectId: string };

/** The host has no program of that build or newer (its thread was replaced, or it was dropped). */
export const MISSING = 'missing';
export type Missing = typeof MISSING;

export interface BuildAnswer {
  /** The statistics of the program that now answers (this build's, or a newer one's). */
  stats: MockStats;
  /** The host thread that built it. */
  threadId: number;
}

const shelf = new ProgramShelf<MockProgram>(1);

const mockHostTask: TaskHandler<MockHostTask, unknown> = (task) => {
  switch (task.op) {
    case 'build':
      return build(task);
    case 'handle': {
      const program = shelf.get(task.projectId, task.buildId);
      return program ? program.handle(toMockRequest(task.request)) : MISSING;
    }
    case 'reset': {
      const program = shelf.get(task.projectId, task.buildId);
      program?.reset();
      return program !== undefined;
    }
    case 'stats':
      return shelf.get(task.projectId, task.buildId)?.stats ?? MISSING;
    case 'drop':
      shelf.drop(task.projectId, task.buildId);
      return true;
    case 'warm':
      return true;
  }
};

export default mockHostTask;

function build(task: Extract<MockHostTask, { op: 'build' }>): BuildAnswer {
  shelf.capacity = task.capacity;
  // A newer build got here first: this older one is not even made.
  if (!shelf.isSuperseded(task.projectId, task.buildId)) {
    const { bundle } = buildProjectBundle(task.design);
    shelf.put(task.projectId, task.buildId, buildMock(bundle, task.options));
  }
  const program = shelf.get(task.projectId, task.buildId)!;
  return { stats: program.stats, threadId };
}

const NO_COOKIES: Readonly<Record<string, string | undefined>> = Object.freeze({});

function toMockRequest(request: HostedRequest): MockRequest {
  const { cookie } = request.headers;
  const made: MockRequest = {
    method: request.method,
    path: request.path,
    query: new URLSearchParams(request.query),
    headers: request.headers,
    cookies: cookie ? parseCookies(cookie) : NO_COOKIES,
    body: request.body,
    contentType: request.headers['content-type'],
  };
  if (request.bodyBytes !== undefined) made.bodyBytes = request.bodyBytes;
  return made;
}

/** The answer to a `handle`. */
export type HandleAnswer = MockAnswer | Missing;
