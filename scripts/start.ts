/**
 * `npm start`: the whole local stack, until Ctrl-C. `npm run dev` (`--dev`): the same stack with `next dev` and
 * hot reload in place of the built app, and the reference server on API_PORT (PORT + 1) behind it.
 * Ports and the data folder come from the environment: PORT (3000), RPC_PORT (8545), DATA_DIR (.data, or
 * .data/dev for `--dev`). FORK_URL (+ FORK_BLOCK) runs it on a fork of a live chain; IMPERSONATE makes the test
 * wallet act as a holder.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { forkSettingsFromEnv, impersonatedHolderFromEnv } from './lib/forkSettings';
import { ROOT, startStack } from './stack';

async function main(): Promise<void> {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { dev: { type: 'boolean', default: false } } });
  const serverPort = Number(process.env.PORT ?? 3000);
  const stack = await startStack({
    serverPort,
    rpcPort: Number(process.env.RPC_PORT ?? 8545),
    dataDir: path.resolve(ROOT, process.env.DATA_DIR ?? (values.dev ? '.data/dev' : '.data')),
    testWallet: process.env.TEST_WALLET !== '0',
    fork: forkSettingsFromEnv(process.env),
    impersonate: impersonatedHolderFromEnv(process.env),
    ...(values.dev ? { devServer: { apiPort: Number(process.env.API_PORT ?? serverPort + 1) } } : {}),
  });

  console.log(`\nThe app is running at ${stack.appUrl}  (chain ${stack.chainId}, RPC ${stack.rpcUrl}). Press Ctrl-C to stop.\n`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the local stack');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
