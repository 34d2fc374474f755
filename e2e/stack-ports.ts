/**
 * Each Playwright worker runs against a stack of its own: anvil, the reference server and its database, all
 * serving one build. A file may then warp its chain's clock, stop its mining or change its contracts' settings
 * without holding up the files another worker runs. The stacks sit on consecutive ports from these bases,
 * beside a developer's `npm start`.
 */
const BASE_SERVER_PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_RPC_PORT = Number(process.env.E2E_RPC_PORT ?? 8645);
export const E2E_DATA_DIR = '.data/e2e';

export interface E2eStackPlace {
  serverPort: number;
  rpcPort: number;
  appUrl: string;
  rpcUrl: string;
  dataDir: string;
  serverLog: string;
}

function stackPlace(serverPort: number, rpcPort: number, dataDir: string): E2eStackPlace {
  return {
    serverPort,
    rpcPort,
    appUrl: `http://localhost:${serverPort}`,
    rpcUrl: `http://127.0.0.1:${rpcPort}`,
    dataDir,
    serverLog: `${dataDir}/server.log`,
  };
}

/** Where the stack of worker `index` listens and keeps its data. */
export function e2eStackPlace(index: number): E2eStackPlace {
  return stackPlace(BASE_SERVER_PORT + index, BASE_RPC_PORT + index, `${E2E_DATA_DIR}/${index}`);
}

/**
 * The WebKit run's stack (e2e/webkit): on ports past the workers' and with data of its own, which the e2e setup
 * does not wipe, so the two runs can go at once.
 */
export const WEBKIT_STACK_PLACE = stackPlace(BASE_SERVER_PORT + 20, BASE_RPC_PORT + 20, '.data/webkit');

/**
 * The development stack's run (e2e/dev): `next dev` on this port, the reference server on the next one, and
 * its own data.
 */
export const DEV_STACK_PLACE = stackPlace(BASE_SERVER_PORT + 30, BASE_RPC_PORT + 30, '.data/dev-stack');

/**
 * This process's stack: the WebKit run's (E2E_STACK=webkit); in a Playwright worker, the worker's (Playwright
 * numbers the workers running at once from 0); else the first.
 */
const own = process.env.E2E_STACK === 'webkit' ? WEBKIT_STACK_PLACE : e2eStackPlace(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const E2E_APP_URL = own.appUrl;
export const E2E_RPC_URL = own.rpcUrl;
export const E2E_SERVER_LOG = own.serverLog;
export const E2E_STACK_DATA_DIR = own.dataDir;
/** The chain the stack runs: the local 2810, or on a fork the upstream's (set by the fork suite's global setup). */
export const E2E_CHAIN_ID = Number(process.env.E2E_CHAIN_ID ?? 2810);

/**
 * The one-build run's stacks (e2e/chains), one after the other on these ports, with data of their own: a local
 * chain, an anvil under another chain id, and a fork, all served by one build of the app.
 */
export const CHAINS_STACK_PLACE = stackPlace(BASE_SERVER_PORT + 40, BASE_RPC_PORT + 40, '.data/chains');
