/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inCopy } from './project-commands';

// A project whose one script says what it was given, on both streams, and fails as told.
const SCRIPT = "node -e \"console.log('site ' + process.env.SITE_URL + ' debug ' + process.env.DEBUG); console.error('ä warning'); process.exit(Number(process.env.CODE))\"";

let project: string;
beforeEach(() => {
  project = mkdtempSync(path.join(tmpdir(), 'project-commands-'));
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'copy', private: true, scripts: { say: SCRIPT } }));
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('npm in a copy of the project', () => {
  it('runs there with the suite’s environment and the run’s own over it, and returns its exit status and both streams', async () => {
    const { npm, inProject } = inCopy(() => project, { SITE_URL: 'https://ilse-brandauer.example', DEBUG: '' });
    const result = await npm(['run', '--silent', 'say'], { CODE: '3', DEBUG: '1' });
    expect(result).toEqual({ status: 3, stdout: 'site https://ilse-brandauer.example debug 1\n', stderr: 'ä warning\n' });
    expect(inProject('out', 'index.html')).toBe(path.join(project, 'out', 'index.html'));
  });

  it('where it must succeed, gives what it printed, or stops the test with it', async () => {
    const { npmSucceeds } = inCopy(() => project, { SITE_URL: 'https://ilse-brandauer.example' });
    await expect(npmSucceeds(['run', '--silent', 'say'], { CODE: '0', DEBUG: '' })).resolves.toBe('site https://ilse-brandauer.example debug \nä warning\n');
    await expect(npmSucceeds(['run', '--silent', 'say'], { CODE: '2', DEBUG: '' })).rejects.toThrow(
      'npm run --silent say failed:\nsite https://ilse-brandauer.example debug \nä warning\n',
    );
  });
});
