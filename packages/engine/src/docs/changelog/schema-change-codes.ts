import type { ByUseCode, FixedCode } from './change-breaking.js';
import type { SchemaChange, SchemaChangeKind } from './diff-schemas.js';

/**
 * Where a schema is: sent by clients (a request body; a parameter, whose type changes have codes
 * of their own), read by them (a response body or header), or a data model, which may be either.
 */
export type SchemaPlace = 'request' | 'parameter' | 'response' | 'model';

/** A change's code: fixed codes carry their own `breaking`; by-use codes are judged by the caller. */
export type PlacedCode = { code: FixedCode; byUse: false } | { code: ByUseCode; byUse: true };

function fixed(code: FixedCode): PlacedCode {
  return { code, byUse: false };
}

function byUse(code: ByUseCode): PlacedCode {
  return { code, byUse: true };
}

const ANNOTATION_CODES: Partial<Record<SchemaChangeKind, FixedCode>> = {
  'description-changed': 'DESCRIPTION_CHANGED',
  'example-changed': 'EXAMPLE_CHANGED',
};

// In a request, a narrower schema refuses what clients sent; the code says the request side.
function requestCode(change: SchemaChange, parameter: boolean): PlacedCode {
  switch (change.kind) {
    case 'property-removed':
      return fixed('REQUEST_PROPERTY_REMOVED');
    case 'property-added':
      return fixed('REQUEST_PROPERTY_ADDED');
    case 'property-required-added':
      return fixed('REQUEST_PROPERTY_REQUIRED_ADDED');
    case 'property-made-required':
      return fixed('REQUEST_PROPERTY_MADE_REQUIRED');
    case 'property-made-optional':
      return fixed('REQUEST_PROPERTY_MADE_OPTIONAL');
    case 'type-widened':
      return fixed('REQUEST_TYPE_WIDENED');
    case 'type-changed':
    case 'type-narrowed':
      return fixed(parameter ? 'PARAMETER_TYPE_CHANGED' : 'REQUEST_TYPE_CHANGED');
    case 'enum-changed':
      return fixed(change.breaksRequests ? 'REQUEST_ENUM_NARROWED' : 'REQUEST_ENUM_WIDENED');
    default:
      return fixed(ANNOTATION_CODES[change.kind]!);
  }
}

// In a response, a wider schema returns what clients do not expect.
function responseCode(change: SchemaChange): PlacedCode {
  switch (change.kind) {
    case 'property-removed':
      return fixed('RESPONSE_PROPERTY_REMOVED');
    case 'property-added':
    case 'property-required-added':
      return fixed('RESPONSE_PROPERTY_ADDED');
    case 'property-made-required':
      return fixed('RESPONSE_PROPERTY_MADE_REQUIRED');
    case 'property-made-optional':
      return fixed('RESPONSE_PROPERTY_MADE_OPTIONAL');
    case 'type-narrowed':
      return fixed('RESPONSE_TYPE_NARROWED');
    case 'type-changed':
    case 'type-widened':
      return fixed('RESPONSE_TYPE_CHANGED');
    case 'enum-changed':
      return fixed(change.breaksResponses ? 'RESPONSE_ENUM_WIDENED' : 'RESPONSE_ENUM_NARROWED');
    default:
      return fixed(ANNOTATION_CODES[change.kind]!);
  }
}

function modelCode(change: SchemaChange): PlacedCode {
  switch (change.kind) {
    case 'property-removed':
      return fixed('MODEL_PROPERTY_REMOVED');
    case 'property-added':
      return fixed('MODEL_PROPERTY_ADDED');
    case 'property-required-added':
      return byUse('MODEL_PROPERTY_REQUIRED_ADDED');
    case 'property-made-required':
      return byUse('MODEL_PROPERTY_MADE_REQUIRED');
    case 'property-made-optional':
      return byUse('MODEL_PROPERTY_MADE_OPTIONAL');
    case 'type-changed':
    case 'type-widened':
    case 'type-narrowed':
      return byUse('MODEL_TYPE_CHANGED');
    case 'enum-changed':
      return byUse('MODEL_ENUM_CHANGED');
    default:
      return fixed(ANNOTATION_CODES[change.kind]!);
  }
}

/** The code a schema change has where the schema is. */
export function codeOfSchemaChange(change: SchemaChange, place: SchemaPlace): PlacedCode {
  switch (place) {
    case 'request':
      return requestCode(change, false);
    case 'parameter':
      return requestCode(change, true);
    case 'response':
      return responseCode(change);
    case 'model':
      return modelCode(change);
  }
}
