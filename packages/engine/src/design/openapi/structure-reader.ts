import type { ImportIssueCode } from '@heron/contract';
import type { IssueList } from './issue-list.js';
import { pointerOf } from './json-pointer.js';
import { isObject, type JsonObject } from './json-value.js';

/** A path into the document being read, as segments (turned into a pointer only for findings). */
export type Trail = readonly (string | number)[];

/** "an array", "a string", … for messages. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'a boolean';
  return typeof value;
}

/**
 * Reads fields of a document and says clearly, with the place, when one has the wrong type or
 * is missing. Every reader method returns a usable value (or undefined/null) and never throws:
 * the import collects all findings in one go.
 */
export class StructureReader {
  constructor(
    readonly issues: IssueList,
    readonly file?: string,
  ) {}

  place(trail: Trail): { file?: string; pointer: string } {
    return this.file === undefined
      ? { pointer: pointerOf(trail) }
      : { file: this.file, pointer: pointerOf(trail) };
  }

  error(code: ImportIssueCode, message: string, trail: Trail): void {
    this.issues.error(code, message, this.place(trail));
  }

  warning(code: ImportIssueCode, message: string, trail: Trail): void {
    this.issues.warning(code, message, this.place(trail));
  }

  unsupported(code: ImportIssueCode, message: string, trail: Trail): void {
    this.issues.unsupported(code, message, this.place(trail));
  }

  wrongType(value: unknown, expected: string, what: string, trail: Trail): void {
    this.error('WRONG_TYPE', `${what} must be ${expected}, not ${describeValue(value)}.`, trail);
  }

  /** The value as an object, or null with a finding. */
  object(value: unknown, what: string, trail: Trail): JsonObject | null {
    if (isObject(value)) return value;
    this.wrongType(value, 'an object', what, trail);
    return null;
  }

  /** A field that must be there. */
  required(object: JsonObject, key: string, what: string, trail: Trail): boolean {
    if (Object.hasOwn(object, key)) return true;
    this.error('MISSING_FIELD', `${what} needs the field "${key}".`, trail);
    return false;
  }

  string(object: JsonObject, key: string, trail: Trail): string | undefined {
    if (!Object.hasOwn(object, key)) return undefined;
    const value = object[key];
    if (typeof value === 'string') return value;
    this.wrongType(value, 'a string', `"${key}"`, [...trail, key]);
    return undefined;
  }

  boolean(object: JsonObject, key: string, trail: Trail): boolean | undefined {
    if (!Object.hasOwn(object, key)) return undefined;
    const value = object[key];
    if (typeof value === 'boolean') return value;
    this.wrongType(value, 'true or false', `"${key}"`, [...trail, key]);
    return undefined;
  }

  array(object: JsonObject, key: string, trail: Trail): unknown[] | undefined {
    if (!Object.hasOwn(object, key)) return undefined;
    const value = object[key];
    if (Array.isArray(value)) return value;
    this.wrongType(value, 'an array', `"${key}"`, [...trail, key]);
    return undefined;
  }

  map(object: JsonObject, key: string, trail: Trail): JsonObject | undefined {
    if (!Object.hasOwn(object, key)) return undefined;
    const value = object[key];
    if (isObject(value)) return value;
    this.wrongType(value, 'an object', `"${key}"`, [...trail, key]);
    return undefined;
  }

  stringList(object: JsonObject, key: string, trail: Trail): string[] | undefined {
    const list = this.array(object, key, trail);
    if (list === undefined) return undefined;
    const strings: string[] = [];
    list.forEach((item, index) => {
      if (typeof item === 'string') strings.push(item);
      else this.wrongType(item, 'a string', `Each entry of "${key}"`, [...trail, key, index]);
    });
    return strings;
  }
}
