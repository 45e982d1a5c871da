import type { EndpointData, Parameter } from '@heron/contract';
import { bodyTypeOf } from '../../design/model-utils.js';
import { bodyText, effectiveSecurity } from './endpoint-request.js';
import { fieldText, parameterExample } from './examples.js';
import { t, text } from './html.js';
import type { SiteContext } from './site-context.js';

/**
 * The try-it form of an endpoint page. The page shell shows it only where try-it is on; the
 * reader script reads it by its data attributes (not by layout): `data-slug`, `data-method`,
 * `data-path` on the form, `data-in` (path, query, header) and `data-name` on each input,
 * `data-body` and `data-content-type` on the body, and writes the answer into `.hr-try-result`.
 * Cookie parameters are left out (a reader's browser could not be told to send them). A body is
 * offered for text bodies (JSON, XML, text, URL-encoded forms); multipart and binary bodies are
 * not, as a file cannot be put in a text field.
 */

const LOCATIONS = ['path', 'query', 'header'] as const;
type Location = (typeof LOCATIONS)[number];

interface TryInput {
  location: Location;
  name: string;
  required: boolean;
  value: string;
  placeholder: string;
}

export function tryItFormHtml(data: EndpointData, slug: string, site: SiteContext): string {
  const inputs: TryInput[] = data.parameters
    .filter((p): p is Parameter & { in: Location } => p.in !== 'cookie')
    .map((p) => ({
      location: p.in,
      name: p.name,
      required: p.required || p.in === 'path',
      value: fieldText(parameterExample(p)),
      placeholder: placeholderOf(p),
    }));
  const groups = LOCATIONS.map((location) => {
    const rows = inputs.filter((input) => input.location === location);
    if (rows.length === 0) return '';
    return `<fieldset><legend>${t(`page.params.${location}`)}</legend>${rows.map(inputHtml).join('')}</fieldset>`;
  });
  const credentials = credentialInputs(data, site);
  if (credentials.length > 0) {
    groups.push(
      `<fieldset><legend>${t('page.tryIt.credentials')}</legend>${credentials.map(inputHtml).join('')}</fieldset>`,
    );
  }
  const media = data.requestBody?.content[0];
  const kind = media ? bodyTypeOf(media.contentType) : 'none';
  if (
    media &&
    (kind === 'json' || kind === 'xml' || kind === 'raw' || kind === 'x-www-form-urlencoded')
  ) {
    const body = bodyText(media, site);
    const rows = Math.min(20, Math.max(4, body.split('\n').length + 1));
    // The parser drops a newline right after <textarea>: one more keeps a leading one.
    const lead = body.startsWith('\n') ? '\n' : '';
    groups.push(
      `<label class="hr-try-field"><span>${t('page.tryIt.body')} <code>${text(media.contentType)}</code></span><textarea data-body data-content-type="${text(media.contentType)}" name="body" rows="${rows}" spellcheck="false">${lead}${text(body)}</textarea></label>`,
    );
  }
  const attributes = `data-slug="${text(slug)}" data-method="${data.method}" data-path="${text(data.path)}"`;
  return `<form class="hr-try" ${attributes}><h2>${t('page.tryIt.title')}</h2>${groups.join('')}<button type="submit">${t('page.tryIt.send')}</button><div class="hr-try-result" aria-live="polite"></div></form>`;
}

function placeholderOf(parameter: Parameter): string {
  const schema = typeof parameter.schema === 'object' ? parameter.schema : {};
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    return schema.enum.slice(0, 5).map(fieldText).join(' | ');
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  return typeof type === 'string' ? type : '';
}

function inputHtml(input: TryInput): string {
  const required = input.required
    ? ` <span class="hr-required">${t('page.schema.required')}</span>`
    : '';
  const name = text(input.name);
  return `<label class="hr-try-field"><span><code>${name}</code>${required}</span><input data-in="${input.location}" data-name="${name}" name="${input.location}.${name}" value="${text(input.value)}" placeholder="${text(input.placeholder)}"${input.required ? ' required' : ''}></label>`;
}

/** Fields for the credentials the endpoint's security asks for (empty: the reader types theirs). */
function credentialInputs(data: EndpointData, site: SiteContext): TryInput[] {
  const chosen = effectiveSecurity(data, site).find((r) => Object.keys(r).length > 0);
  if (!chosen) return [];
  const inputs: TryInput[] = [];
  for (const name of Object.keys(chosen)) {
    const scheme = site.meta.securitySchemes[name];
    if (!scheme) continue;
    const type = String(scheme.type ?? '');
    const httpScheme = String(scheme.scheme ?? '').toLowerCase();
    let input: TryInput | null = null;
    if (type === 'apiKey' && typeof scheme.name === 'string' && scheme.name !== '') {
      if (scheme.in === 'header' || scheme.in === 'query') {
        input = {
          location: scheme.in,
          name: scheme.name,
          required: false,
          value: '',
          placeholder: '<api-key>',
        };
      }
    } else if (type === 'http' || type === 'oauth2' || type === 'openIdConnect') {
      const word =
        type === 'http' && httpScheme !== '' && httpScheme !== 'bearer'
          ? httpScheme.charAt(0).toUpperCase() + httpScheme.slice(1)
          : 'Bearer';
      input = {
        location: 'header',
        name: 'Authorization',
        required: false,
        value: '',
        placeholder: `${word} <${word === 'Basic' ? 'base64(user:password)' : 'token'}>`,
      };
    }
    if (input && !inputs.some((i) => i.location === input.location && i.name === input.name)) {
      inputs.push(input);
    }
  }
  // A parameter of the same name already has its field.
  return inputs.filter(
    (input) =>
      !data.parameters.some(
        (p) => p.in === input.location && p.name.toLowerCase() === input.name.toLowerCase(),
      ),
  );
}
