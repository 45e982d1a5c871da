import type { ImportIssue, KnownImportIssue, Language } from '@heron/contract';
import { quoteKeyOf } from '@heron/engine';

/**
 * AI parsing import (issue 24), as the import jobs see it: material that is not a specification
 * is turned into an OpenAPI document by a converter the AI module provides (it calls the model
 * and charges the points), then parsed, checked and previewed like any import. The converter is
 * handed in by the app, so this module knows nothing of models or points.
 */

/** The material as an OpenAPI document, with the sentence each part came from. */
export interface ConvertedMaterial {
  /** The OpenAPI document's text. */
  text: string;
  /** `get /pets/{id}` or `model Pet` → the sentence of the material it came from. */
  quotes: Record<string, string>;
  /** What the conversion left out, and why. */
  issues: ImportIssue[];
}

export interface MaterialUse {
  userId: string;
  /** The project's team, whose points go first; null in a personal space. */
  teamId: string | null;
  projectId: string;
}

export interface MaterialConverter {
  /** Refuses before anything is sent: no model, or not enough points (or monthly cap) for it. */
  check(use: MaterialUse, material: string, language: Language): Promise<void>;
  /** Reads the material with the model, charging for it once per job. */
  convert(input: {
    jobId: string;
    use: MaterialUse;
    material: string;
    language: Language;
    signal: AbortSignal;
  }): Promise<ConvertedMaterial>;
}

/** The model gave nothing usable: the job fails with this finding (what it used is charged). */
export class MaterialNotConverted extends Error {
  constructor(readonly issue: KnownImportIssue) {
    super(issue.message);
  }
}

/** The name the converted document goes by in the job's findings. */
export const CONVERTED_FILE_NAME = 'ai-import.json';

/** The key of a preview entry's quote: what `ConvertedMaterial.quotes` is keyed by. */
export function quoteKeyOfEntry(entry: {
  kind: string;
  name: string;
  method: string | null;
  path: string | null;
}): string | null {
  if (entry.kind === 'endpoint' && entry.method && entry.path) {
    return quoteKeyOf.endpoint(entry.method, entry.path);
  }
  return entry.kind === 'model' ? quoteKeyOf.model(entry.name) : null;
}
