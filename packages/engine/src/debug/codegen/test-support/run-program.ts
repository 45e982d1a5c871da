import { execFile, spawnSync } from 'node:child_process';

export interface ProgramRun {
  /** null when the program was stopped (timeout). */
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

/** Whether a command is on the PATH. */
export function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/**
 * Runs a program without blocking the event loop (the capture server runs in this process).
 * Never rejects: a failure is in exitCode and stderr.
 */
export function runProgram(
  command: string,
  args: string[],
  options: { cwd: string; timeoutMs: number },
): Promise<ProgramRun> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd: options.cwd, timeout: options.timeoutMs, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const exitCode = error === null ? 0 : typeof error.code === 'number' ? error.code : null;
        resolve({ exitCode, stdout, stderr: stderr || (error?.message ?? '') });
      },
    );
  });
}
