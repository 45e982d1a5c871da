import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { designItemKindSchema } from '../design/model.js';

/**
 * AI annotation's HTTP contract (issue 24): what a project's design is missing (its coverage),
 * what filling it would cost, a run that asks the model in the background, and the review of
 * what it proposed, value by value.
 */

const when = z.iso.datetime();

/** Field messages of the AI forms, translated by the web app. */
export const AI_VALIDATION = {
  materialRequired: 'validation.aiMaterialRequired',
  materialTooLong: 'validation.aiMaterialTooLong',
  modelUrl: 'validation.aiModelUrl',
  modelName: 'validation.aiModelName',
} as const;
const count = z.number().int().min(0);

/** What a value describes: the operation, one of its parameters or responses, a field, a model. */
export const ANNOTATION_TARGETS = ['operation', 'parameter', 'response', 'field', 'model'] as const;
export const annotationTargetSchema = z.enum(ANNOTATION_TARGETS);
export type AnnotationTarget = z.infer<typeof annotationTargetSchema>;

/** A summary is an endpoint's name, when it only repeats the method and path. */
export const ANNOTATION_KINDS = ['summary', 'description', 'example'] as const;
export const annotationKindSchema = z.enum(ANNOTATION_KINDS);
export type AnnotationKind = z.infer<typeof annotationKindSchema>;

/** How many of a kind of thing have a description and an example. */
export const coverageCountSchema = z.object({
  total: count,
  described: count,
  exemplified: count,
});
export type CoverageCount = z.infer<typeof coverageCountSchema>;

export const annotationCoverageSchema = z.object({
  operations: coverageCountSchema,
  parameters: coverageCountSchema,
  fields: coverageCountSchema,
});
export type AnnotationCoverage = z.infer<typeof annotationCoverageSchema>;

/** The most items one request may name; a folder among them stands for everything inside. */
export const ANNOTATION_MAX_ITEMS = 5_000;

export const annotationScopeSchema = z.object({
  /** Endpoints, models and folders; none: the whole project. */
  itemIds: z.array(z.uuid()).max(ANNOTATION_MAX_ITEMS).optional(),
  /** The language the values are written in. */
  language: z.enum(LANGUAGES),
});
export type AnnotationScope = z.infer<typeof annotationScopeSchema>;

/** Where the model comes from: the instance's settings, or a key the team brought. */
export const aiModelSourceSchema = z.enum(['instance', 'team']);
export type AiModelSource = z.infer<typeof aiModelSourceSchema>;

/** Whether the AI features can run, for the buttons that explain themselves when they cannot. */
export const aiModelStatusSchema = z.object({ model: aiModelSourceSchema.nullable() });
export type AiModelStatus = z.infer<typeof aiModelStatusSchema>;

/** The project whose team's own model counts too; none: the instance's model only. */
export const aiModelStatusQuery = z.object({ projectId: z.uuid().optional() });

/** The longest a team's model address, model name and key may be. */
export const TEAM_AI_MODEL_LIMITS = { baseUrl: 2000, model: 200, apiKey: 1000 } as const;

/**
 * A team's own model (issue 24): an OpenAI-compatible endpoint and key the team brought. Calls to
 * it spend no points. Its key is stored encrypted and never shown again, only its last four
 * characters.
 */
export const teamAiModelSchema = z
  .object({
    baseUrl: z.string(),
    model: z.string(),
    /** The key's last four characters; null when the model takes none (a local server). */
    keyHint: z.string().nullable(),
    updatedAt: when,
    updatedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  })
  .meta({ id: 'TeamAiModel' });
export type TeamAiModel = z.infer<typeof teamAiModelSchema>;

export const teamAiModelViewSchema = z.object({
  /** Null: the team brought none, and its AI features use the instance's model (and points). */
  model: teamAiModelSchema.nullable(),
  /** The caller is an admin of the team: may set, check and remove it. */
  canManage: z.boolean(),
  /** Whether the instance has a model of its own, used when the team has none. */
  hasInstanceModel: z.boolean(),
});
export type TeamAiModelView = z.infer<typeof teamAiModelViewSchema>;

