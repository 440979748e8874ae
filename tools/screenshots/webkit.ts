// WebKit, the engine of Safari: Debian's WebKitWebDriver drives its MiniBrowser on a virtual screen
// (as e2e/webkit-editor.mts does), through selenium-webdriver.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import { GERMAN, MINIBROWSER } from '../../test/ensure-webkit.mjs';
import { sleep, type Engine } from './engine';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

function checkInstalled() {
  try {
    execFileSync('sh', ['-c', 'command -v WebKitWebDriver && command -v xvfb-run'], { stdio: 'ignore' });
  } catch {
    throw new Error('WebKit is missing: run `npx tsx test/ensure-webkit.mts` (on Debian: apt-get install webkit2gtk-driver xvfb).');
  }
  if (!existsSync(MINIBROWSER)) throw new Error(`WebKit's MiniBrowser is missing at ${MINIBROWSER}: apt-get install webkit2gtk-driver.`);
}

async function connect(port: number) {
  // Full screen hides MiniBrowser's toolbar, whose width would keep the window wider than a phone; with no
  // window manager on the virtual screen, the window then takes exactly the size it is given.
  const capabilities = { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen'] } };
  for (let attempt = 0; ; attempt++) {
    try {
      return await new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities(capabilities).build();
    } catch (error) {
      if (attempt === 50) throw error;
      await sleep(200);
    }
  }
}

export async function webkitEngine(): Promise<Engine> {
  checkInstalled();
  const port = await freePort();
  const webDriver: ChildProcess = spawn('xvfb-run', ['-a', '-s', '-screen 0 1600x1200x24', 'WebKitWebDriver', `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, LANG: GERMAN, LC_ALL: GERMAN },
  });
  const driver: WebDriver = await connect(port);
  return {
    name: 'webkit',
    fullPage: false,
    async open(width, height) {
      await driver.manage().window().setRect({ x: 0, y: 0, width, height });
      return {
        goto: (url) => driver.get(url),
        run: (expression) => driver.executeScript(`return (${expression});`),
        click: async (selector) => driver.findElement(By.css(selector)).click(),
        shoot: async (file) => writeFile(file, await driver.takeScreenshot(), 'base64'),
        close: async () => void (await driver.get('about:blank')),
      };
    },
    async quit() {
      await driver.quit();
      if (webDriver.pid) process.kill(-webDriver.pid);
    },
  };
}
