import {
  updateDocSiteBody,
  VALIDATION,
  type DocPublishMode,
  type DocSite,
  type DocVisibility,
  type Language,
  type UpdateDocSiteBody,
} from '@heron/contract';

/**
 * The site form's values, flat so each is one antd field: an empty host name or logo means
 * none, an empty password means "keep the current one".
 */
export interface SiteDraft {
  enabled: boolean;
  slug: string;
  hostName: string;
  visibility: DocVisibility;
  password: string;
  publishMode: DocPublishMode;
  language: Language;
  title: string;
  accentColor: string;
  logoUrl: string;
  tryItEnabled: boolean;
  tryItServerUrl: string;
}

export type SiteField = keyof SiteDraft;
export const SITE_FIELDS = [
  'enabled',
  'slug',
  'hostName',
  'visibility',
  'password',
  'publishMode',
  'language',
  'title',
  'accentColor',
  'logoUrl',
  'tryItEnabled',
  'tryItServerUrl',
] as const satisfies readonly SiteField[];

/** The body's nested try-it fields, and the form field each is. */
const TRY_IT_FIELDS: Readonly<Record<string, SiteField>> = {
  enabled: 'tryItEnabled',
  serverUrl: 'tryItServerUrl',
};

export function siteDraftOf(site: DocSite): SiteDraft {
  return {
    enabled: site.enabled,
    slug: site.slug,
    hostName: site.hostName ?? '',
    visibility: site.visibility,
    password: '',
    publishMode: site.publishMode,
    language: site.language,
    title: site.title,
    accentColor: site.accentColor,
    logoUrl: site.logoUrl ?? '',
    tryItEnabled: site.tryIt.enabled,
    tryItServerUrl: site.tryIt.serverUrl,
  };
}

/** A problem with one field: a `validation.*` key, or the schema's own text. */
export interface SiteIssue {
  field: SiteField;
  message: string;
}

export type SiteBodyResult =
  { body: UpdateDocSiteBody; issues?: undefined } | { body?: undefined; issues: SiteIssue[] };

/** The field a path of the body names (`['tryIt', 'serverUrl']` is the server URL field). */
function fieldOfPath(path: readonly PropertyKey[]): SiteField | undefined {
  const [first, second] = path;
  if (first === 'tryIt') return typeof second === 'string' ? TRY_IT_FIELDS[second] : undefined;
  return (SITE_FIELDS as readonly PropertyKey[]).includes(first as PropertyKey)
    ? (first as SiteField)
    : undefined;
}

/**
 * The PUT body of a draft, checked by the contract's schema first. The password is sent only
 * when the site asks for one and a new one was typed; the first time it is required.
 */
export function siteBodyOf(
  draft: SiteDraft,
  base: Pick<DocSite, 'version' | 'hasPassword'>,
): SiteBodyResult {
  const needsPassword = draft.visibility === 'password';
  const issues: SiteIssue[] = [];
  if (needsPassword && draft.password === '' && !base.hasPassword) {
    issues.push({ field: 'password', message: VALIDATION.required });
  }
  const parsed = updateDocSiteBody.safeParse({
    enabled: draft.enabled,
    slug: draft.slug,
    hostName: draft.hostName.trim() === '' ? null : draft.hostName,
    visibility: draft.visibility,
    ...(needsPassword && draft.password !== '' ? { password: draft.password } : {}),
    publishMode: draft.publishMode,
    language: draft.language,
    title: draft.title,
    accentColor: draft.accentColor,
    logoUrl: draft.logoUrl.trim() === '' ? null : draft.logoUrl,
    tryIt: { enabled: draft.tryItEnabled, serverUrl: draft.tryItServerUrl },
    baseVersion: base.version,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path);
      if (field) issues.push({ field, message: issue.message });
    }
  }
  if (issues.length > 0 || !parsed.success) return { issues };
  return { body: parsed.data };
}

/** The form field a server field error's JSON pointer (`/tryIt/serverUrl`) names, if any. */
export function siteFieldOfPointer(pointer: string): SiteField | undefined {
  return fieldOfPath(pointer.split('/').slice(1));
}
