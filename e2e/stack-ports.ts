/** The e2e stack runs beside a developer's `npm start`, on ports of its own. */
export const E2E_SERVER_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_RPC_PORT = Number(process.env.E2E_RPC_PORT ?? 8645);
export const E2E_APP_URL = `http://localhost:${E2E_SERVER_PORT}`;
export const E2E_RPC_URL = `http://127.0.0.1:${E2E_RPC_PORT}`;
export const E2E_DATA_DIR = '.data/e2e';
export const E2E_SERVER_LOG = `${E2E_DATA_DIR}/server.log`;
/** The chain the stack runs: the local 2810, or on a fork the upstream's (set by the fork suite's global setup). */
export const E2E_CHAIN_ID = Number(process.env.E2E_CHAIN_ID ?? 2810);
