import { Command, CommanderError } from 'commander';
import { healthCommand } from './commands/health.js';
import { mockCommand } from './commands/mock.js';
import { runCommand } from './commands/run.js';
import { serveCommand } from './commands/serve.js';
import { CLI_VERSION } from './version.js';

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

const processIo: CliIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/**
 * `setExitCode`: how a command that finished its work reports a failure (`heron run` with a
 * failed test), without throwing and without touching `process.exitCode` of a test process.
 */
export function buildProgram(
  io: CliIo = processIo,
  setExitCode: (code: number) => void = () => undefined,
): Command {
  const program = new Command('heron')
    .description('Heron: design, debug, mock, test and document HTTP APIs.')
    .version(CLI_VERSION, '-v, --version')
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .showHelpAfterError()
    .exitOverride();
  program.addCommand(serveCommand(io));
  program.addCommand(healthCommand(io));
  program.addCommand(mockCommand(io));
  program.addCommand(runCommand(io, setExitCode));
  return program;
}

/** Runs the command line and resolves to the exit code, so tests can call it in-process. */
export async function run(argv: string[], io: CliIo = processIo): Promise<number> {
  let exitCode = 0;
  const program = buildProgram(io, (code) => {
    exitCode = code;
  });
  try {
    await program.parseAsync(argv);
    return exitCode || (typeof process.exitCode === 'number' ? process.exitCode : 0);
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    io.err(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
