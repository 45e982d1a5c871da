import { Command, CommanderError } from 'commander';
import { healthCommand } from './commands/health.js';
import { mockCommand } from './commands/mock.js';
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

export function buildProgram(io: CliIo = processIo): Command {
  const program = new Command('heron')
    .description('Heron: design, debug, mock, test and document HTTP APIs.')
    .version(CLI_VERSION, '-v, --version')
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .showHelpAfterError()
    .exitOverride();
  program.addCommand(serveCommand(io));
  program.addCommand(healthCommand(io));
  program.addCommand(mockCommand(io));
  return program;
}

/** Runs the command line and resolves to the exit code, so tests can call it in-process. */
export async function run(argv: string[], io: CliIo = processIo): Promise<number> {
  const program = buildProgram(io);
  try {
    await program.parseAsync(argv);
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    io.err(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
