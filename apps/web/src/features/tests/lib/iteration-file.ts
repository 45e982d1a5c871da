import { MAX_DATA_FILE_CHARS, type IterationData } from '@heron/contract';
import { parseIterationData } from '@heron/engine/testing';

/** Why a chosen data file was refused: not CSV or JSON, over 5 MB, or not readable as rows. */
export type IterationFileProblem = 'kind' | 'size' | 'unreadable';

export type IterationFileResult =
  | { ok: true; data: Exclude<IterationData, { kind: 'none' }>; rows: number }
  | { ok: false; problem: IterationFileProblem };

function kindOf(file: File): 'csv' | 'json' | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv') || file.type === 'text/csv') return 'csv';
  if (name.endsWith('.json') || file.type === 'application/json') return 'json';
  return null;
}

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(file);
  });
}

/**
 * The rows of iteration data, or null when the runner could not read them: the engine's own
 * reading, so the count shown is the number of iterations a run will have.
 */
export function rowCountOf(data: IterationData): number | null {
  const rows = parseIterationData(data);
  return rows.ok ? rows.rows.length : null;
}

/**
 * A picked file as a scenario's iteration data (CSV with a header row, or a JSON array of
 * objects), refused before it is kept when a run could not use it.
 */
export async function readIterationFile(file: File): Promise<IterationFileResult> {
  const kind = kindOf(file);
  if (kind === null) return { ok: false, problem: 'kind' };
  // Bytes bound the characters from above: a file within the limit is never refused here.
  if (file.size > MAX_DATA_FILE_CHARS * 4) return { ok: false, problem: 'size' };
  let text: string;
  try {
    text = await readText(file);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  if (text.length > MAX_DATA_FILE_CHARS) return { ok: false, problem: 'size' };
  const data = { kind, fileName: file.name, text };
  const rows = rowCountOf(data);
  return rows === null ? { ok: false, problem: 'unreadable' } : { ok: true, data, rows };
}
