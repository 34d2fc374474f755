// The frame the measuring scripts share (`npm run bench:web`, `npm run screenshots`): a local stack of their own
// on a fresh data folder, a Chromium, and a user signed in through the real API; all stopped when the work ends.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import { wholeChromium, type ChromiumLaunch } from './chromium';
import { ROOT, startStack, type RunningStack, type StackOptions } from '../stack';
import { logIn, type SignedInSession } from './session';

export const API_PREFIX = `/${process.env.PRODUCT ?? 'afa'}JavaRoom`;

export interface SignedInStackOptions {
  /** Names the data folder (.data/<name>) and prefixes the log lines. */
  name: string;
  serverPort: number;
  rpcPort: number;
  /** Compile the test wallet into the app (never for figures meant to describe production). */
  testWallet: boolean;
  chromiumArgs: readonly string[];
  /** The signed-in user's email. */
  email: string;
  /** Serve the app from `next dev` instead of the build (`npm run bench:dev`). */
  devServer?: StackOptions['devServer'];
}

export interface SignedInStack {
  stack: RunningStack;
  browser: Browser;
  /** How `browser` was launched: a tool that starts its own browser (Lighthouse) starts it the same way. */
  launch: ChromiumLaunch;
  session: SignedInSession;
  log: (line: string) => void;
}

/** Runs `work` against its own stack; a failure is printed and sets the exit code to 1. */
export function runOnSignedInStack(options: SignedInStackOptions, work: (run: SignedInStack) => Promise<void>): void {
  const log = (line: string) => console.log(`[${options.name}] ${line}`);
  run(options, log, work).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

async function run(options: SignedInStackOptions, log: (line: string) => void, work: (run: SignedInStack) => Promise<void>): Promise<void> {
  const dataDir = path.join(ROOT, '.data', options.name);
  const serverLogFile = path.join(dataDir, 'server.log');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const stack = await startStack({
    serverPort: options.serverPort,
    rpcPort: options.rpcPort,
    dataDir,
    testWallet: options.testWallet,
    serverLogFile,
    echo: false,
    log,
    devServer: options.devServer,
  });
  try {
    const launch = await wholeChromium(options.chromiumArgs);
    const browser = await chromium.launch(launch);
    try {
      const session = await logIn(stack.appUrl, API_PREFIX, serverLogFile, options.email);
      await work({ stack, browser, launch, session, log });
    } finally {
      await browser.close();
    }
  } finally {
    await stack.stop();
  }
}
