import {
  designBundleSchema,
  type DesignBundle,
  type ImportFormat,
  type ImportIssue,
  type KnownImportIssue,
} from '@heron/contract';
import { importDesign, type ImportSource } from '@heron/engine';
import { pointerOf } from '../../lib/json-values.js';
import { mayHoldLoneSurrogates, withWellFormedText } from './well-formed-text.js';

/**
 * Everything an import does to a source before the database is involved: the engine's reading
 * and conversion, the check of its design against the model, the repair of texts PostgreSQL
 * cannot store, and dropping owners who are not members. It runs on a worker thread
 * (import-parse-task.ts), because how long it takes is the source's doing.
 */

export interface ParseInput {
  source: ImportSource;
  format?: ImportFormat | undefined;
  /** A URL source: files its relative `$ref`s name are fetched (by the caller) through `fetchText`. */
  isRemote: boolean;
  /** Members of the project: an endpoint owner who is not one is dropped (a file from elsewhere). */
  memberIds: readonly string[];
}

export interface ParsedSource {
  format: ImportFormat | null;
  issues: ImportIssue[];
  /** null when an error finding stopped the import. */
  bundle: DesignBundle | null;
}

export interface ParseHooks {
  fetchText?: (url: string) => Promise<string>;
  onProgress?: (done: number, total: number) => void;
}

export async function parseSource(input: ParseInput, hooks: ParseHooks): Promise<ParsedSource> {
  const result = await importDesign(input.source, {
    ...(input.format ? { format: input.format } : {}),
    ...(hooks.onProgress ? { onProgress: hooks.onProgress } : {}),
    ...(input.isRemote && hooks.fetchText ? { fetchText: hooks.fetchText } : {}),
  });
  let issues: ImportIssue[] = [...result.issues];
  if (result.bundle === null || issues.some(isError)) {
    return { format: result.format, issues, bundle: null };
  }
  // The engine's output is checked like any input before it can reach the database.
  const checked = designBundleSchema.safeParse(result.bundle);
  if (!checked.success) {
    // The place is in the design read from the source, not in the source: it goes in the
    // message, not in `pointer`.
    const invalid = checked.error.issues.slice(0, 50).map((issue): KnownImportIssue => ({
      severity: 'error',
      code: 'INVALID_DESIGN',
      message: `The design read from the source is not valid at ${pointerOf(issue.path)}: ${issue.message}`,
    }));
    return { format: result.format, issues: [...issues, ...invalid], bundle: null };
  }
  let bundle = checked.data;
  // Files a remote source's `$ref`s reached are not in `source`: those designs are always walked.
  if (input.isRemote || mayHoldLoneSurrogates(input.source.files.map((file) => file.text))) {
    const repaired = withWellFormedText(bundle);
    bundle = repaired.bundle;
    if (repaired.issue) issues = [...issues, repaired.issue];
  }
  bundle = withoutStrangerOwners(bundle, new Set(input.memberIds));
  return { format: result.format, issues, bundle };
}

const isError = (issue: ImportIssue) => issue.severity === 'error';

/** Endpoint owners who are not members of this project are dropped (a file from elsewhere). */
function withoutStrangerOwners(bundle: DesignBundle, members: ReadonlySet<string>): DesignBundle {
  if (!bundle.endpoints.some((e) => e.data.ownerId !== null && !members.has(e.data.ownerId))) {
    return bundle;
  }
  return {
    ...bundle,
    endpoints: bundle.endpoints.map((e) =>
      e.data.ownerId !== null && !members.has(e.data.ownerId)
        ? { ...e, data: { ...e.data, ownerId: null } }
        : e,
    ),
  };
}
