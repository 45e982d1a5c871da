import { designBundleSchema, importIssueSchema, isImportIssueCode } from '@heron/contract';
import { INTERNAL_ERROR } from '../import-context.js';
import type { ImportResult } from '../types.js';

/** A NUL, or half of a surrogate pair: what a stored finding must not hold. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What every importer promises for any input, however broken: an answer (never a throw), issues
 * of the contract's shape with known codes and storable messages, and either a valid bundle with
 * no error or no bundle with at least one error that says something and names its file (when
 * the source has named files: `hasFiles`).
 */
export function checkImportResult(result: ImportResult, hasFiles = true): void {
  for (const issue of result.issues) {
    importIssueSchema.parse(issue);
    // The guard turns a bug into an issue for users; a test still calls it a failure.
    if (issue.code === INTERNAL_ERROR) throw new Error(issue.message);
    if (!isImportIssueCode(issue.code)) throw new Error(`An unknown code: ${issue.code}`);
    if (issue.message.trim() === '')
      throw new Error(`An issue without a message: ${JSON.stringify(issue)}`);
    if (UNSAFE.test(issue.message))
      throw new Error(`A message holding a NUL or a lone surrogate: ${JSON.stringify(issue)}`);
    if (hasFiles && issue.severity === 'error' && issue.file === undefined)
      throw new Error(`An error that names no file: ${JSON.stringify(issue)}`);
  }
  const errors = result.issues.filter((issue) => issue.severity === 'error');
  if (result.bundle === null) {
    if (errors.length === 0) throw new Error('No bundle and no error saying why.');
    return;
  }
  if (errors.length > 0) throw new Error(`A bundle despite errors: ${JSON.stringify(errors[0])}`);
  designBundleSchema.parse(result.bundle);
}
