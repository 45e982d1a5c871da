import { readTestCases, type GeneratedCase } from '@heron/engine';

/**
 * A test-case proposal's value read as a case, by the rules the server keeps it by; null for a
 * value of another shape (never expected: the server stores only whole cases).
 */
export function caseOf(value: unknown): GeneratedCase | null {
  return readTestCases({ cases: [value] }).cases[0] ?? null;
}

/** The case with the name the reviewer wrote: the whole case, as an edited acceptance is sent. */
export function renamedCase(generated: GeneratedCase, name: string): GeneratedCase {
  return { ...generated, name: name.trim() };
}
