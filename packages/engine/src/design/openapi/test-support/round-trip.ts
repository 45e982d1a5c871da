import { expect } from 'vitest';
import {
  designBundleSchema,
  type DesignBundle,
  type ExportFormat,
  type ExportSyntax,
} from '@heron/contract';
import { exportDesign } from '../../export.js';
import { importDesign } from '../../import/index.js';
import { parseDocumentText } from '../../import/parse-text.js';
import { comparableBundle } from '../../import/test-support/comparable-bundle.js';
import { exportOpenApi } from '../export-openapi.js';
import { isObject, type JsonObject } from '../json-value.js';
import type { OpenApiFixture } from './fixtures.js';
import { firstDifference } from './first-difference.js';
import { dropAddedSummaries, normaliseDocument } from './normalise-document.js';

/** The export formats of rule (a) for OpenAPI and Swagger sources. */
export const ROUND_TRIP_FORMATS: readonly { format: ExportFormat; syntax: ExportSyntax }[] = [
  { format: 'openapi-3.1', syntax: 'json' },
  { format: 'openapi-3.1', syntax: 'yaml' },
  { format: 'openapi-3.0', syntax: 'json' },
  { format: 'heron', syntax: 'json' },
];

/** What one fixture's round trip found; every list is empty when the rule holds. */
export interface RoundTripReport {
  /** Error findings of the first import. */
  importErrors: string[];
  /** The bundle does not satisfy the contract's schema. */
  invalidBundle: string | null;
  /** Operations of the source that did not become endpoints (count check, every version). */
  endpointCount: { source: number; imported: number };
  /** Rule (a): per export format, where the re-import differs (or why it failed). */
  sameDesign: Record<string, string | null>;
  /** Rule (b), 3.x sources: where the export in the source's version differs, normalised. */
  nothingDropped: string | null | 'not applicable';
}

/** Design equality of rule (a): keys aside, and the OpenAPI version the design came from. */
function designOf(bundle: DesignBundle, keepVersion: boolean): unknown {
  return comparableBundle(
    keepVersion ? bundle : { ...bundle, meta: { ...bundle.meta, openapi: '' } },
  );
}

function countOperations(document: unknown): number {
  if (!isObject(document) || !isObject(document.paths)) return 0;
  let count = 0;
  for (const item of Object.values(document.paths)) {
    if (!isObject(item)) continue;
    for (const method of ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']) {
      if (Object.hasOwn(item, method)) count += 1;
    }
  }
  return count;
}

export async function roundTrip(fixture: OpenApiFixture): Promise<RoundTripReport> {
  const first = await importDesign({ files: fixture.files, entry: fixture.entry });
  const report: RoundTripReport = {
    importErrors: first.issues
      .filter((issue) => issue.severity === 'error')
      .map((issue) => `${issue.code} ${issue.pointer ?? ''} ${issue.message}`),
    invalidBundle: null,
    endpointCount: { source: 0, imported: 0 },
    sameDesign: {},
    nothingDropped: 'not applicable',
  };
  const bundle = first.bundle;
  if (bundle === null) return report;
  const parsed = designBundleSchema.safeParse(bundle);
  if (!parsed.success) report.invalidBundle = parsed.error.message.slice(0, 500);

  const entry = fixture.files.find((file) => file.name === fixture.entry)!;
  const source = parseDocumentText(entry);
  const sourceDocument = source.ok ? source.value : undefined;
  report.endpointCount = {
    source: countOperations(sourceDocument),
    imported: bundle.endpoints.length,
  };

  for (const { format, syntax } of ROUND_TRIP_FORMATS) {
    const label = `${format} ${syntax}`;
    const file = exportDesign(bundle, { format, syntax });
    const again = await importDesign({ files: [{ name: file.fileName, text: file.text }] });
    if (again.bundle === null) {
      report.sameDesign[label] = `re-import failed: ${again.issues
        .map((issue) => `${issue.code} ${issue.message}`)
        .join('; ')
        .slice(0, 500)}`;
      continue;
    }
    const keepVersion = format === 'heron';
    report.sameDesign[label] = firstDifference(
      designOf(again.bundle, keepVersion),
      designOf(bundle, keepVersion),
    );
  }

  if (isObject(sourceDocument) && typeof sourceDocument.openapi === 'string') {
    const version = sourceDocument.openapi.startsWith('3.0') ? '3.0' : '3.1';
    const exported = JSON.parse(JSON.stringify(exportOpenApi(bundle, { version }))) as JsonObject;
    const expected = normaliseDocument(sourceDocument);
    const actual = normaliseDocument(exported);
    dropAddedSummaries(actual, expected);
    // A 3.2 source is exported as 3.1, the newest version Heron writes.
    if (sourceDocument.openapi.startsWith('3.2')) actual.openapi = expected.openapi;
    report.nothingDropped = firstDifference(actual, expected);
  }
  return report;
}

/** Descriptions from this size on run in round-trip-large.test.ts, one test each. */
export const LARGE_FIXTURE_BYTES = 1_000_000;

/** The round-trip rule, asserted. */
export function expectRoundTrip(report: RoundTripReport): void {
  expect(report.importErrors).toEqual([]);
  expect(report.invalidBundle).toBeNull();
  expect(report.endpointCount.imported).toBe(report.endpointCount.source);
  // (a) import → export → import gives the same design, in every export format.
  expect(report.sameDesign).toEqual(
    Object.fromEntries(
      ROUND_TRIP_FORMATS.map(({ format, syntax }) => [`${format} ${syntax}`, null]),
    ),
  );
  // (b) nothing is dropped: the export in the source's own version equals the source, normalised.
  if (report.nothingDropped !== 'not applicable') expect(report.nothingDropped).toBeNull();
}
