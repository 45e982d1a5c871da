import { z } from 'zod';
import { httpMethodSchema } from '../design/model.js';

/**
 * What changed between two published versions of a design (issue 23), each change classified as
 * breaking (a client written against the older version may fail against the newer one) or not.
 * The reader's changelog page says each code in the reader's language; `location`, `before` and
 * `after` quote the design and are not translated.
 */
export const DOC_CHANGE_CODES = [
  // Breaking
  'ENDPOINT_REMOVED',
  'PARAMETER_REMOVED',
  'PARAMETER_REQUIRED_ADDED',
  'PARAMETER_MADE_REQUIRED',
  'PARAMETER_TYPE_CHANGED',
  'REQUEST_BODY_ADDED_REQUIRED',
  'REQUEST_BODY_MADE_REQUIRED',
  'REQUEST_BODY_REMOVED', // a client that sends one may be refused
  'REQUEST_CONTENT_TYPE_REMOVED',
  'REQUEST_PROPERTY_REQUIRED_ADDED',
  'REQUEST_PROPERTY_MADE_REQUIRED',
  'REQUEST_PROPERTY_REMOVED',
  'REQUEST_TYPE_CHANGED',
  'REQUEST_ENUM_NARROWED',
  'RESPONSE_STATUS_REMOVED',
  'RESPONSE_CONTENT_TYPE_REMOVED',
  'RESPONSE_HEADER_REMOVED',
  'RESPONSE_PROPERTY_REMOVED',
  'RESPONSE_PROPERTY_MADE_OPTIONAL',
  'RESPONSE_TYPE_CHANGED',
  'RESPONSE_ENUM_WIDENED',
  'SECURITY_CHANGED',
  'SECURITY_SCHEME_CHANGED',
  'MODEL_REMOVED',
  'MODEL_PROPERTY_REMOVED',
  // Breaking or not by where the data model is used: a model's own change is listed once, at the
  // model, and is breaking when it breaks a request or a response that uses the model (a model no
  // endpoint uses counts as used in both)
  'MODEL_PROPERTY_REQUIRED_ADDED',
  'MODEL_PROPERTY_MADE_REQUIRED',
  'MODEL_PROPERTY_MADE_OPTIONAL',
  'MODEL_TYPE_CHANGED',
  'MODEL_ENUM_CHANGED',
  // Not breaking
  'ENDPOINT_ADDED',
  'ENDPOINT_DEPRECATED',
  'ENDPOINT_UNDEPRECATED',
  'PARAMETER_ADDED',
  'PARAMETER_MADE_OPTIONAL',
  'PARAMETER_DEPRECATED',
  'REQUEST_BODY_ADDED',
  'REQUEST_BODY_MADE_OPTIONAL',
  'REQUEST_CONTENT_TYPE_ADDED',
  'REQUEST_PROPERTY_ADDED',
  'REQUEST_PROPERTY_MADE_OPTIONAL',
  'REQUEST_TYPE_WIDENED', // accepts more than before (`integer` → `integer | null`)
  'REQUEST_ENUM_WIDENED',
  'RESPONSE_STATUS_ADDED',
  'RESPONSE_CONTENT_TYPE_ADDED',
  'RESPONSE_HEADER_ADDED',
  'RESPONSE_PROPERTY_ADDED',
  'RESPONSE_PROPERTY_MADE_REQUIRED', // now always present
  'RESPONSE_TYPE_NARROWED', // returns less than before (`string | null` → `string`)
  'RESPONSE_ENUM_NARROWED',
  'SECURITY_REMOVED',
  'SECURITY_ALTERNATIVE_ADDED', // another way to authenticate; the earlier ones still work
  'MODEL_ADDED',
  'MODEL_PROPERTY_ADDED',
  'SUMMARY_CHANGED',
  'DESCRIPTION_CHANGED',
  'EXAMPLE_CHANGED',
  'TAGS_CHANGED',
  'STATUS_CHANGED',
  'DOC_ADDED',
  'DOC_CHANGED',
  'DOC_REMOVED',
  'SERVERS_CHANGED',
  'INFO_CHANGED',
] as const;
export const docChangeCodeSchema = z.enum(DOC_CHANGE_CODES);
export type DocChangeCode = z.infer<typeof docChangeCodeSchema>;

export const docChangeSchema = z.object({
  code: docChangeCodeSchema,
  breaking: z.boolean(),
  /** The endpoint the change is in, when it is in one. */
  endpoint: z.object({ method: httpMethodSchema, path: z.string() }).nullable(),
  /** The data model or Markdown page the change is in, by name, when it is in one. */
  item: z.string().nullable(),
  /** Where inside: `query.limit`, `response 200 application/json: items[].id`; may be empty. */
  location: z.string(),
  /** The value before and after, as short text (a type, an enum's values, a status). */
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type DocChange = z.infer<typeof docChangeSchema>;

export const docChangelogSchema = z.object({
  /** The older version's number; null: compared with nothing (everything is new). */
  from: z.number().int().nullable(),
  /** The newer version's number, or null for the live design. */
  to: z.number().int().nullable(),
  changes: z.array(docChangeSchema),
  breaking: z.number().int(),
});
export type DocChangelog = z.infer<typeof docChangelogSchema>;

export const docChangelogQuery = z.object({
  from: z.coerce.number().int().min(1).optional(),
  /** Omitted: the live design. */
  to: z.coerce.number().int().min(1).optional(),
});
