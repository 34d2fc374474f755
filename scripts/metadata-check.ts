// `npm run metadata:check -- --rpc <url> --chain <id> --token <id> [--collection creatures|pendants] [--contract <address>] [--allow-private-hosts]`
// Reads one token's metadata from a live chain as wallets and explorers do and lists every rule it breaks.
// See the README, "Token metadata".
import { parseArgs } from 'node:util';
import { getAddress, isAddress, maxUint256 } from 'viem';
import { METADATA_COLLECTIONS, type MetadataCollection } from '../lib/protocol';
import { checkTokenMetadata, formatReport, MetadataCheckError, type MetadataCheckOptions } from './lib/metadataCheck';

const COLLECTIONS = Object.keys(METADATA_COLLECTIONS) as MetadataCollection[];

export const USAGE = `Usage: npm run metadata:check -- --rpc <url> --chain <id> --token <id> [--collection ${COLLECTIONS.join('|')}] [--contract <address>] [--allow-private-hosts]

Reads a token as a wallet and an explorer do: calls tokenURI, contractURI, supportsInterface and royaltyInfo on
the NFT contract, fetches the JSON and its picture, and holds them to the token metadata schema and to what
MetaMask and Blockscout accept. Prints what a wallet shows, then every rule broken, one a line.

  --rpc <url>             the chain's JSON-RPC, http(s)
  --chain <id>            the chain id the RPC must serve
  --token <id>            the token id, decimal
  --collection <name>     creatures (the default) or pendants
  --contract <address>    the NFT contract; by default the deployment recorded for the chain (deployments/<id>.json,
                          or .data/deployments/<id>.json of a dev chain, with the chain's block 0), else the registry
  --allow-private-hosts   waive Blockscout's refusal of loopback and private hosts, for a local or fork stack whose
                          metadata server runs on this machine. A flag, not a guess from the chain: the local chain
                          and a fork keep a real network's id, and a fork of a real deployment must still pass it.

Exit status: 0 when no rule is broken, 1 when one is, 2 when the check could not run (a bad flag, the RPC
unreachable or on another chain, no contract, no such token).`;

/** A flag the command cannot take: it prints the message and the usage, and exits 2. */
class UsageError extends Error {}

const CHAIN_ID = /^[1-9]\d{0,15}$/;
const TOKEN_ID = /^(0|[1-9]\d{0,77})$/;

export function parseMetadataCheckArgs(argv: readonly string[]): MetadataCheckOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        rpc: { type: 'string' },
        chain: { type: 'string' },
        token: { type: 'string' },
        collection: { type: 'string' },
        contract: { type: 'string' },
        'allow-private-hosts': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    // On one line; without Node's advice on positionals after "--", which this command takes none of.
    throw new UsageError((error as Error).message.replace(/\s*\n\s*/g, ' ').replace(/\. To specify a positional argument.*$/, ''));
  }
  if (values.help) return 'help';
  const { rpc, chain, token, collection = 'creatures', contract } = values;
  if (rpc === undefined) throw new UsageError('--rpc is required: the JSON-RPC URL of the chain to read');
  if (!/^https?:\/\//i.test(rpc) || !URL.canParse(rpc)) throw new UsageError(`--rpc: "${rpc}" is not an http(s) URL`);
  if (chain === undefined) throw new UsageError('--chain is required: the chain id the RPC must serve');
  if (!CHAIN_ID.test(chain) || !Number.isSafeInteger(Number(chain)))
    throw new UsageError(`--chain: "${chain}" is not a chain id (a positive whole number)`);
  if (token === undefined) throw new UsageError('--token is required: the id of the token to check');
  if (!TOKEN_ID.test(token) || BigInt(token) > maxUint256)
    throw new UsageError(`--token: "${token}" is not a token id (a whole number from 0 to 2^256 - 1, no leading zeros)`);
  if (!COLLECTIONS.includes(collection as MetadataCollection))
    throw new UsageError(`--collection: "${collection}" is not one of ${COLLECTIONS.join(', ')}`);
  if (contract !== undefined && !isAddress(contract, { strict: false }))
    throw new UsageError(`--contract: "${contract}" is not an address (0x and 40 hex digits)`);
  return {
    rpcUrl: rpc,
    chainId: Number(chain),
    tokenId: BigInt(token),
    collection: collection as MetadataCollection,
    contract: contract === undefined ? undefined : getAddress(contract),
    allowPrivateHosts: values['allow-private-hosts'] ?? false,
  };
}

export interface CommandOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

const CONSOLE: CommandOutput = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** Runs the command; resolves to its exit status: 0 no rule broken, 1 some broken, 2 the check could not run. */
export async function runMetadataCheckCommand(argv: readonly string[], output: CommandOutput = CONSOLE): Promise<number> {
  let options: MetadataCheckOptions | 'help';
  try {
    options = parseMetadataCheckArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.err(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options === 'help') {
    output.out(USAGE);
    return 0;
  }
  try {
    const report = await checkTokenMetadata(options);
    for (const line of formatReport(report)) output.out(line);
    return report.broken.length ? 1 : 0;
  } catch (error) {
    output.err(error instanceof MetadataCheckError ? error.message : `The metadata check failed: ${(error as Error).message}`);
    return 2;
  }
}

if (require.main === module) {
  void runMetadataCheckCommand(process.argv.slice(2)).then((status) => {
    process.exitCode = status;
  });
}
