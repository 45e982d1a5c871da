import type { DocChangeCode } from '@heron/contract';

/**
 * The codes whose `breaking` depends on where the data model is used: a model's own change is
 * listed once, at the model (see diff-models.ts), and breaks clients when it breaks a request or
 * a response that uses the model.
 */
export const BY_USE_CODES = [
  'MODEL_PROPERTY_REQUIRED_ADDED',
  'MODEL_PROPERTY_MADE_REQUIRED',
  'MODEL_PROPERTY_MADE_OPTIONAL',
  'MODEL_TYPE_CHANGED',
  'MODEL_ENUM_CHANGED',
] as const satisfies readonly DocChangeCode[];
export type ByUseCode = (typeof BY_USE_CODES)[number];
export type FixedCode = Exclude<DocChangeCode, ByUseCode>;

/**
 * Whether a change of each other code breaks a client written against the older version. One
 * table, so a code means the same everywhere it is used; the schema differ's own judgement of a
 * change (breaks requests, breaks responses) picks between two codes and must agree with it.
 */
export const BREAKING: Readonly<Record<FixedCode, boolean>> = {
  ENDPOINT_REMOVED: true,
  PARAMETER_REMOVED: true,
  PARAMETER_REQUIRED_ADDED: true,
  PARAMETER_MADE_REQUIRED: true,
  PARAMETER_TYPE_CHANGED: true,
  REQUEST_BODY_ADDED_REQUIRED: true,
  REQUEST_BODY_MADE_REQUIRED: true,
  REQUEST_BODY_REMOVED: true,
  REQUEST_CONTENT_TYPE_REMOVED: true,
  REQUEST_PROPERTY_REQUIRED_ADDED: true,
  REQUEST_PROPERTY_MADE_REQUIRED: true,
  REQUEST_PROPERTY_REMOVED: true,
  REQUEST_TYPE_CHANGED: true,
  REQUEST_ENUM_NARROWED: true,
  RESPONSE_STATUS_REMOVED: true,
  RESPONSE_CONTENT_TYPE_REMOVED: true,
  RESPONSE_HEADER_REMOVED: true,
  RESPONSE_PROPERTY_REMOVED: true,
  RESPONSE_PROPERTY_MADE_OPTIONAL: true,
  RESPONSE_TYPE_CHANGED: true,
  RESPONSE_ENUM_WIDENED: true,
  SECURITY_CHANGED: true,
  SECURITY_SCHEME_CHANGED: true,
  MODEL_REMOVED: true,
  MODEL_PROPERTY_REMOVED: true,
  ENDPOINT_ADDED: false,
  ENDPOINT_DEPRECATED: false,
  ENDPOINT_UNDEPRECATED: false,
  PARAMETER_ADDED: false,
  PARAMETER_MADE_OPTIONAL: false,
  PARAMETER_DEPRECATED: false,
  REQUEST_BODY_ADDED: false,
  REQUEST_BODY_MADE_OPTIONAL: false,
  REQUEST_CONTENT_TYPE_ADDED: false,
  REQUEST_PROPERTY_ADDED: false,
  REQUEST_PROPERTY_MADE_OPTIONAL: false,
  REQUEST_TYPE_WIDENED: false,
  REQUEST_ENUM_WIDENED: false,
  RESPONSE_STATUS_ADDED: false,
  RESPONSE_CONTENT_TYPE_ADDED: false,
  RESPONSE_HEADER_ADDED: false,
  RESPONSE_PROPERTY_ADDED: false,
  RESPONSE_PROPERTY_MADE_REQUIRED: false,
  RESPONSE_TYPE_NARROWED: false,
  RESPONSE_ENUM_NARROWED: false,
  SECURITY_REMOVED: false,
  SECURITY_ALTERNATIVE_ADDED: false,
  MODEL_ADDED: false,
  MODEL_PROPERTY_ADDED: false,
  SUMMARY_CHANGED: false,
  DESCRIPTION_CHANGED: false,
  EXAMPLE_CHANGED: false,
  TAGS_CHANGED: false,
  STATUS_CHANGED: false,
  DOC_ADDED: false,
  DOC_CHANGED: false,
  DOC_REMOVED: false,
  SERVERS_CHANGED: false,
  INFO_CHANGED: false,
};
