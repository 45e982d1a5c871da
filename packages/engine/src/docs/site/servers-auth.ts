import type { DesignServer, SecurityRequirement } from '@heron/contract';
import { t, text } from './html.js';
import { markdownHtml } from './markdown-html.js';
import { code, english, oneLine } from './markdown-text.js';
import type { SiteContext } from './site-context.js';

/**
 * The servers and the authentication of an endpoint page and of the overview, as HTML and as
 * Markdown. Scheme types are OpenAPI's own words (`http bearer`, `apiKey`, `oauth2`): they are
 * what a developer searches for, in any language.
 */

export function serversHtml(servers: readonly DesignServer[]): string {
  if (servers.length === 0) return '';
  const rows = servers
    .map((server) => {
      const description = server.description ? ` ${text(server.description)}` : '';
      return `<li><code>${text(server.url)}</code>${description}</li>`;
    })
    .join('');
  return `<section class="hr-section hr-servers"><h2>${t('page.servers')}</h2><ul>${rows}</ul></section>`;
}

export function serversMarkdown(servers: readonly DesignServer[]): string {
  if (servers.length === 0) return '';
  const rows = servers.map(
    (server) =>
      `- ${code(server.url)}${server.description ? ` — ${oneLine(server.description)}` : ''}`,
  );
  return `## ${english('page.servers')}\n\n${rows.join('\n')}`;
}

/** `http bearer`, `apiKey header X-Token`, `oauth2`: a scheme's kind in OpenAPI's words. */
export function schemeKind(scheme: Record<string, unknown> | undefined): string {
  if (!scheme) return '';
  const type = typeof scheme.type === 'string' ? scheme.type : '';
  if (type === 'http' && typeof scheme.scheme === 'string') return `http ${scheme.scheme}`;
  if (type === 'apiKey') {
    return ['apiKey', scheme.in, scheme.name].filter((v) => typeof v === 'string').join(' ');
  }
  return type;
}

interface Requirements {
  /** No auth at all: an empty list, or only `{}`. */
  none: boolean;
  /** Each alternative: its schemes, each with its scopes. */
  alternatives: { name: string; kind: string; scopes: string[] }[][];
}

function requirementsOf(security: readonly SecurityRequirement[], site: SiteContext): Requirements {
  const alternatives = security
    .filter((requirement) => Object.keys(requirement).length > 0)
    .map((requirement) =>
      Object.entries(requirement).map(([name, scopes]) => ({
        name,
        kind: schemeKind(site.meta.securitySchemes[name]),
        scopes: Array.isArray(scopes) ? scopes.filter((s) => typeof s === 'string') : [],
      })),
    );
  return { none: alternatives.length === 0, alternatives };
}

export function authHtml(security: readonly SecurityRequirement[], site: SiteContext): string {
  const { none, alternatives } = requirementsOf(security, site);
  let body: string;
  if (none) {
    body = `<p>${t('page.auth.none')}</p>`;
  } else {
    const items = alternatives.map((schemes) => {
      const parts = schemes.map((scheme) => {
        const kind = scheme.kind === '' ? '' : ` <span class="hr-type">${text(scheme.kind)}</span>`;
        const scopes =
          scheme.scopes.length === 0
            ? ''
            : ` <span class="hr-fact">${t('page.auth.scopes')} ${scheme.scopes.map((s) => `<code>${text(s)}</code>`).join(' ')}</span>`;
        return `<code class="hr-name">${text(scheme.name)}</code>${kind}${scopes}`;
      });
      return `<li>${parts.join(' + ')}</li>`;
    });
    const lead = alternatives.length > 1 ? `<p>${t('page.auth.anyOf')}</p>` : '';
    body = `${lead}<ul>${items.join('')}</ul>`;
  }
  return `<section class="hr-section hr-auth"><h2>${t('page.auth')}</h2>${body}</section>`;
}

export function authMarkdown(security: readonly SecurityRequirement[], site: SiteContext): string {
  const { none, alternatives } = requirementsOf(security, site);
  const heading = `## ${english('page.auth')}\n\n`;
  if (none) return `${heading}${english('page.auth.none')}`;
  const lines = alternatives.map(
    (schemes) =>
      `- ${schemes
        .map((scheme) => {
          const kind = scheme.kind === '' ? '' : ` (${scheme.kind})`;
          const scopes =
            scheme.scopes.length === 0
              ? ''
              : `, ${english('page.auth.scopes').toLowerCase()} ${scheme.scopes.map(code).join(', ')}`;
          return `${code(scheme.name)}${kind}${scopes}`;
        })
        .join(' + ')}`,
  );
  const lead = alternatives.length > 1 ? `${english('page.auth.anyOf')}\n\n` : '';
  return `${heading}${lead}${lines.join('\n')}`;
}

/** The design's security schemes, for the overview: name, kind, description, OAuth scopes. */
export function schemesHtml(site: SiteContext): string {
  const entries = Object.entries(site.meta.securitySchemes);
  if (entries.length === 0) return '';
  const items = entries.map(([name, scheme]) => {
    const description =
      typeof scheme.description === 'string'
        ? markdownHtml(scheme.description, { shiftHeadings: 2 })
        : '';
    const scopes = oauthScopes(scheme);
    const scopeList =
      scopes.length === 0
        ? ''
        : `<p class="hr-facts"><span class="hr-fact">${t('page.auth.scopes')} ${scopes.map((s) => `<code>${text(s)}</code>`).join(' ')}</span></p>`;
    return `<li><code class="hr-name">${text(name)}</code> <span class="hr-type">${text(schemeKind(scheme))}</span>${description === '' ? '' : `<div class="hr-md">${description}</div>`}${scopeList}</li>`;
  });
  return `<section class="hr-section hr-auth"><h2>${t('page.auth.schemes')}</h2><ul class="hr-fields">${items.join('')}</ul></section>`;
}

export function schemesMarkdown(site: SiteContext): string {
  const entries = Object.entries(site.meta.securitySchemes);
  if (entries.length === 0) return '';
  const lines = entries.map(([name, scheme]) => {
    const description = typeof scheme.description === 'string' ? oneLine(scheme.description) : '';
    const scopes = oauthScopes(scheme);
    const scopeText =
      scopes.length === 0 ? '' : ` ${english('page.auth.scopes')}: ${scopes.map(code).join(', ')}.`;
    return `- ${code(name)} (${schemeKind(scheme)})${description === '' ? '' : `: ${description}`}${scopeText}`;
  });
  return `## ${english('page.auth.schemes')}\n\n${lines.join('\n')}`;
}

/** Every scope an OAuth 2.0 scheme's flows name, each once. */
function oauthScopes(scheme: Record<string, unknown>): string[] {
  const flows = scheme.flows;
  if (typeof flows !== 'object' || flows === null) return [];
  const scopes = new Set<string>();
  for (const flow of Object.values(flows)) {
    const names = (flow as { scopes?: unknown } | null)?.scopes;
    if (typeof names === 'object' && names !== null) {
      for (const scope of Object.keys(names)) scopes.add(scope);
    }
  }
  return [...scopes];
}
