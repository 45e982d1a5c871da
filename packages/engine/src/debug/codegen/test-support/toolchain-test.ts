import { it } from 'vitest';

/**
 * CI (`.ci/run` exports CI=true) installs every toolchain a code target needs, so there a
 * missing one is a broken machine, not a reason to skip: a target nothing checks must not pass
 * unnoticed. Elsewhere (a laptop without Go) the test is skipped and says why.
 */
export const IN_CI = process.env.CI === 'true' || process.env.CI === '1';

/**
 * A test that needs a toolchain. `missing` is why it cannot run here (undefined when it can):
 * then the test is skipped with that reason, or in CI fails with it.
 */
export function toolchainTest(
  name: string,
  missing: string | undefined,
  options: { timeout: number },
  body: () => Promise<void>,
): void {
  if (missing === undefined) {
    it(name, options, body);
  } else if (IN_CI) {
    it(`${name} (${missing})`, () => {
      throw new Error(`${missing}: CI runs every code target; .ci/run installs its toolchain.`);
    });
  } else {
    it.skip(`${name} (skipped: ${missing})`, () => {});
  }
}
