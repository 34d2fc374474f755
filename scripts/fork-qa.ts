/**
 * `npm run test:fork`, the fork run of `npm test`, with no internet: an "upstream" anvil on chain 2810 stands in
 * for the public network. `npm run deploy` deploys to it with a fresh random key that a faucet funded, the token
 * URIs at the first fork stack's server as a real deployment's are at its metadata server; people there buy and
 * reveal creatures, open a nest and stake; then the fork-safe suite (`npm run test:e2e:fork`, which runs
 * `npm run metadata:check` too) runs against a fork of it at FORK_BLOCK. Every process it starts is stopped by its
 * pid, and the local deployment record that the deploy rewrote is put back as it was.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  parseEther,
  parseEventLogs,
  type Abi,
  type Address,
  type Hash,
  type PrivateKeyAccount,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { e2eStackPlace } from '../e2e/stack-ports';
import { LOCAL_CHAIN_ID, startAnvil, type Anvil } from '../lib/foundry/anvil';
import { devAccounts } from './deploy/devChain';
import { deploymentFile, LOCAL_DEPLOYMENTS_DIR, readDeployment, type ContractName } from './lib/deployments';
import { ROOT } from './stack';

/** What the faucet gives each account: the deployer needs the most, for seven contracts and the wiring. */
const DEPLOYER_FUNDS = parseEther('5');
const PERSON_FUNDS = parseEther('1');

const log = (line: string) => console.log(`[fork run] ${line}`);

/** Files the run rewrites, kept to be written back: the local stack's deployment record. */
function keepFiles(files: string[]): () => void {
  const kept = files.map((file) => ({ file, content: existsSync(file) ? readFileSync(file) : undefined }));
  return () => {
    for (const { file, content } of kept) {
      if (content === undefined) rmSync(file, { force: true });
      else writeFileSync(file, content);
    }
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed with exit code ${code}`)),
    );
  });
}

/** The upstream as its users see it: wallets that sign for themselves and wait for receipts. */
function upstreamClients(rpcUrl: string) {
  const chain = defineChain({
    id: LOCAL_CHAIN_ID,
    name: 'Upstream',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const reader = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 50 });
  const walletOf = (account: PrivateKeyAccount) => createWalletClient({ account, chain, transport: http(rpcUrl) });
  return { reader, walletOf };
}

async function makeActivity(
  upstream: Anvil,
  contracts: Record<ContractName, { address: Address; abi: Abi }>,
  faucet: (to: Address, value: bigint) => Promise<void>,
) {
  const { reader, walletOf } = upstreamClients(upstream.rpcUrl);
  const { CreatureNft, CreatureBreeding, CreatureStakingPool } = contracts;
  const send = async (
    account: PrivateKeyAccount,
    target: { address: Address; abi: Abi },
    functionName: string,
    args: unknown[] = [],
    value?: bigint,
  ) => {
    const hash: Hash = await walletOf(account).writeContract({ ...target, functionName, args, value });
    const receipt = await reader.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`${functionName} by ${account.address} reverted on the upstream`);
    return receipt;
  };
  const price = (await reader.readContract({ ...CreatureNft, functionName: 'price' })) as bigint;
  /** Buys `count` creatures for `person` and reveals them; returns their ids. */
  const revealedCreatures = async (person: PrivateKeyAccount, count: number): Promise<bigint[]> => {
    const receipt = await send(person, CreatureNft, 'buy', [BigInt(count), price * BigInt(count)], price * BigInt(count));
    const [bought] = parseEventLogs({ abi: CreatureNft.abi, logs: receipt.logs, eventName: 'CreaturesBought' }) as unknown as [
      { args: { firstTokenId: bigint } },
    ];
    const ids = Array.from({ length: count }, (_, index) => bought.args.firstTokenId + BigInt(index));
    for (const tokenId of ids) await send(person, CreatureNft, 'reveal', [tokenId]);
    return ids;
  };

  const [holder, nestOwner] = [privateKeyToAccount(generatePrivateKey()), privateKeyToAccount(generatePrivateKey())];
  for (const person of [holder, nestOwner]) await faucet(person.address, PERSON_FUNDS);
  const held = await revealedCreatures(holder, 2);
  const [nestId, stakedId] = await revealedCreatures(nestOwner, 2);
  await send(nestOwner, CreatureNft, 'setApprovalForAll', [CreatureBreeding.address, true]);
  await send(nestOwner, CreatureBreeding, 'createNest', [nestId]);
  await send(nestOwner, CreatureNft, 'setApprovalForAll', [CreatureStakingPool.address, true]);
  await send(nestOwner, CreatureStakingPool, 'stake', [stakedId]);
  log(
    `Upstream activity: ${holder.address} holds creatures ${held.join(', ')}; ${nestOwner.address} opened nest ${nestId} and staked ${stakedId}`,
  );
  return { holder, revealedCreatures };
}

async function main(): Promise<void> {
  const restoreFiles = keepFiles([deploymentFile(LOCAL_DEPLOYMENTS_DIR, LOCAL_CHAIN_ID)]);
  const upstream = await startAnvil({ chainId: LOCAL_CHAIN_ID });
  try {
    log(`Upstream chain ${LOCAL_CHAIN_ID} on ${upstream.rpcUrl} (pid ${upstream.pid})`);
    const { reader } = upstreamClients(upstream.rpcUrl);
    // The faucet: an account the upstream funded at genesis, as a test network's faucet is.
    const [faucetAccount] = devAccounts(1);
    const faucetWallet = createWalletClient({ account: faucetAccount!, chain: reader.chain, transport: http(upstream.rpcUrl) });
    const faucet = async (to: Address, value: bigint) => {
      await reader.waitForTransactionReceipt({ hash: await faucetWallet.sendTransaction({ to, value }) });
    };

    const deployer = generatePrivateKey();
    await faucet(privateKeyToAccount(deployer).address, DEPLOYER_FUNDS);
    log(`Deploying with a fresh key, ${privateKeyToAccount(deployer).address}, funded by the faucet`);
    // The fork stacks deploy nothing (the record is found): the tokens keep these URIs, which the first one serves.
    const metadataOrigin = e2eStackPlace(0).appUrl;
    await run('npm', ['run', 'deploy', '--', '--rpc', upstream.rpcUrl, '--metadata-origin', metadataOrigin, '--yes'], {
      ...process.env,
      DEPLOYER_PRIVATE_KEY: deployer,
    });
    const record = readDeployment(deploymentFile(LOCAL_DEPLOYMENTS_DIR, LOCAL_CHAIN_ID));
    if (!record) throw new Error('The deploy recorded nothing for the upstream');
    const contracts = Object.fromEntries(
      Object.entries(record.contracts).map(([name, entry]) => [name, { address: entry.address, abi: entry.abi }]),
    ) as Record<ContractName, { address: Address; abi: Abi }>;

    const { holder, revealedCreatures } = await makeActivity(upstream, contracts, faucet);
    const forkBlock = await reader.getBlockNumber({ cacheTime: 0 });
    // Activity after the fork block, which the fork must not see.
    const [later] = await revealedCreatures(holder, 1);
    log(`Forking at block ${forkBlock}; creature ${later} was bought after it, at block ${await reader.getBlockNumber({ cacheTime: 0 })}`);

    await run('npm', ['run', 'test:e2e:fork'], { ...process.env, FORK_URL: upstream.rpcUrl, FORK_BLOCK: String(forkBlock) });
  } finally {
    await upstream.stop();
    restoreFiles();
    log('Upstream stopped; the local deployment record is as it was');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
