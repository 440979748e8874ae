// Commands in a copy of the project, as the artist types them: the integration suites
// (test/integration/) run npm there and read what it made.
import { spawn } from 'node:child_process';
import path from 'node:path';

/** What a command did: its exit status (null when a signal ended it) and all it printed. */
export type CommandResult = { status: number | null; stdout: string; stderr: string };

type Environment = Record<string, string>;

/**
 * `npm` and paths in the copy `project()` names (read at each call, as suites make it in a
 * beforeAll). Each run has this process's environment, `env` over it and the run's own over both.
 * Asynchronous, so a suite can serve what the copy asks for while npm runs.
 */
export function inCopy(project: () => string, env: Environment = {}) {
  const npm = (args: string[], own: Environment = {}) =>
    new Promise<CommandResult>((resolve, reject) => {
      const child = spawn('npm', args, { cwd: project(), env: { ...process.env, ...env, ...own } });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      child.on('error', reject);
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });

  /** npm where it must succeed: what it printed, or the test stops with it. */
  const npmSucceeds = async (args: string[], own: Environment = {}) => {
    const { status, stdout, stderr } = await npm(args, own);
    if (status !== 0) throw new Error(`npm ${args.join(' ')} failed:\n${stdout}${stderr}`);
    return stdout + stderr;
  };

  const inProject = (...parts: string[]) => path.join(project(), ...parts);
  return { npm, npmSucceeds, inProject };
}
