import type { Language } from '@heron/contract';

/** What every AI prompt and answer schema of the engine shares (issue 24). */

/** A language's name as a model reads it best: in English. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  'zh-CN': 'Simplified Chinese',
  ja: 'Japanese',
  id: 'Indonesian',
  'zh-Hant': 'Traditional Chinese',
};

/** A message of a chat completion. */
export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/**
 * An object of strict structured output: every property required, no other allowed (what the
 * OpenAI-compatible `json_schema` strict mode demands).
 */
export const strictObject = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

export const TEXT = { type: 'string' } as const;
