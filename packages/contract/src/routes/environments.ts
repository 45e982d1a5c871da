import { z } from 'zod';
import { DEBUG_VALIDATION } from '../debug/request.js';
import { idSchema } from './workspace-common.js';

/**
 * Environments and project variables (issue 6), under `/api/v1/projects/{projectId}`: a project
 * has several environments (each a base URL and variables) and one set of project-wide
 * variables that every environment sees (Apifox's global variables; an environment's variable
 * of the same name wins). Reading needs `project.view`, changing `project.edit`.
 *
 * A secret variable's value never leaves the server: answers carry `value: null` and `isSet`,
 * and the server puts the value in when it sends a request. Saving a secret with `value: null`
 * keeps the value stored under that name.
 */

export const VARIABLE_NAME_MAX_LENGTH = 200;
export const MAX_VARIABLES = 500;

export const variableNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(VARIABLE_NAME_MAX_LENGTH)
  // `{{` and `}}` would make the name unusable in a template.
  .regex(/^[^{}]+$/, DEBUG_VALIDATION.variableName);

export const variableInputSchema = z.object({
  name: variableNameSchema,
  /** Null for a secret: keep the stored value. */
  value: z.string().max(100_000).nullable(),
  secret: z.boolean().default(false),
  enabled: z.boolean().default(true),
  description: z.string().max(2000).default(''),
});
export type VariableInput = z.input<typeof variableInputSchema>;

export const variableSchema = variableInputSchema.extend({
  /** A secret has a stored value (its value is never sent). */
  isSet: z.boolean(),
});
export type Variable = z.infer<typeof variableSchema>;

const variableList = z.array(variableInputSchema).max(MAX_VARIABLES);

export const environmentNameSchema = z.string().trim().min(1).max(100);

export const environmentSchema = z
  .object({
    id: idSchema,
    projectId: idSchema,
    name: z.string(),
    /** Joined in front of request URLs that do not start with a scheme; may hold variables. */
    baseUrl: z.string(),
    variables: z.array(variableSchema),
    version: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Environment' });
export type Environment = z.infer<typeof environmentSchema>;

export const environmentListSchema = z
  .object({ items: z.array(environmentSchema) })
  .meta({ id: 'EnvironmentList' });

export const createEnvironmentBody = z.object({
  name: environmentNameSchema,
  baseUrl: z.string().trim().max(2000).default(''),
  variables: variableList.default([]),
});
export type CreateEnvironmentBody = z.input<typeof createEnvironmentBody>;

export const updateEnvironmentBody = createEnvironmentBody.extend({
  /** The version the editor started from (EDIT_CONFLICT when another save came first). */
  baseVersion: z.number().int().min(1),
});
export type UpdateEnvironmentBody = z.input<typeof updateEnvironmentBody>;

export const environmentParams = z.object({ projectId: idSchema, environmentId: idSchema });

export const projectVariablesSchema = z
  .object({ version: z.number().int(), variables: z.array(variableSchema) })
  .meta({ id: 'ProjectVariables' });
export type ProjectVariables = z.infer<typeof projectVariablesSchema>;

export const updateProjectVariablesBody = z.object({
  baseVersion: z.number().int().min(0),
  variables: variableList,
});