export const setTeamAiModelBody = z.object({
  baseUrl: z
    .url({ protocol: /^https?$/, error: AI_VALIDATION.modelUrl })
    .max(TEAM_AI_MODEL_LIMITS.baseUrl, { error: AI_VALIDATION.modelUrl }),
  model: z
    .string()
    .trim()
    .min(1, { error: AI_VALIDATION.modelName })
    .max(TEAM_AI_MODEL_LIMITS.model, { error: AI_VALIDATION.modelName }),
  /** Omitted: the key stored stays; empty: the model takes no key. */
  apiKey: z.string().trim().max(TEAM_AI_MODEL_LIMITS.apiKey).optional(),
});
export type SetTeamAiModelBody = z.infer<typeof setTeamAiModelBody>;

/** A check of a model's settings: one short call, answered. */
export const teamAiModelCheckSchema = z.object({
  /** How long the model took to answer. */
  tookMs: count,
  /** What the short call used, on the team's own account with the provider. */
  tokens: count,
});
export type TeamAiModelCheck = z.infer<typeof teamAiModelCheckSchema>;

/** What an AI action would cost before it starts, and what the caller may spend (spec §9). */
export const aiCostPreviewSchema = z.object({
  /** Null: no model is configured, and nothing can run. */
  model: aiModelSourceSchema.nullable(),
  /** The action's cost estimated from the size of what it sends; 0 on a team's own key. */
  estimatedPoints: count,
  /** The points the caller may spend here now: the team's (for a member), then their own. */
  spendablePoints: count,
  /** What the project's monthly limit on AI points leaves this month; null: no limit. */
  monthlyCapLeft: count.nullable(),
});
export type AiCostPreview = z.infer<typeof aiCostPreviewSchema>;

export const annotationPreviewSchema = aiCostPreviewSchema.extend({
  /** The coverage of what the scope holds, now. */
  coverage: annotationCoverageSchema,
  /** What a run would ask for: values still missing and not already proposed. */
  missing: z.object({ items: count, values: count }),
});
export type AnnotationPreview = z.infer<typeof annotationPreviewSchema>;

export const startAnnotationBody = annotationScopeSchema.extend({
  /** The same key answers the run it started instead of a second one (a browser's retry). */
  idempotencyKey: z.string().trim().min(1).max(128),
});
export type StartAnnotationBody = z.infer<typeof startAnnotationBody>;

/** What a run does: fill a design's gaps, or write test cases for an endpoint. */
export const AI_RUN_KINDS = ['annotate', 'tests'] as const;
export const aiRunKindSchema = z.enum(AI_RUN_KINDS);
export type AiRunKind = z.infer<typeof aiRunKindSchema>;

/** What a proposal holds: a value for a place of the design, or a test case for an endpoint. */
export const AI_PROPOSAL_KINDS = [...ANNOTATION_KINDS, 'test-case'] as const;
export const aiProposalKindSchema = z.enum(AI_PROPOSAL_KINDS);
export type AiProposalKind = z.infer<typeof aiProposalKindSchema>;

export const AI_RUN_STATUSES = ['running', 'done', 'failed', 'stopped', 'interrupted'] as const;
export const aiRunStatusSchema = z.enum(AI_RUN_STATUSES);
export type AiRunStatus = z.infer<typeof aiRunStatusSchema>;

export const aiRunSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  kind: aiRunKindSchema,
  status: aiRunStatusSchema,
  language: z.enum(LANGUAGES),
  /** Groups of items asked, of all there are. */
  progress: z.object({ done: count, total: count }),
  estimatedPoints: count,
  tokensUsed: count,
  /** Charged when the run ends; 0 on a team's own key. */
  chargedPoints: count,
  /** Why a run ended before its work did: an error code (AI_TIMEOUT, POINTS_INSUFFICIENT …). */
  ended: z.object({ code: z.string() }).nullable(),
  proposals: z.object({ pending: count, accepted: count, rejected: count }),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: when,
  finishedAt: when.nullable(),
});
export type AiRun = z.infer<typeof aiRunSchema>;

export const AI_PROPOSAL_STATUSES = ['pending', 'accepted', 'rejected', 'outdated'] as const;
export const aiProposalStatusSchema = z.enum(AI_PROPOSAL_STATUSES);
export type AiProposalStatus = z.infer<typeof aiProposalStatusSchema>;

