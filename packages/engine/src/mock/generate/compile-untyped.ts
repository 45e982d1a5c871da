import { constantNode, type GenNode } from './gen-node.js';
import type { Schema } from './schema-keywords.js';
import type { SchemaCompiler, Scope } from './compiler.js';
import { compileRealistic } from './realism/compile-realistic.js';
import { compileString } from './compile-string.js';

/**
 * A schema that says nothing about the type (`{}`, `true`, only annotations): anything is valid,
 * so the value follows the designer's example if there is one, else the field's name (an `email`
 * gets an email), else it is a short string.
 */
export function compileUntyped(schema: Schema, scope: Scope, compiler: SchemaCompiler): GenNode {
  const example =
    Array.isArray(schema.examples) && schema.examples.length > 0
      ? schema.examples[0]
      : schema.example;
  if (example !== undefined) return constantNode(example);
  return compileRealistic(scope.hint, compiler.locale) ?? compileString({}, scope, compiler);
}
