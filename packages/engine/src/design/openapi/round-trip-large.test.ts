import { describe, it } from 'vitest';
import { hasFixtures, listOpenApiFixtures, NO_FIXTURES } from './test-support/fixtures.js';
import { expectRoundTrip, LARGE_FIXTURE_BYTES, roundTrip } from './test-support/round-trip.js';

// The round-trip rule of round-trip.test.ts over the large real descriptions (GitHub's 13 MB
// among them), one test each.
const fixtures = listOpenApiFixtures().filter((fixture) => fixture.bytes >= LARGE_FIXTURE_BYTES);

describe.skipIf(!hasFixtures)('round trip of every large OpenAPI / Swagger fixture', () => {
  it.each(fixtures.map((fixture) => [fixture.name, fixture] as const))(
    '%s',
    async (_name, fixture) => {
      expectRoundTrip(await roundTrip(fixture));
    },
    180_000,
  );
});

describe.skipIf(hasFixtures)('round trip of large fixtures', () => {
  it.skip(`is skipped: ${NO_FIXTURES}`, () => {});
});
