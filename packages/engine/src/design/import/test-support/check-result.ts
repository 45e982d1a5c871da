import { designBundleSchema, importIssueSchema } from '@heron/contract';
import { INTERNAL_ERROR } from '../import-context.js';
import type { ImportResult } from '../types.js';

/**
 * What every importer promises for any input, however broken: an answer (never a throw), issues
 * of the contract's shape, and either a valid bundle with no error or no bundle with at least one
 * error that says something.
 */
export function checkImportResult(result: ImportResult): void {
  for (const issue of result.issues) {
    importIssueSchema.parse(issue);
    // The guard turns a bug into an issue for users; a test still calls it a failure.
    if (issue.code === INTERNAL_ERROR) throw new Error(issue.message);
    if (issue.message.trim() === '')
      throw new Error(`An issue without a message: ${JSON.stringify(issue)}`);
  }
  const errors = result.issues.filter((issue) => issue.severity === 'error');
  if (result.bundle === null) {
    if (errors.length === 0) throw new Error('No bundle and no error saying why.');
    return;
  }
  if (errors.length > 0) throw new Error(`A bundle despite errors: ${JSON.stringify(errors[0])}`);
  designBundleSchema.parse(result.bundle);
}
