import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './test/browser';

// E2E_PORT runs a second checkout's tests beside this one's.
const PORT = Number(process.env.E2E_PORT ?? 4173);

// The built site (out/) served on localhost, seen by a phone and by a desktop browser.
export default defineConfig({
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
      testIgnore: /base-path/,
      use: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
    { name: 'desktop', testIgnore: /base-path/, use: { viewport: { width: 1280, height: 800 } } },
    // Its own build under a sub-path, once.
    { name: 'sub-path', testMatch: /base-path/, use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node --import tsx build/serve.mts',
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
  },
});
