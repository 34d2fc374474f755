/**
 * A thin adapter for driving the app in WebKit: Debian's webkit2gtk-driver (WebKitWebDriver and its MiniBrowser)
 * on a virtual display (Xvfb), through webdriverio over classic WebDriver, which is all WebKitWebDriver speaks.
 * Playwright drives only a WebKit it built itself. Every process started here is stopped by its pid.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { remote, type Browser } from 'webdriverio';
import { PAGE_ERRORS_KEY } from '../../lib/chain/test-wallet/page-errors';
import { stopProcess, tiedToThisProcess } from '../../lib/node/serviceProcess';

const XVFB = '/usr/bin/Xvfb';
const WEBKIT_WEBDRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** A wait's limit unless the caller gives one: a page's reads and renders, on a busy machine. */
const WAIT_MS = 15_000;
const POLL_MS = 100;
/** A phone's window (iPhone 12 to 15), the app's audience on WebKit. */
const WINDOW = { width: 390, height: 844 };

export type Role = 'button' | 'heading' | 'link' | 'searchbox' | 'textbox';

/** An element as a reader finds it: by role and accessible name (WebKit's own), by its text, or by test id. */
export type Target = { role: Role; name: string | RegExp } | { text: string | RegExp } | { testId: string };

/** Where elements of each role are looked for; WebKit's computed role and label then decide. */
const ROLE_CANDIDATES: Record<Role, string> = {
  button: 'button, [role="button"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  link: 'a[href], [role="link"]',
  searchbox: 'input[type="search"], [role="searchbox"]',
  textbox: 'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], textarea, [role="textbox"]',
};

