import type { FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import multipart from '@fastify/multipart';
import type { startImportBody } from '@heron/contract';
import {
  IMPORT_LIMITS,
  startDesignImportRoute,
  getDesignImportRoute,
  commitDesignImportRoute,
  cancelDesignImportRoute,
  exportDesignRoute,
  startAiDesignImportRoute,
} from '@heron/contract';
import type { OutboundAddressPolicy } from '../../adapters/outbound/index.js';
import { AppError } from '../../http/app-error.js';
import { withTextHygiene } from '../../http/text-hygiene.js';
import type { WorkspaceContext } from '../access/index.js';
import { attachmentDisposition, exportProjectDesign } from './export-service.js';
import { ImportRunner } from './import-runner.js';
import {
  cancelImport,
  commitImport,
  getImportJob,
  startImport,
  type ImportDeps,
} from './import-service.js';
import { receiveJsonImport, receiveMultipartImport, type Unzipper } from './import-source.js';
import type { UnzipOutcome } from './import-unzip-task.js';
import { CONVERTED_FILE_NAME, type MaterialConverter } from './material-import.js';
import { WorkerMemoryError, WorkerTimeoutError, type WorkerPool } from '../../workers/index.js';
import { serve } from '../../http/serve-route.js';

const UNZIP_TASK = new URL('./import-unzip-task.js', import.meta.url).href;

// A pasted description travels as a JSON string: escaping can make it up to about twice its
// size before the text itself (checked against IMPORT_LIMITS.maxBytes) is measured.
const JSON_BODY_LIMIT = 2 * IMPORT_LIMITS.maxBytes + 64 * 1024;

export interface DesignTransferRoutesOptions {
  workspace: WorkspaceContext;
  /** Config OUTBOUND_ADDRESS_POLICY: what a URL import may reach. */
  outboundAddressPolicy: OutboundAddressPolicy;
  /** Called when an import has written the design (the mock rebuilds). */
  onDesignChanged?: (projectId: string) => void;
  /** Parsing and unzipping run on its `imports` lane. */
  workers: WorkerPool;
  /** Wall-clock limit of one parse (IMPORT_TIMEOUT_MS). */
  importTimeoutMs: number;
  /** AI parsing import's model (issue 24); undefined when no model is configured. */
  material?: MaterialConverter | undefined;
}

/**
 * Imports and exports of a project's design (issue 5), under
 * `/api/v1/projects/{projectId}/design`. An import is a job: started here (202), parsed and
 * previewed in the background, committed with the person's choices, cancellable until written.
 */
export async function designTransferRoutes(
  app: FastifyInstance,
  opts: DesignTransferRoutesOptions,
) {
  // Multipart is accepted by these routes only (this plugin's scope).
  await app.register(multipart, {
    limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 1, parts: 10 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const runner = new ImportRunner((error, jobId) =>
    app.log.error({ err: error, jobId }, 'import job bookkeeping failed'),
  );
  // Running imports stop with the app (their jobs read as interrupted).
  app.addHook('onClose', async () => runner.stop());
  const deps: ImportDeps = {
    ctx: opts.workspace,
    runner,
    outbound: { policy: opts.outboundAddressPolicy },
    log: app.log,
    onDesignChanged: opts.onDesignChanged,
    workers: opts.workers,
    importTimeoutMs: opts.importTimeoutMs,
  };
  const unzipFor =
    (owner: string): Unzipper =>
    (bytes) =>
      opts.workers
        .run<UnzipOutcome>(
          'imports',
          { module: UNZIP_TASK, payload: bytes },
          { owner, timeoutMs: opts.importTimeoutMs },
        )
        .catch((error: unknown): UnzipOutcome => {
          // A thread killed for time or memory is the archive's doing: a 422 like any bad zip.
          if (error instanceof WorkerTimeoutError || error instanceof WorkerMemoryError) {
            return { problem: error.message };
          }
          throw error;
        });

  serve(
    api,
    startDesignImportRoute,
    {
      bodyLimit: JSON_BODY_LIMIT,
      validatorCompiler: (route) => {
        // Fastify hands each part's own schema (body, params) in `route.schema`.
        const validate = withTextHygiene(validatorCompiler, { exemptBodyPaths: [['text']] })(
          route as unknown as Parameters<typeof validatorCompiler>[0],
        );
        // A multipart request reaches validation with no body (null).
        return (data) =>
          route.httpPart === 'body' && (data === undefined || data === null)
            ? { value: undefined }
            : validate(data);
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const { projectId } = request.params;
      const job = await startImport(deps, user, projectId, async () => {
        if (request.isMultipart()) return receiveMultipartImport(request, unzipFor(user.id));
        const body = request.body as z.infer<typeof startImportBody> | undefined;
        if (body === undefined || body === null) {
          throw new AppError('VALIDATION_FAILED', {
            detail: 'Send JSON with `text` or `url`, or a multipart upload with a `file`.',
            errors: [{ in: 'body', pointer: '', message: 'validation.importSourceRequired' }],
          });
        }
        return receiveJsonImport(body, deps.outbound, unzipFor(user.id));
      });
      return reply.status(202).send(job);
    },
  );

  // AI parsing import: the material goes to the model in the job's background; the refusals
  // that need no model (no model configured, points short) come first, before any call.
  serve(api, startAiDesignImportRoute, async (request, reply) => {
    const user = await request.requireUser();
    const { projectId } = request.params;
    const { text, language } = request.body;
    const job = await startImport(deps, user, projectId, async (access) => {
      const converter = opts.material;
      if (!converter) {
        throw new AppError('AI_NOT_CONFIGURED', {
          detail: 'Set AI_BASE_URL and AI_MODEL (and AI_API_KEY if the model takes one) to use AI.',
        });
      }
      const use = {
        userId: user.id,
        teamId: access.team.isPersonal ? null : access.team.id,
        projectId,
      };
      await converter.check(use, text, language);
      return {
        source: { files: [{ name: CONVERTED_FILE_NAME, text }] },
        sourceName: '',
        format: 'openapi-3.1',
        isRemote: false,
        convert: (jobId, signal) =>
          converter.convert({ jobId, use, material: text, language, signal }),
      };
    });
    return reply.status(202).send(job);
  });

  serve(api, getDesignImportRoute, async (request) =>
    getImportJob(
      deps,
      await request.requireUser(),
      request.params.projectId,
      request.params.jobId,
      request.query.waitMs,
    ),
  );

  serve(api, commitDesignImportRoute, async (request, reply) => {
    const job = await commitImport(
      deps,
      await request.requireUser(),
      request.params.projectId,
      request.params.jobId,
      request.body,
    );
    return reply.status(202).send(job);
  });

  serve(api, cancelDesignImportRoute, async (request) =>
    cancelImport(deps, await request.requireUser(), request.params.projectId, request.params.jobId),
  );

  serve(api, exportDesignRoute, async (request, reply) => {
    const file = await exportProjectDesign(
      { ctx: opts.workspace, workers: opts.workers, timeoutMs: opts.importTimeoutMs },
      await request.requireUser(),
      request.params.projectId,
      request.query,
    );
    // A Buffer is sent as it is: the route's serializer would quote a string as JSON (the
    // schema above documents the body; the cast only tells the typed reply so).
    const body = Buffer.from(file.text, 'utf8') as unknown as string;
    return reply
      .type(file.contentType)
      .header('content-disposition', attachmentDisposition(file.fileName))
      .send(body);
  });
}
