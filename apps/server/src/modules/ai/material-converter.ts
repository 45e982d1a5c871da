import type { AiCostPreview, Language, StartAiImportBody } from '@heron/contract';
import {
  EXTRACTION_ANSWER_SCHEMA,
  estimateExtractionTokens,
  extractionMessages,
  extractionToOpenApi,
} from '@heron/engine';
import type { Database } from '../../db/client.js';
import {
  MaterialNotConverted,
  type MaterialConverter,
  type MaterialUse,
} from '../design-transfer/index.js';
import { aiFunds, aiFundsRefusal, chargeAiUse, pointsForTokens } from '../points/index.js';
import { AppError } from '../../http/app-error.js';
import { requireProject } from '../access/index.js';
import type { User } from '../auth/index.js';
import type { AiDeps } from './ai-deps.js';
import { costPreview } from './cost-preview.js';
import { ModelCallError, type ModelUsage } from './model-client.js';
import type { ModelResolver } from './model-resolver.js';
import { notConfigured } from './run-start.js';

/**
 * AI parsing import's model side (issue 24): one call reads the material into endpoints and
 * models (strict structured output), written as an OpenAPI document for the import job to parse
 * and check like any other. On the instance's model, checked against the points and the
 * project's cap before the call and charged after from the tokens used, once per job,
 * interrupted when the call failed; on the team's own model, nothing is charged.
 */

/** The title of the document the material becomes (the import keeps the project's own). */
const DOCUMENT_TITLE = 'AI parsing import';

const useOf = (use: MaterialUse) => ({ ...use, function: 'aiImport' as const });
const tokensOf = (usage: ModelUsage | null) =>
  usage ? usage.promptTokens + usage.completionTokens : 0;

export function createMaterialConverter(deps: {
  db: Database;
  models: ModelResolver;
  tokensPerPoint: number;
}): MaterialConverter {
  const { db, models, tokensPerPoint } = deps;

  /** The model the use calls, refused when the points (or the cap) cannot pay for it. */
  const modelFor = async (use: MaterialUse, material: string, language: Language) => {
    const resolved = await models.forProject(use.projectId);
    if (!resolved) throw notConfigured();
    if (resolved.source === 'instance') {
      const points = pointsForTokens(estimateExtractionTokens(material, language), tokensPerPoint);
      const refusal = aiFundsRefusal(await aiFunds(db, useOf(use)), points);
      if (refusal) throw refusal;
    }
    return resolved;
  };

  const charge = async (
    jobId: string,
    use: MaterialUse,
    tokens: number,
    isInterrupted: boolean,
  ) => {
    if (tokens <= 0) return;
    await chargeAiUse(db, useOf(use), {
      points: pointsForTokens(tokens, tokensPerPoint),
      idempotencyKey: `ai-import:${jobId}`,
      isInterrupted,
    });
  };

  return {
    async check(use, material, language) {
      await modelFor(use, material, language);
    },

    async convert({ jobId, use, material, language, signal }) {
      // Again in the job: the points may have gone, or the team changed its model, meanwhile;
      // the job then fails with the refusal, as a finding, and nothing is sent.
      const { client, source } = await modelFor(use, material, language).catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
        throw new MaterialNotConverted({
          severity: 'error',
          code: 'AI_MODEL',
          message: `${error.code}: ${error.detail ?? error.message}`,
        });
      });
      const charges = source === 'instance';
      let answer;
      try {
        answer = await client.complete({
          messages: extractionMessages(material, language),
          schema: EXTRACTION_ANSWER_SCHEMA as unknown as {
            name: string;
            schema: Record<string, unknown>;
          },
          // Streamed: a long reading is limited by the model's silences, not by its length.
          stream: true,
          signal,
        });
      } catch (error) {
        if (!(error instanceof ModelCallError)) throw error;
        if (charges) await charge(jobId, use, tokensOf(error.usage), true);
        throw new MaterialNotConverted({
          severity: 'error',
          code: 'AI_MODEL',
          message: `${error.code}: ${error.detail ?? error.message}`,
        });
      }
      if (charges) await charge(jobId, use, tokensOf(answer.usage), false);
      const written = extractionToOpenApi(answer.json, DOCUMENT_TITLE);
      if (written.endpoints === 0 && written.models === 0) {
        throw new MaterialNotConverted({
          severity: 'error',
          code: 'AI_NOTHING_FOUND',
          message:
            'The model found no endpoint or data model in the material; nothing was written.',
        });
      }
      return written;
    },
  };
}

/** What an AI parsing import of the material would cost, before anything is sent. */
export async function previewMaterialImport(
  deps: AiDeps,
  user: User,
  projectId: string,
  body: StartAiImportBody,
): Promise<AiCostPreview> {
  const { db } = deps.workspace;
  const access = await requireProject(deps.workspace, db, user, projectId, 'project.edit');
  const tokens = estimateExtractionTokens(body.text, body.language);
  return costPreview(deps, access, user, 'aiImport', tokens);
}
