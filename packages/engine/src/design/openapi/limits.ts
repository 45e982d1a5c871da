import { IMPORT_LIMITS } from '@heron/contract';

/** The limits an import enforces; tests pass smaller ones. */
export type ImportLimits = { -readonly [K in keyof typeof IMPORT_LIMITS]: number };

export const DEFAULT_LIMITS: ImportLimits = { ...IMPORT_LIMITS };
