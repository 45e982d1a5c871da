import { z } from 'zod';

/**
 * Why a run ended before its last step (issue 22), as a code the web says in the reader's
 * language, with the values its sentence names. Reports and `heron run` print the English
 * sentence (`reason`), made here from the same code, so the two never drift.
 */
export const RUN_END_CODES = [
  'STOPPED',
  'TIME_LIMIT',
  'REQUEST_LIMIT',
  'BYTE_LIMIT',
  'DATA_UNREADABLE',
  'STOPPED_ON_FAILURE',
  'SERVER_FAULT',
  'INTERRUPTED',
] as const;
export type RunEndCode = (typeof RUN_END_CODES)[number];

export const runEndSchema = z.object({
  code: z.enum(RUN_END_CODES),
  /** What the sentence names: `seconds`, `limit`, `step`, `detail` (the data file's problem). */
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type RunEnd = z.infer<typeof runEndSchema>;
type Values = RunEnd['values'];

const SENTENCES: Record<RunEndCode, (values: Values) => string> = {
  STOPPED: () => 'The run was stopped.',
  TIME_LIMIT: (v) => `The run went over its time limit of ${v.seconds} s.`,
  REQUEST_LIMIT: (v) => `The run reached its limit of ${v.limit} requests.`,
  BYTE_LIMIT: (v) => `The run reached its limit of ${v.limit} bytes received.`,
  DATA_UNREADABLE: (v) => `The iteration data cannot be read: ${v.detail}`,
  STOPPED_ON_FAILURE: (v) => `Stopped after "${v.step}" failed.`,
  SERVER_FAULT: () => 'The run stopped on a fault of the server.',
  INTERRUPTED: () => 'The server stopped while the run was going.',
};

/** A run's end as a report keeps it: the English sentence, and the code it was made from. */
export interface RunEnding {
  reason: string;
  ended: RunEnd;
}

/** A run's end: its code and values, and the English sentence of them. */
export function runEnd(code: RunEndCode, values: Values = {}): RunEnding {
  return { reason: SENTENCES[code](values), ended: { code, values } };
}
