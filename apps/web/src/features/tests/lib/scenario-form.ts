import { z } from 'zod';
import { DESIGN_VALIDATION, VALIDATION } from '@heron/contract';

/** A scenario's name as the contract takes it (trimmed, 1 to 200 characters). */
export const SCENARIO_NAME_MAX_LENGTH = 200;
export const SCENARIO_DESCRIPTION_MAX_LENGTH = 10_000;

/**
 * The name and description of the New and Rename dialogs: the contract's limits, with messages
 * the person can read (the contract's scenario schema has zod's English for them).
 */
export const scenarioFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: VALIDATION.required })
    .max(SCENARIO_NAME_MAX_LENGTH, { error: DESIGN_VALIDATION.itemNameLength }),
  description: z.string().max(SCENARIO_DESCRIPTION_MAX_LENGTH).default(''),
});

export const scenarioNameSchema = scenarioFormSchema.pick({ name: true });
