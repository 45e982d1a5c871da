import {
  MOCK_TOKEN_HEADER,
  updateMockSettingsBody,
  type MockSettings,
  type MockSettingsInput,
  type UpdateMockSettingsBody,
} from '@heron/contract';

/** The settings form's values: the latency may be emptied while typing. */
export type SettingsDraft = Omit<MockSettingsInput, 'latencyMs'> & { latencyMs: number | null };

/** The fields of the settings form, which field errors are shown on. */
export type SettingsField = keyof SettingsDraft;
const SETTINGS_FIELDS: readonly string[] = [
  'access',
  'locale',
  'seed',
  'validateRequests',
  'stateful',
  'latencyMs',
] satisfies SettingsField[];

export function settingsDraftOf(settings: MockSettings): SettingsDraft {
  return {
    access: settings.access,
    locale: settings.locale,
    seed: settings.seed,
    validateRequests: settings.validateRequests,
    stateful: settings.stateful,
    latencyMs: settings.latencyMs,
  };
}

/** A problem with one field, as the contract's schema (or the server) names it. */
export interface SettingsIssue {
  field: SettingsField;
  /** A `validation.*` key, or the schema's own text (shown as "not valid"). */
  message: string;
}

export type SettingsBodyResult =
  | { body: UpdateMockSettingsBody; issues?: undefined }
  | { body?: undefined; issues: SettingsIssue[] };

/** The PUT body of a draft, checked by the contract's schema first. */
export function settingsBodyOf(draft: SettingsDraft, baseVersion: number): SettingsBodyResult {
  if (draft.latencyMs === null) {
    return { issues: [{ field: 'latencyMs', message: 'validation.required' }] };
  }
  const parsed = updateMockSettingsBody.safeParse({ ...draft, baseVersion });
  if (parsed.success) return { body: parsed.data };
  const issues = parsed.error.issues.flatMap((issue) => {
    const field = issue.path[0];
    return typeof field === 'string' && SETTINGS_FIELDS.includes(field)
      ? [{ field: field as SettingsField, message: issue.message }]
      : [];
  });
  return { issues };
}

/** The field a server field error's JSON pointer (`/seed`) names, if it is one of the form's. */
export function settingsFieldOf(pointer: string): SettingsField | undefined {
  const field = pointer.replace(/^\//, '').split(/[/.]/)[0] ?? '';
  return SETTINGS_FIELDS.includes(field) ? (field as SettingsField) : undefined;
}

/** `x-mock-token` as people write it: `X-Mock-Token`. */
export const MOCK_TOKEN_HEADER_NAME = MOCK_TOKEN_HEADER.replace(
  /(^|-)([a-z])/g,
  (_, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`,
);

/**
 * A curl command that calls the mock at its base URL (which answers with the closest endpoints),
 * with the token header when the mock is private.
 */
export function curlLineOf(baseUrl: string, token: string | null): string {
  const header = token === null ? '' : ` -H '${MOCK_TOKEN_HEADER_NAME}: ${token}'`;
  return `curl -i${header} '${baseUrl}/'`;
}
