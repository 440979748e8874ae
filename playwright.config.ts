import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './harness/browser';
import { DESKTOP, ENGINES, PHONE } from './harness/engines/engine';
import type { EngineOptions } from './e2e/engines/tab';

// E2E_PORT runs a second checkout's tests beside this one's.
const PORT = Number(process.env.E2E_PORT ?? 4173);

/** The journeys of e2e/engines/ in each engine, on a phone and on a desktop; the pages' checks at every width once per engine. */
const engineProjects = ENGINES.flatMap((engineName) => [
  { name: `${engineName}-phone`, testMatch: /engines\/journeys\.spec\.ts/, use: { engineName, display: PHONE } },
  { name: `${engineName}-desktop`, testMatch: /engines\/.*\.spec\.ts/, use: { engineName, display: DESKTOP } },
]);

// The built site (out/) served on localhost, seen by a phone and by a desktop browser.
export default defineConfig<EngineOptions>({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions() ?? {},
    locale: 'de-DE',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'phone',
      // The editor's saves are the same on a phone (e2e/editor.spec.ts): built once, on the desktop.
      testIgnore: [/base-path/, /engines\//, /editor-publish/],
      use: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
    { name: 'desktop', testIgnore: [/base-path/, /engines\//], use: { viewport: { width: 1280, height: 800 } } },
    // Its own build under a sub-path, once.
    { name: 'sub-path', testMatch: /base-path/, use: { viewport: { width: 1280, height: 800 } } },
    ...engineProjects,
  ],
  webServer: {
    command: 'node --import tsx scripts/serve.mts',
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
  },
});
