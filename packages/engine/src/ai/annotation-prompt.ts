import type { EndpointData, Language, ModelData } from '@heron/contract';
import type { AnnotatableItem, AnnotationSlot } from './annotation-slots.js';
import { estimateTokens } from './estimate-tokens.js';
import { LANGUAGE_NAMES, type ChatMessage } from './prompt-parts.js';

/**
 * What AI annotation sends the model (issue 24): the items of one call, each with what it is
 * and the slots to fill, numbered `item.slot`; and the JSON schema the answer must follow. Only
 * the design is sent: names, paths, types and the descriptions already written. Environments and
 * variables never are.
 */

/** One item of a call and the slots asked for it. */
export interface AnnotationAsk {
  item: AnnotatableItem;
  slots: AnnotationSlot[];
}

/** A call asks for at most this many values, so that an answer stays short and checkable. */
export const SLOTS_PER_CALL = 40;

/** The answer: a value for each slot id, as text (an example as JSON text). */
export const ANNOTATION_ANSWER_SCHEMA = {
  name: 'annotations',
  schema: {
    type: 'object',
    properties: {
      values: {
        type: 'array',
        items: {
          type: 'object',
          properties: { slot: { type: 'string' }, value: { type: 'string' } },
          required: ['slot', 'value'],
          additionalProperties: false,
        },
      },
    },
    required: ['values'],
    additionalProperties: false,
  },
} as const;

function systemPrompt(language: Language): string {
  return [
    'You document HTTP APIs. Fill each numbered slot of the items below with one value.',
    '- summary: a short title of what the operation does, at most eight words, no full stop.',
    '- description: one or two plain sentences saying what the thing is or does, as its name, path and type show. Do not invent behaviour, limits or errors the design does not show. No Markdown headings.',
    '- example: one realistic value that fits the schema shown, written as JSON text (a string in double quotes).',
    `Write summaries and descriptions in ${LANGUAGE_NAMES[language]}; keep names, paths and code as they are.`,
    'Answer every slot id exactly once. Never write secrets, keys or real personal data.',
  ].join('\n');
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

function endpointContext(name: string, data: EndpointData): string {
  const lines = [`${data.method.toUpperCase()} ${data.path}  "${name}"`];
  if (data.tags.length > 0) lines.push(`tags: ${data.tags.join(', ')}`);
  if (data.description.trim() !== '') lines.push(`description: ${clip(data.description, 400)}`);
  if (data.parameters.length > 0) {
    lines.push(`parameters: ${data.parameters.map((p) => `${p.in} ${p.name}`).join(', ')}`);
  }
  return lines.join('\n');
}

function modelContext(name: string, data: ModelData): string {
  const lines = [`data model "${name}"`];
  const schema = data.schema;
  if (typeof schema === 'object' && typeof schema.description === 'string' && schema.description) {
    lines.push(`description: ${clip(schema.description, 400)}`);
  }
  return lines.join('\n');
}

function slotLine(id: string, slot: AnnotationSlot): string {
  const place = slot.label === '' ? slot.target : `${slot.target} ${slot.label}`;
  const schema =
    slot.schema && Object.keys(slot.schema).length > 0
      ? ` ${clip(JSON.stringify(slot.schema), 300)}`
      : '';
  return `[${id}] ${slot.kind} of ${place}${schema}`;
}

/** The slot id the prompt gives slot `s` of item `i`. */
export const slotId = (itemIndex: number, slotIndex: number) => `${itemIndex + 1}.${slotIndex + 1}`;

export function annotationMessages(
  asks: readonly AnnotationAsk[],
  language: Language,
): ChatMessage[] {
  const blocks = asks.map(({ item, slots }, itemIndex) => {
    const context =
      item.kind === 'endpoint'
        ? endpointContext(item.name, item.data as EndpointData)
        : modelContext(item.name, item.data as ModelData);
    const lines = slots.map((slot, slotIndex) => slotLine(slotId(itemIndex, slotIndex), slot));
    return `Item ${itemIndex + 1}: ${context}\n${lines.join('\n')}`;
  });
  return [
    { role: 'system', content: systemPrompt(language) },
    { role: 'user', content: blocks.join('\n\n') },
  ];
}

/** Tokens an answer takes per value, about: a description in Chinese or Japanese runs longer. */
function answerTokensPerSlot(language: Language): number {
  return language === 'en' || language === 'id' ? 45 : 70;
}

/** The tokens a call with these asks is expected to use: what is sent and what comes back. */
export function estimateCallTokens(asks: readonly AnnotationAsk[], language: Language): number {
  const sent = annotationMessages(asks, language).reduce(
    (sum, message) => sum + estimateTokens(message.content) + 4,
    0,
  );
  const slots = asks.reduce((sum, ask) => sum + ask.slots.length, 0);
  return sent + slots * answerTokensPerSlot(language) + 20;
}

/**
 * The calls a run makes for `asks`, in order: items kept together up to SLOTS_PER_CALL values a
 * call; an item with more is split over several calls.
 */
export function planAnnotationCalls(asks: readonly AnnotationAsk[]): AnnotationAsk[][] {
  const calls: AnnotationAsk[][] = [];
  let current: AnnotationAsk[] = [];
  let size = 0;
  const flush = () => {
    if (current.length > 0) calls.push(current);
    current = [];
    size = 0;
  };
  for (const ask of asks) {
    for (let from = 0; from < ask.slots.length; from += SLOTS_PER_CALL) {
      const slots = ask.slots.slice(from, from + SLOTS_PER_CALL);
      if (size + slots.length > SLOTS_PER_CALL) flush();
      current.push({ item: ask.item, slots });
      size += slots.length;
    }
  }
  flush();
  return calls;
}
