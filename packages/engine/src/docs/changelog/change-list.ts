import type { DocChange } from '@heron/contract';
import { BREAKING, type ByUseCode, type FixedCode } from './change-breaking.js';

/** What a change is in: an endpoint, a data model or page (by name), or the design as a whole. */
export interface ChangeSubject {
  endpoint: DocChange['endpoint'];
  item: string | null;
}

/** The design as a whole: its info, servers, default security and security schemes. */
export const WHOLE_DESIGN: ChangeSubject = { endpoint: null, item: null };

// `before` and `after` are short texts for a line of the changelog; a long enum or a deep type is
// cut rather than filling the page (and the stored change list) with it.
const MAX_VALUE_LENGTH = 200;

function shortText(value: string | null): string | null {
  if (value === null || value.length <= MAX_VALUE_LENGTH) return value;
  return `${value.slice(0, MAX_VALUE_LENGTH - 1)}…`;
}

/** The changes found so far, each made whole (subject, location, short values) in one place. */
export class ChangeList {
  readonly changes: DocChange[] = [];

  /** A change whose code is breaking or not by itself (change-breaking.ts). */
  add(
    code: FixedCode,
    subject: ChangeSubject,
    location = '',
    before: string | null = null,
    after: string | null = null,
  ): void {
    this.push(code, BREAKING[code], subject, location, before, after);
  }

  /** A data model's change, judged by where the model is used. */
  addJudged(
    code: ByUseCode,
    breaking: boolean,
    subject: ChangeSubject,
    location: string,
    before: string | null,
    after: string | null,
  ): void {
    this.push(code, breaking, subject, location, before, after);
  }

  private push(
    code: DocChange['code'],
    breaking: boolean,
    subject: ChangeSubject,
    location: string,
    before: string | null,
    after: string | null,
  ): void {
    this.changes.push({
      code,
      breaking,
      endpoint: subject.endpoint,
      item: subject.item,
      location,
      before: shortText(before),
      after: shortText(after),
    });
  }
}
