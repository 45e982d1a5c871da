/** A failure a command reports to the person: printed as is, exit code 1, no stack. */
export class CliError extends Error {
  override name = 'CliError';
}
