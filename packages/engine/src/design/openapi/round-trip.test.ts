import { describe, expect, it } from 'vitest';
import {
  hasFixtures,
  listOpenApiFixtures,
  NO_FIXTURES,
  SKIPPED_FIXTURES,
} from './test-support/fixtures.js';
import { expectRoundTrip, LARGE_FIXTURE_BYTES, roundTrip } from './test-support/round-trip.js';

// The round-trip rule over every OpenAPI / Swagger fixture below 1 MB (the larger ones are in
// round-trip-large.test.ts): (a) import → export (OpenAPI 3.1 JSON and YAML, 3.0, Heron file) →
// import gives the same design; (b) the export of a 3.x source in its own version gives back
// the source, after the normalisation documented in test-support/normalise-document.ts.
const fixtures = listOpenApiFixtures().filter((fixture) => fixture.bytes < LARGE_FIXTURE_BYTES);

describe.skipIf(!hasFixtures)('round trip of every small OpenAPI / Swagger fixture', () => {
  it.each(fixtures.map((fixture) => [fixture.name, fixture] as const))(
    '%s',
    async (_name, fixture) => {
      expectRoundTrip(await roundTrip(fixture));
    },
  );

  it('covers OpenAPI 3.0, 3.1, 3.2, Swagger 2.0 and a multi-file description', () => {
    const names = listOpenApiFixtures().map((fixture) => fixture.name);
    for (const part of [
      'v2.0/json/',
      'v2.0/yaml/',
      'v3.0/',
      'v3.1/',
      'v3.2/',
      'petstore-separate',
    ]) {
      expect(names.some((name) => name.includes(part))).toBe(true);
    }
    // Left out, with the reason: not OpenAPI documents.
    expect(Object.keys(SKIPPED_FIXTURES)).toEqual(['openapi/redocly-museum-api.arazzo.yaml']);
  });
});

describe.skipIf(hasFixtures)('round trip', () => {
  it.skip(`is skipped: ${NO_FIXTURES}`, () => {});
});
