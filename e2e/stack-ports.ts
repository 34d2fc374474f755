/**
 * Each Playwright worker runs against a stack of its own: anvil, the reference server and its database, all
 * serving one build. A file may then warp its chain's clock, stop its mining or change its contracts' settings
 * without holding up the files another worker runs. The stacks sit on consecutive ports from these bases,
 * beside a developer's `npm start`.
 */
const BASE_SERVER_PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_RPC_PORT = Number(process.env.E2E_RPC_PORT ?? 8645);
export const E2E_DATA_DIR = '.data/e2e';

interface E2eStackPlace {
  serverPort: number;
  rpcPort: number;
  appUrl: string;
  rpcUrl: string;
  dataDir: string;
  serverLog: string;
}

/** Where the stack of worker `index` listens and keeps its data. */
export function e2eStackPlace(index: number): E2eStackPlace {
  const serverPort = BASE_SERVER_PORT + index;
  const rpcPort = BASE_RPC_PORT + index;
  const dataDir = `${E2E_DATA_DIR}/${index}`;
  return {
    serverPort,
    rpcPort,
    appUrl: `http://localhost:${serverPort}`,
    rpcUrl: `http://127.0.0.1:${rpcPort}`,
    dataDir,
    serverLog: `${dataDir}/server.log`,
  };
}

/** This worker's stack: Playwright numbers the workers running at once from 0; outside a worker, the first. */
const own = e2eStackPlace(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const E2E_APP_URL = own.appUrl;
export const E2E_RPC_URL = own.rpcUrl;
export const E2E_SERVER_LOG = own.serverLog;
/** The chain the stack runs: the local 2810, or on a fork the upstream's (set by the fork suite's global setup). */
export const E2E_CHAIN_ID = Number(process.env.E2E_CHAIN_ID ?? 2810);