export const aiProposalSchema = z.object({
  id: z.uuid(),
  itemId: z.uuid(),
  itemName: z.string(),
  itemKind: designItemKindSchema,
  /** Where the value goes in the item's data (a JSON pointer); empty for the item's name. */
  pointer: z.string(),
  kind: aiProposalKindSchema,
  target: annotationTargetSchema,
  /**
   * The place in words the reader knows: `query limit`, `body › owner › login`, `200`; a test
   * case's category (positive, negative, boundary, security).
   */
  label: z.string(),
  /** A text for summaries and descriptions, any JSON for an example, the case for a test case. */
  value: z.unknown(),
  status: aiProposalStatusSchema,
});
export type AiProposal = z.infer<typeof aiProposalSchema>;

export const AI_PROPOSAL_PAGE_MAX = 500;
export const aiProposalsQuery = z.object({
  status: aiProposalStatusSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(AI_PROPOSAL_PAGE_MAX).default(100),
});
export const aiProposalPageSchema = z.object({
  items: z.array(aiProposalSchema),
  total: count,
  page: z.number().int().min(1),
  size: z.number().int().min(1),
});
export type AiProposalPage = z.infer<typeof aiProposalPageSchema>;

export const decideProposalsBody = z
  .object({
    /** Each accepted as proposed, or with the value the reviewer wrote instead. */
    accept: z
      .array(z.object({ id: z.uuid(), value: z.unknown().optional() }))
      .max(AI_PROPOSAL_PAGE_MAX)
      .default([]),
    reject: z.array(z.uuid()).max(AI_PROPOSAL_PAGE_MAX).default([]),
    /** Every proposal still pending, after the ones named. */
    rest: z.enum(['accept', 'reject']).optional(),
  })
  .refine((body) => body.accept.length + body.reject.length > 0 || body.rest !== undefined, {
    error: 'Name proposals to accept or reject, or what to do with the rest.',
  });
export type DecideProposalsBody = z.infer<typeof decideProposalsBody>;

export const proposalDecisionsSchema = z.object({
  accepted: count,
  rejected: count,
  /** Proposals whose place was filled or removed since: not applied. */
  outdated: count,
  /** Items saved, each as a new revision marked as coming from AI. */
  itemsSaved: count,
  /** Test generation: the scenario the accepted cases were written to; null when none. */
  scenarioId: z.uuid().nullable(),
  run: aiRunSchema,
});
export type ProposalDecisions = z.infer<typeof proposalDecisionsSchema>;

/** The most material one AI parsing import reads: about 25,000 tokens of English. */
export const AI_IMPORT_MAX_CHARS = 100_000;

/**
 * AI parsing import (issue 24): material that is not a specification (Markdown or wiki text, a
 * chat, route code, sample requests, logs, a PDF's text), read by the model into endpoints and
 * models, shown in the import preview like any import.
 */
export const startAiImportBody = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: AI_VALIDATION.materialRequired })
    .max(AI_IMPORT_MAX_CHARS, { error: AI_VALIDATION.materialTooLong }),
  /** The language of the summaries and descriptions written. */
  language: z.enum(LANGUAGES),
});
export type StartAiImportBody = z.infer<typeof startAiImportBody>;

/** AI test generation (issue 24): test cases for one endpoint, drafts until reviewed. */
export const startTestGenerationBody = z.object({
  endpointId: z.uuid(),
  language: z.enum(LANGUAGES),
  idempotencyKey: z.string().trim().min(1).max(128),
});
export type StartTestGenerationBody = z.infer<typeof startTestGenerationBody>;
export const previewTestGenerationBody = startTestGenerationBody.omit({ idempotencyKey: true });
export type PreviewTestGenerationBody = z.infer<typeof previewTestGenerationBody>;
export const testGenerationRunsQuery = z.object({ endpointId: z.uuid().optional() });

export const aiRunParams = z.object({ projectId: z.uuid(), runId: z.uuid() });
export const aiRunQuery = z.object({
  /** Waits up to this long for the run to move on before answering. */
  waitMs: z.coerce.number().int().min(0).max(25_000).default(0),
});
export const aiRunListSchema = z.object({ items: z.array(aiRunSchema) });
