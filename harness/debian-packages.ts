// The machines the tests run on here are Debian, as root, without downloads of browsers' own
// builds: what a check needs beyond npm comes from Debian's packages, installed on first use.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Whether a command is on the PATH. */
export function hasCommand(command: string) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Whether this machine can install Debian's packages itself (Debian, and we are root). */
export const canInstallDebianPackages = () => existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;

/** Installs Debian's packages, saying why first. */
export function installDebianPackages(packages: string[], why: string) {
  console.log(`Installing Debian's ${packages.join(', ')}, ${why} …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}
