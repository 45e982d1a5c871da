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
import { ModelCallError, type ModelClient, type ModelUsage } from './model-client.js';

/**
 * AI parsing import's model side (issue 24): one call reads the material into endpoints and
 * models (strict structured output), written as an OpenAPI document for the import job to parse
 * and check like any other. Checked against the points and the project's cap before the call;
 * charged after from the tokens used, once per job, interrupted when the call failed.
 */

/** The title of the document the material becomes (the import keeps the project's own). */
const DOCUMENT_TITLE = 'AI parsing import';

const useOf = (use: MaterialUse) => ({ ...use, function: 'aiImport' as const });
const tokensOf = (usage: ModelUsage | null) =>
  usage ? usage.promptTokens + usage.completionTokens : 0;

export function createMaterialConverter(deps: {
  db: Database;
  model: ModelClient | null;
  tokensPerPoint: number;
}): MaterialConverter | undefined {
  const { db, model, tokensPerPoint } = deps;
  if (!model) return undefined;

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
      const points = pointsForTokens(estimateExtractionTokens(material, language), tokensPerPoint);
      const refusal = aiFundsRefusal(await aiFunds(db, useOf(use)), points);
      if (refusal) throw refusal;
    },

    async convert({ jobId, use, material, language, signal }) {
      let answer;
      try {
        answer = await model.complete({
          messages: extractionMessages(material, language),
          schema: EXTRACTION_ANSWER_SCHEMA as unknown as {
            name: string;
            schema: Record<string, unknown>;
          },
          signal,
        });
      } catch (error) {
        if (!(error instanceof ModelCallError)) throw error;
        await charge(jobId, use, tokensOf(error.usage), true);
        throw new MaterialNotConverted({
          severity: 'error',
          code: 'AI_MODEL',
          message: `${error.code}: ${error.detail ?? error.message}`,
        });
      }
      await charge(jobId, use, tokensOf(answer.usage), false);
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
