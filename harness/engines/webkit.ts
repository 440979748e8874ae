// WebKit, the engine of Safari: Debian's WebKitWebDriver drives its MiniBrowser on a virtual screen
// (as e2e/webkit-editor.mts does), through selenium-webdriver.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { Builder, By, Key as Keys, Origin, type WebDriver } from 'selenium-webdriver';
import { GERMAN, MINIBROWSER } from './webkit-paths';
import { callSource, sleep, type Engine, type Key } from './engine';

const KEYS: Record<Key, string> = {
  ArrowRight: Keys.ARROW_RIGHT,
  ArrowLeft: Keys.ARROW_LEFT,
  Escape: Keys.ESCAPE,
  Enter: Keys.ENTER,
  Tab: Keys.TAB,
  Home: Keys.HOME,
  End: Keys.END,
  '+': '+',
  '-': '-',
};

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
    throw new Error('WebKit is missing: run `npx tsx harness/ensure-webkit.mts` (on Debian: apt-get install webkit2gtk-driver xvfb).');
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
  const resize = async ({ width, height }: { width: number; height: number }) => void (await driver.manage().window().setRect({ x: 0, y: 0, width, height }));
  return {
    name: 'webkit',
    fullPage: false,
    async open(screen) {
      await resize(screen);
      return {
        goto: (url) => driver.get(url),
        evaluate: (fn, arg) => driver.executeScript(callSource(fn), arg),
        click: async (selector) => driver.findElement(By.css(selector)).click(),
        doubleClickAt: (x, y) => driver.actions({ async: true }).move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT }).doubleClick().perform(),
        press: (key) => driver.actions({ async: true }).sendKeys(KEYS[key]).perform(),
        back: () => driver.navigate().back(),
        resize,
        shoot: async (file) => writeFile(file, await driver.takeScreenshot(), 'base64'),
        // One window serves the worker's tabs in turn; what the last one stored goes with it.
        close: async () => {
          await driver.get('about:blank');
          await driver.manage().deleteAllCookies();
        },
      };
    },
    async quit() {
      await driver.quit();
      if (webDriver.pid) process.kill(-webDriver.pid);
    },
  };
}
