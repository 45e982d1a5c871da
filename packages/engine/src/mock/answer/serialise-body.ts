import { isJsonMediaType } from '../request-view.js';

/**
 * Turns an answer's value (an example, generated data, a stored item) into the text of its media
 * type. JSON is the common case; XML and forms get a plain, predictable rendering; any other type
 * sends a string value as it is (and anything else as JSON, which at least shows the data).
 */
export type Serialiser = (value: unknown) => string;

export function serialiserFor(mediaType: string): Serialiser {
  if (isJsonMediaType(mediaType)) return toJson;
  if (mediaType === 'application/xml' || mediaType === 'text/xml' || mediaType.endsWith('+xml')) {
    return toXml;
  }
  if (mediaType === 'application/x-www-form-urlencoded') return toForm;
  return toText;
}

const toJson: Serialiser = (value) => (value === undefined ? '' : JSON.stringify(value));

const toText: Serialiser = (value) =>
  value === undefined || value === null
    ? ''
    : typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);

const toForm: Serialiser = (value) => {
  if (typeof value !== 'object' || value === null) return toText(value);
  const form = new URLSearchParams();
  for (const [name, field] of Object.entries(value)) {
    if (Array.isArray(field)) for (const item of field) form.append(name, toText(item));
    else form.append(name, toText(field));
  }
  return form.toString();
};

/** `{"pet": {"id": 1, "tags": ["a", "b"]}}` → `<pet><id>1</id><tags>a</tags><tags>b</tags></pet>`. */
const toXml: Serialiser = (value) => {
  const root =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.keys(value).length === 1
        ? value
        : { root: value }
      : { root: value };
  return `<?xml version="1.0" encoding="UTF-8"?>${xmlFields(root as Record<string, unknown>)}`;
};

function xmlFields(object: Record<string, unknown>): string {
  let out = '';
  for (const [name, field] of Object.entries(object)) {
    const tag = xmlName(name);
    const items = Array.isArray(field) ? field : [field];
    for (const item of items) out += `<${tag}>${xmlContent(item)}</${tag}>`;
  }
  return out;
}

function xmlContent(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((item) => `<item>${xmlContent(item)}</item>`).join('');
  if (typeof value === 'object') return xmlFields(value as Record<string, unknown>);
  return escapeXml(String(value));
}

const xmlName = (name: string) => {
  const cleaned = name.replace(/[^A-Za-z0-9_.-]/g, '_');
  return /^[A-Za-z_]/.test(cleaned) ? cleaned : `_${cleaned}`;
};

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) =>
    c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : c === '"' ? '&quot;' : '&apos;',
  );
