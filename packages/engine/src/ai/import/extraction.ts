import { HTTP_METHODS, PARAMETER_LOCATIONS, type Language } from '@heron/contract';
import {
  LANGUAGE_NAMES,
  strictObject as strict,
  TEXT as text,
  type ChatMessage,
} from '../prompt-parts.js';
import { estimateTokens } from '../estimate-tokens.js';

/**
 * AI parsing import (issue 24): material that is not a specification (Markdown or wiki text, a
 * chat thread, route code, sample requests and logs, a PDF's text) is given to the model, which
 * answers the endpoints and models it describes in a strict shape, each with the sentence it came
 * from. The answer is then written as an OpenAPI document (extraction-to-openapi.ts) and read by
 * the importer like any other, so every part of it is checked the same way.
 */

/**
 * What the model answers. Strict structured output holds no free-form JSON, so a schema or an
 * example is JSON text (empty for none); a request body with an empty content type is none.
 */
export const EXTRACTION_ANSWER_SCHEMA = {
  name: 'api_extraction',
  schema: strict({
    endpoints: {
      type: 'array',
      items: strict({
        method: { type: 'string', enum: [...HTTP_METHODS] },
        path: text,
        summary: text,
        description: text,
        tags: { type: 'array', items: text },
        source: text,
        parameters: {
          type: 'array',
          items: strict({
            name: text,
            in: { type: 'string', enum: [...PARAMETER_LOCATIONS] },
            required: { type: 'boolean' },
            type: { type: 'string', enum: ['string', 'integer', 'number', 'boolean', 'array'] },
            description: text,
            example: text,
          }),
        },
        requestBody: strict({ contentType: text, schema: text, example: text }),
        responses: {
          type: 'array',
          items: strict({
            status: text,
            description: text,
            contentType: text,
            schema: text,
            example: text,
          }),
        },
      }),
    },
    models: {
      type: 'array',
      items: strict({ name: text, description: text, schema: text, source: text }),
    },
  }),
} as const;

export interface ExtractedParameter {
  name: string;
  in: string;
  required: boolean;
  type: string;
  description: string;
  example: string;
}

export interface ExtractedBody {
  contentType: string;
  schema: string;
  example: string;
}

export interface ExtractedEndpoint {
  method: string;
  path: string;
  summary: string;
  description: string;
  tags: string[];
  source: string;
  parameters: ExtractedParameter[];
  requestBody: ExtractedBody;
  responses: (ExtractedBody & { status: string; description: string })[];
}

export interface ExtractedModel {
  name: string;
  description: string;
  schema: string;
  source: string;
}

export interface Extraction {
  endpoints: ExtractedEndpoint[];
  models: ExtractedModel[];
}

export function extractionMessages(material: string, language: Language): ChatMessage[] {
  return [
    {
      role: 'system',
      content: [
        'You read material about an HTTP API (documentation, wiki text, a chat, route code, sample requests and responses, logs) and list the endpoints and data models it describes.',
        '- Only what the material says or shows; never invent endpoints, fields or rules.',
        '- path starts with / and writes path parameters as {name}; method is lower case.',
        '- schema: a JSON Schema (2020-12) as JSON text, models referenced as {"$ref":"#/components/schemas/Name"}; empty when the material shows no shape.',
        '- example: a JSON value as JSON text, from the material when it shows one; else empty.',
        '- requestBody.contentType: empty when the endpoint takes no body.',
        '- source: the sentence or line of the material the endpoint or model comes from, copied exactly (at most 300 characters).',
        `- summaries and descriptions in ${LANGUAGE_NAMES[language]}; names, paths and code as written.`,
      ].join('\n'),
    },
    { role: 'user', content: material },
  ];
}

/** The tokens an extraction of `material` is expected to use: what is sent, and an answer of about its size. */
export function estimateExtractionTokens(material: string, language: Language): number {
  const sent = extractionMessages(material, language).reduce(
    (sum, message) => sum + estimateTokens(message.content) + 4,
    0,
  );
  return sent + Math.ceil(estimateTokens(material) * 0.8) + 200;
}