export interface WebKitPage {
  /**
   * Loads `path` and, unless it is a file of no page (`hydrates: false`), waits until React has hydrated the page
   * (the test build's mark, components/testing/HydratedMark.tsx): text typed into a field before then is lost.
   */
  open(path: string, options?: { hydrates?: boolean }): Promise<void>;
  url(): Promise<string>;
  /** Polls `check` until it gives a value (anything but undefined, null or false), for at most `timeoutMs`. */
  waitFor<T>(what: string, check: () => Promise<T | undefined | null | false>, timeoutMs?: number): Promise<T>;
  waitForVisible(target: Target, timeoutMs?: number): Promise<void>;
  /** Waits until the visible `target`'s text is `expected` (or matches it). */
  waitForText(target: Target, expected: string | RegExp, timeoutMs?: number): Promise<void>;
  click(target: Target): Promise<void>;
  fill(target: Target, value: string): Promise<void>;
  /** Picks the option of value `value` in the select `target`. */
  select(target: Target, value: string): Promise<void>;
  /** Runs `script` in the page with `args`, and gives its result (a promise is awaited). */
  run<T, A extends unknown[]>(script: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** The errors the page recorded since the last call (lib/chain/test-wallet/page-errors.ts). */
  takePageErrors(): Promise<string[]>;
  stop(): Promise<void>;
}

function describeTarget(target: Target): string {
  if ('role' in target) return `the ${target.role} "${target.name}"`;
  if ('text' in target) return `the text "${target.text}"`;
  return `the test id ${target.testId}`;
}

const matches = (value: string, expected: string | RegExp) => (typeof expected === 'string' ? value === expected : expected.test(value));

/** An element the page dropped while it was being looked at: it is no longer there. */
const isStale = (error: unknown) => error instanceof Error && /stale element|no such element/i.test(`${error.name} ${error.message}`);
/** Another element took the click (a backdrop still fading in over the target): Playwright waits and clicks again, and so does `act`. */
const isIntercepted = (error: unknown) => error instanceof Error && /element click intercepted/i.test(`${error.name} ${error.message}`);

/**
 * Starts a display, WebKitWebDriver and a MiniBrowser session with a phone's window, on the app at `baseUrl`;
 * the driver's and browser's output goes to `logFile`.
 */
export async function startWebKit({ baseUrl, logFile }: { baseUrl: string; logFile: string }): Promise<WebKitPage> {
  const stoppers: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne();
  };
  const log = createWriteStream(logFile, { flags: 'a' });
  stoppers.push(() => new Promise((resolve) => log.end(resolve)));
  let browser: Browser;
  try {
    const { display, xvfb } = await startXvfb();
    stoppers.push(() => stopProcess(xvfb));
    const port = await freePort();
    const driver = tiedToThisProcess(
      spawn(WEBKIT_WEBDRIVER, [`--port=${port}`], {
        env: { ...process.env, DISPLAY: display },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    stoppers.push(() => stopProcess(driver));
    driver.stdout.pipe(log, { end: false });
    driver.stderr.pipe(log, { end: false });
    await waitForDriver(port, driver);
    // WebKitGTK's own capability, which webdriverio's types do not know.
    const capabilities = {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      'wdio:enforceWebDriverClassic': true,
    };
    browser = await remote({ hostname: '127.0.0.1', port, logLevel: 'error', capabilities });
    // A session whose browser has died cannot be deleted; stopping its driver ends it all the same.
    stoppers.push(() => browser.deleteSession().catch(() => undefined));
    await browser.setWindowSize(WINDOW.width, WINDOW.height);
  } catch (error) {
    await stop();
    throw error;
  }

  type Check = (element: WebdriverIO.Element) => Promise<boolean>;

  async function visible(elements: Iterable<WebdriverIO.Element>, accept: Check) {
    for (const element of elements) {
      try {
        if ((await element.isDisplayed()) && (await accept(element))) return element;
      } catch (error) {
        if (!isStale(error)) throw error;
      }
    }
    return undefined;
  }

  /**
   * The first visible element `target` names that passes `accept`, if the page shows one now (not while it
   * replaces the elements looked at).
   */
  async function find(target: Target, accept: Check = async () => true): Promise<WebdriverIO.Element | undefined> {
    try {
      return await findNow(target, accept);
    } catch (error) {
      if (isStale(error)) return undefined;
      throw error;
    }
  }

  async function findNow(target: Target, accept: Check): Promise<WebdriverIO.Element | undefined> {
    if ('testId' in target) return visible(await browser.$$(`[data-testid="${target.testId}"]`).getElements(), accept);
    if ('role' in target) {
      return visible(
        await browser.$$(ROLE_CANDIDATES[target.role]).getElements(),
        async (element) =>
          (await element.getComputedRole()) === target.role &&
          matches((await element.getComputedLabel()).trim(), target.name) &&
          (await accept(element)),
      );
    }
    // The innermost elements whose whole text is the one wanted.
    const { text } = target;
    const [source, flags] = typeof text === 'string' ? [null, ''] : [text.source, text.flags];
    const elements = await run(
      (wanted: string, pattern: string | null, patternFlags: string) => {
        const isWanted = (element: Element) => {
          const content = (element.textContent ?? '').trim();
          return pattern === null ? content === wanted : new RegExp(pattern, patternFlags).test(content);
        };
        return [...document.body.querySelectorAll<HTMLElement>('*')].filter(
          (element) => isWanted(element) && ![...element.children].some(isWanted),
        );
      },
      typeof text === 'string' ? text : '',
      source,
      flags,
    );
    // The page's elements come back as WebDriver references, which webdriverio takes as selectors.
    return visible(await Promise.all(elements.map((element) => browser.$(element).getElement())), accept);
  }

  async function waitFor<T>(what: string, check: () => Promise<T | undefined | null | false>, timeoutMs = WAIT_MS): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await check();
      if (value !== undefined && value !== null && value !== false) return value;
      if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs / 1000} s for ${what}${await pageAtTimeout()}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /**
   * Where the page was and what it showed when a wait ran out: WebKit's screenshots can time out, its text cannot.
   * The page's status and alert regions come apart, since that is where the app reports progress and failures.
   */
  async function pageAtTimeout(): Promise<string> {
    const shown = await run(() => {
      const textOf = (element: HTMLElement) => element.innerText.replace(/\s+/g, ' ').trim();
      return {
        url: location.href,
        text: textOf(document.body).slice(0, 1_000),
        reports: [...document.querySelectorAll<HTMLElement>('[role="status"], [role="alert"]')].map(textOf).filter(Boolean),
        // A transaction under way disables every action's button: this tells one in flight from none started.
        disabled: [...document.querySelectorAll<HTMLButtonElement>('button:disabled')].map(
          (button) => button.getAttribute('aria-label') ?? textOf(button),
        ),
      };
    }).catch(() => undefined);
    if (!shown) return '';
    const reports = shown.reports.length > 0 ? `; its status and alerts read: ${shown.reports.join(' | ')}` : '; it had no status or alert';
    const disabled = shown.disabled.length > 0 ? `; disabled buttons: ${shown.disabled.join(', ')}` : '; no button was disabled';
    return `; the page was ${shown.url}, showing: ${shown.text}${reports}${disabled}`;
  }

  /**
   * Whether `element` stands still: the same box over two animation frames, as Playwright waits for before it acts.
   * WebDriver clicks at the point where the element was when asked; a sheet still sliding in has moved on by the
   * time the click lands there, and the click reaches whatever is now under that point.
   */
  const isStable: Check = (element) =>
    run(
      (target: Element) =>
        new Promise<boolean>((resolve) => {
          const before = target.getBoundingClientRect();
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const after = target.getBoundingClientRect();
              resolve(before.x === after.x && before.y === after.y && before.width === after.width && before.height === after.height);
            }),
          );
        }),
      element as unknown as Element,
    );

  /** Waits for `target` to be visible, enabled and still, then does `action` to it; a replaced element is found again. */
  async function act(target: Target, what: string, action: (element: WebdriverIO.Element) => Promise<unknown>): Promise<void> {
    await waitFor(`${describeTarget(target)} to be visible, enabled and still, to ${what} it`, async () => {
      const element = await find(target, async (candidate) => (await candidate.isEnabled()) && (await isStable(candidate)));
      if (!element) return false;
      try {
        await action(element);
        return true;
      } catch (error) {
        if (isStale(error) || isIntercepted(error)) return false;
        throw error;
      }
    });
  }

  async function run<T, A extends unknown[]>(script: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    // tsx names the functions it compiles through a helper of its own, which the page lacks.
    return browser.execute(`const __name = (fn) => fn; return (${script.toString()})(...arguments);`, ...args) as Promise<T>;
  }

  return {
    async open(path, { hydrates = true } = {}) {
      await browser.url(new URL(path, baseUrl).toString());
      if (hydrates) await waitFor(`${path} to hydrate`, () => run(() => document.documentElement.hasAttribute('data-hydrated')));
    },
    url: () => browser.getUrl(),
    waitFor,
    async waitForVisible(target, timeoutMs) {
      await waitFor(`${describeTarget(target)} to be visible`, () => find(target), timeoutMs);
    },
    async waitForText(target, expected, timeoutMs) {
      let last: string | undefined;
      const reads = async (element: WebdriverIO.Element) => {
        last = (await element.getText()).trim();
        return matches(last, expected);
      };
      await waitFor(`${describeTarget(target)} to read "${expected}"`, () => find(target, reads), timeoutMs).catch((error: Error) => {
        throw new Error(`${error.message}; it read ${last === undefined ? 'nothing (not visible)' : `"${last}"`}`);
      });
    },
    click: (target) => act(target, 'click', (element) => element.click()),
    async fill(target, value) {
      await act(target, 'fill', (element) => element.setValue(value));
      await waitFor(`${describeTarget(target)} to hold "${value}"`, () =>
        find(target, async (element) => (await element.getValue()) === value),
      );
    },
    select: (target, value) => act(target, 'select in', (element) => element.selectByAttribute('value', value)),
    run,
    async takePageErrors() {
      const errors = await run((key: string) => {
        const stored = window.sessionStorage.getItem(key);
        window.sessionStorage.setItem(key, '[]');
        return stored === null ? null : (JSON.parse(stored) as string[]);
      }, PAGE_ERRORS_KEY);
      if (errors === null) throw new Error('The page records no errors: the app is not a test build (NEXT_PUBLIC_TEST_WALLET)');
      return errors;
    },
    stop,
  };
}

/** Xvfb on a display no other server holds: it picks a free one and writes its number once it accepts clients. */
async function startXvfb(): Promise<{ display: string; xvfb: ChildProcess }> {
  const xvfb = tiedToThisProcess(
    spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    }),
  );
  try {
    // No clock of its own: Xvfb either writes its display or exits, and the suite's limit is the backstop for a hang.
    const number = await new Promise<string>((resolve, reject) => {
      let written = '';
      xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
        written += chunk.toString();
        if (written.includes('\n')) resolve(written.trim());
      });
      xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with code ${code} before it gave a display`)));
    });
    return { display: `:${number}`, xvfb };
  } catch (error) {
    await stopProcess(xvfb);
    throw error;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
      });
  });
}

/** Until the driver answers its status, or exits: no clock of its own, the suite's limit is the backstop for a hang. */
async function waitForDriver(port: number, driver: ChildProcess): Promise<void> {
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with code ${driver.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
