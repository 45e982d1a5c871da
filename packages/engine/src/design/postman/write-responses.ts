import type { JsonSchema, Response } from '@heron/contract';
import { isRecord } from '../import/import-context.js';
import { BODILESS_EXTRA } from './postman-responses.js';
import { fromPostmanExtra } from './postman-url.js';
import { bodyText, exampleOrSample, textOf } from './write-body.js';

/** Writing responses as Postman saved responses: the mirror of postman-responses.ts. */

type Json = Record<string, unknown>;

/** A response's named examples as Postman saved responses (one made up when it has none). */
export function writeSavedResponses(
  response: Response,
  models: ReadonlyMap<string, JsonSchema>,
): Json[] {
  const code = /^[1-5]\d\d$/.test(response.status) ? Number(response.status) : undefined;
  const headers: Json[] = response.headers.map((header) => {
    const entry: Json = { key: header.name, value: textOf(header.example) ?? '' };
    if (header.description) entry.description = header.description;
    return entry;
  });
  const base = (name: string): Json => {
    const saved: Json = { name, status: response.description };
    if (code !== undefined) saved.code = code;
    return saved;
  };
  const saved: Json[] = [];
  for (const media of response.content) {
    const examples =
      media.examples.length > 0
        ? media.examples
        : [
            {
              name: `${response.status} ${response.description}`.trim(),
              value: exampleOrSample(media, models),
            },
          ];
    for (const example of examples) {
      saved.push({
        ...base(example.name),
        ...fromPostmanExtra('extra' in example ? example.extra : undefined),
        header: [...headers, { key: 'Content-Type', value: media.contentType }],
        body: bodyText(media.contentType, example.value, media.schema),
      });
    }
  }
  const bodiless = response.extra?.[BODILESS_EXTRA];
  for (const entry of Array.isArray(bodiless) ? bodiless : []) {
    if (!isRecord(entry) || typeof entry.name !== 'string') continue;
    saved.push({ ...base(entry.name), ...fromPostmanExtra(entry), header: headers, body: '' });
  }
  if (saved.length === 0) {
    saved.push({
      ...base(`${response.status} ${response.description}`.trim()),
      header: headers,
      body: '',
    });
  }
  return saved;
}
