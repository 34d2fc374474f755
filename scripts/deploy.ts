// `npm run deploy -- [--network <name>] [--rpc <url>] [--keystore <file>] [--owner <address>] [--metadata-origin <url>] [--yes]`
// The command line of the deploy: its flags, the deployer's key (DEPLOYER_PRIVATE_KEY or a keystore and its
// password) and the confirmation of the plan. The deploy itself is deploy/deployContracts.ts.
// See the README, "Deploying".
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { getAddress, isAddress, type Account, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { DEV_MNEMONIC } from '../lib/foundry/devAccounts';
import { findNetwork, KNOWN_NETWORKS } from '../lib/networks';
import { deploy, type Deployment } from './deploy/deployContracts';
import { DeployError, firstLine } from './deploy/deployError';
import { decryptKeystore } from './lib/keystore';
import { askConfirmation, askPassword, canPrompt } from './lib/prompt';

const USAGE = `Usage: npm run deploy -- [--network ${KNOWN_NETWORKS.map((network) => network.key).join('|')}] [--rpc <url>] [--keystore <file> [--password-file <file>]] [--owner <address>] [--metadata-origin <url>] [--seed-demo] [--deployments-dir <dir>] [--yes]`;

const PRIVATE_KEY = /^0x[0-9a-fA-F]{64}$/;

/** The deployer from DEPLOYER_PRIVATE_KEY or an encrypted keystore; undefined when neither is given. */
async function deployerFromInput(
  keystore: string | undefined,
  passwordFile: string | undefined,
  env: Record<string, string | undefined>,
): Promise<Account | undefined> {
  if (keystore) {
    let password: string;
    if (passwordFile) password = readFileSync(passwordFile, 'utf8').replace(/\r?\n$/, '');
    else if (canPrompt()) password = await askPassword(`Password for ${keystore}: `);
    else throw new DeployError(`--keystore needs its password: run in a terminal or pass --password-file <file>`);
    try {
      return privateKeyToAccount(decryptKeystore(keystore, password));
    } catch (error) {
      throw new DeployError((error as Error).message);
    }
  }
  const key = env.DEPLOYER_PRIVATE_KEY?.trim();
  if (!key) return undefined;
  if (key.split(/\s+/).length > 1) {
    throw new DeployError(
      key === DEV_MNEMONIC
        ? "Refusing anvil's well-known dev mnemonic as the deployer"
        : 'DEPLOYER_PRIVATE_KEY holds words: give a private key (0x and 64 hex digits), not a mnemonic',
    );
  }
  const prefixed = key.startsWith('0x') ? key : `0x${key}`;
  if (!PRIVATE_KEY.test(prefixed)) throw new DeployError('DEPLOYER_PRIVATE_KEY is not a private key (0x and 64 hex digits)');
  return privateKeyToAccount(prefixed as Hex);
}

export async function runDeployCommand(argv: readonly string[], env: Record<string, string | undefined>): Promise<Deployment> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        network: { type: 'string' },
        rpc: { type: 'string' },
        keystore: { type: 'string' },
        'password-file': { type: 'string' },
        owner: { type: 'string' },
        'metadata-origin': { type: 'string' },
        'seed-demo': { type: 'boolean' },
        'deployments-dir': { type: 'string' },
        yes: { type: 'boolean', short: 'y' },
      },
    }));
  } catch (error) {
    throw new DeployError(`${firstLine(error)}. ${USAGE}`);
  }
  const network = findNetwork(values.network ?? (values.rpc ? '' : 'local'), env);
  if (values.network && !network) {
    throw new DeployError(`Unknown network "${values.network}"; known: ${KNOWN_NETWORKS.map((known) => known.key).join(', ')}`);
  }
  const rpcUrl = values.rpc ?? network!.rpcUrl;
  if (!/^https?:\/\//i.test(rpcUrl)) throw new DeployError(`--rpc needs an http(s) URL, got "${rpcUrl}"`);
  const owner = values.owner ?? env.OWNER_ADDRESS?.trim();
  if (owner && !isAddress(owner, { strict: false })) throw new DeployError(`OWNER_ADDRESS is not an address: "${owner}"`);
  if (!values.yes && !canPrompt()) {
    throw new DeployError('Not a terminal, so the plan cannot be confirmed: pass --yes to deploy without asking');
  }
  const account = await deployerFromInput(values.keystore, values['password-file'], env);
  return deploy({
    rpcUrl,
    network,
    account,
    ownerAddress: owner ? getAddress(owner) : undefined,
    metadataOrigin: values['metadata-origin'],
    seedDemo: values['seed-demo'],
    deploymentsDir: values['deployments-dir'] ? path.resolve(values['deployments-dir']) : undefined,
    confirm: values.yes ? undefined : () => askConfirmation('Send these transactions?'),
    log: (line) => console.log(line),
  });
}

if (require.main === module) {
  runDeployCommand(process.argv.slice(2), process.env).catch((error: unknown) => {
    console.error(error instanceof DeployError ? error.message : `Deploy failed: ${firstLine(error)}`);
    process.exit(1);
  });
}
