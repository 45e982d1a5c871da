import { Command } from 'commander';
import { healthResponseSchema } from '@heron/contract';
import type { CliIo } from '../index.js';
import { CliError } from '../cli-error.js';

/**
 * `heron health [url]`: asks a running Heron whether it and its database are up. Exits 0 when
 * healthy and 1 otherwise, so deploy scripts and CI can wait on it.
 */
export function healthCommand(io: CliIo): Command {
  return new Command('health')
    .description('check that a Heron server and its database are up (exit code 0 when healthy)')
    .argument('[url]', 'the server address', 'http://localhost:3000')
    .option('--timeout <ms>', 'give up after this many milliseconds', '5000')
    .action(async (url: string, options: { timeout: string }) => {
      const timeoutMs = Number(options.timeout);
      if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
        throw new CliError('--timeout must be a positive whole number');
      }
      let healthUrl: URL;
      try {
        healthUrl = new URL('/api/health', url);
      } catch {
        throw new CliError(`Not a valid address: ${url}`);
      }
      let response: Response;
      try {
        response = await fetch(healthUrl, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        const reason =
          error instanceof Error && error.name === 'TimeoutError'
            ? `no answer within ${timeoutMs} ms`
            : 'it could not be reached';
        throw new CliError(`${healthUrl.origin}: ${reason}`);
      }
      const body: unknown = await response.json().catch(() => undefined);
      const health = healthResponseSchema.safeParse(body);
      if (!response.ok || !health.success) {
        const detail =
          body && typeof body === 'object' && 'detail' in body ? ` (${String(body.detail)})` : '';
        throw new CliError(`${healthUrl.origin}: unhealthy, HTTP ${response.status}${detail}`);
      }
      const h = health.data;
      io.out(
        `${healthUrl.origin}: ok, Heron ${h.version}, ${h.database} answered in ${h.databaseLatencyMs} ms, up ${h.uptimeSeconds} s\n`,
      );
    });
}
