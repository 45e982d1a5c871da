import { problemSchema } from '@heron/contract';

/** Every route may answer a problem; listing it puts the error shape in the OpenAPI document. */
export const errorResponses = {
  '4XX': problemSchema,
  '5XX': problemSchema,
} as const;
