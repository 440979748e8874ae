// Which Chromium the end-to-end tests and screenshots use: Playwright's own where it is installed,
// otherwise Debian's (apt package `chromium`), for machines where Playwright cannot download one.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

// Debian's build, run as root in a sandbox-less container, with nothing that phones home.
export const DEBIAN_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launch options for chromium, or null when no browser is installed. */
export function chromiumLaunchOptions() {
  if (process.env.CHROMIUM_PATH) return { executablePath: process.env.CHROMIUM_PATH, args: DEBIAN_CHROMIUM_ARGS };
  if (existsSync(chromium.executablePath())) return {};
  if (existsSync(DEBIAN_CHROMIUM)) return { executablePath: DEBIAN_CHROMIUM, args: DEBIAN_CHROMIUM_ARGS };
  return null;
}
