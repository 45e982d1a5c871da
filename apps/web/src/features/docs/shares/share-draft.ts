import type { Dayjs } from 'dayjs';
import {
  DOC_VALIDATION,
  docShareInputSchema,
  VALIDATION,
  type DocShareInput,
  type Language,
} from '@heron/contract';

/** Whether a link shares the whole project or chosen folders and endpoints. */
export type ShareScope = 'all' | 'chosen';
export const SHARE_SCOPES: readonly ShareScope[] = ['all', 'chosen'];

/** The share dialog's values: an empty password means none, no expiry means never. */
export interface ShareValues {
  name: string;
  scope: ShareScope;
  itemIds: string[];
  password: string;
  expiresAt: Dayjs | null;
  language: Language;
}

export type ShareField = keyof ShareValues;
const SHARE_FIELDS: readonly string[] = [
  'name',
  'scope',
  'itemIds',
  'password',
  'expiresAt',
  'language',
] satisfies ShareField[];

export interface ShareIssue {
  field: ShareField;
  /** A `validation.*` key, or the schema's own text. */
  message: string;
}

export type ShareBodyResult =
  { body: DocShareInput; issues?: undefined } | { body?: undefined; issues: ShareIssue[] };

/** The form field a body path or a server error's pointer (`/itemIds/3`) names, if any. */
export function shareFieldOf(first: PropertyKey | undefined): ShareField | undefined {
  return typeof first === 'string' && SHARE_FIELDS.includes(first)
    ? (first as ShareField)
    : undefined;
}

/**
 * The POST body of the dialog's values, checked by the contract's schema first. Chosen items
 * must be at least one (none would share the whole project, which has its own choice), and an
 * expiry must be later than `now`.
 */
export function shareBodyOf(values: ShareValues, now: Date): ShareBodyResult {
  const issues: ShareIssue[] = [];
  const isChosen = values.scope === 'chosen';
  if (isChosen && values.itemIds.length === 0) {
    issues.push({ field: 'itemIds', message: VALIDATION.required });
  }
  if (values.expiresAt && values.expiresAt.valueOf() <= now.getTime()) {
    issues.push({ field: 'expiresAt', message: DOC_VALIDATION.shareExpiry });
  }
  const parsed = docShareInputSchema.safeParse({
    name: values.name,
    itemIds: isChosen ? values.itemIds : [],
    password: values.password === '' ? null : values.password,
    expiresAt: values.expiresAt ? values.expiresAt.toISOString() : null,
    language: values.language,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = shareFieldOf(issue.path[0]);
      if (field) issues.push({ field, message: issue.message });
    }
  }
  if (issues.length > 0 || !parsed.success) return { issues };
  return { body: parsed.data };
}
