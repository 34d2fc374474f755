// Seaport 1.6 and its ConduitController, compiled from the npm `seaport-core` sources with the compiler and
// settings Seaport is released with: solc 0.8.24, via-IR, 4,294,967,295 optimizer runs, EVM cancun, no metadata
// hash. Our own contracts' compiler (0.8.37) stops with "stack too deep" on them, and a via-IR build takes about
// 55 s of one core, so the result is committed in contracts/seaport/seaport-1.6.json and `npm run build:seaport` writes it
// again; `npm run test:seaport` compiles afresh and fails when the committed file differs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { keccak256, stringToBytes, type Abi, type Hex } from 'viem';
import { repoRoot, type CompilerSettings, type ContractArtifact } from './forgeArtifacts';

export const SEAPORT_BUILD_FILE = path.join(repoRoot, 'contracts', 'seaport', 'seaport-1.6.json');

/** The npm package of the 0.8.24 compiler (an alias of `solc`, whose own name is taken by our contracts' compiler). */
const SEAPORT_SOLC_PACKAGE = 'solc-0.8.24';
const NODE_MODULES = path.join(repoRoot, 'node_modules');

export const seaportContractNames = ['ConduitController', 'Seaport'] as const;
export type SeaportContractName = (typeof seaportContractNames)[number];

/** Each contract's source unit: a path under node_modules. The controller comes first: Seaport's constructor names it. */
const ENTRY_POINTS: Record<SeaportContractName, string> = {
  Seaport: 'seaport-core/src/Seaport.sol',
  ConduitController: 'seaport-core/src/conduit/ConduitController.sol',
};

const SETTINGS = {
  optimizer: { enabled: true, runs: 4_294_967_295 },
  viaIR: true,
  evmVersion: 'cancun',
  metadata: { bytecodeHash: 'none', appendCBOR: true },
} as const;

interface BuiltContract {
  source: string;
  abi: Abi;
  bytecode: Hex;
  deployedBytecode: Hex;
  immutableRanges: Array<{ start: number; length: number }>;
}

/** What contracts/seaport/seaport-1.6.json holds. */
export interface SeaportBuild {
  packages: Record<'seaport-core' | 'seaport-types', string>;
  compiler: CompilerSettings;
  /** keccak256 of every source file compiled, by source unit name (a path under node_modules). */
  sources: Record<string, Hex>;
  contracts: Record<SeaportContractName, BuiltContract>;
}

interface SolcOutput {
  errors?: Array<{ severity: string; formattedMessage: string }>;
  sources?: Record<string, unknown>;
  contracts?: Record<
    string,
    Record<
      string,
      {
        abi: Abi;
        evm: {
          bytecode: { object: string };
          deployedBytecode: { object: string; immutableReferences?: Record<string, Array<{ start: number; length: number }>> };
        };
      }
    >
  >;
}

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(path.join(NODE_MODULES, name, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Compiles Seaport and the ConduitController from node_modules: about 55 s of one core. */
export function compileSeaport(): SeaportBuild {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const solc = require(SEAPORT_SOLC_PACKAGE) as { version(): string; compile(input: string, callbacks: object): string };
  const sources = new Map<string, string>();
  const readSource = (unit: string): string => {
    const text = readFileSync(path.join(NODE_MODULES, unit), 'utf8');
    sources.set(unit, text);
    return text;
  };
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(Object.values(ENTRY_POINTS).map((unit) => [unit, { content: readSource(unit) }])),
    settings: {
      ...SETTINGS,
      // The two contracts alone: solc compiles every contract it is asked output for, and none of seaport-core's
      // others (Consideration and its bases) is abstract.
      outputSelection: Object.fromEntries(
        seaportContractNames.map((name) => [
          ENTRY_POINTS[name],
          { [name]: ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object', 'evm.deployedBytecode.immutableReferences'] },
        ]),
      ),
    },
  };
  const importSource = (unit: string) => {
    if (!/^seaport-(core|types)\/src\/[\w/.-]+\.sol$/.test(unit) || unit.includes('..')) {
      return { error: `${unit} is not a seaport-core or seaport-types source` };
    }
    try {
      return { contents: readSource(unit) };
    } catch {
      return { error: `${unit} not found` };
    }
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: importSource })) as SolcOutput;
  const errors = (output.errors ?? []).filter(({ severity }) => severity === 'error');
  if (errors.length) throw new Error(`Seaport does not compile:\n${errors.map(({ formattedMessage }) => formattedMessage).join('\n')}`);

  const contracts = Object.fromEntries(
    seaportContractNames.map((name) => {
      const unit = ENTRY_POINTS[name];
      const built = output.contracts?.[unit]?.[name];
      if (!built) throw new Error(`The compiler gave no ${name} from ${unit}`);
      const contract: BuiltContract = {
        source: `node_modules/${unit}`,
        abi: built.abi,
        bytecode: `0x${built.evm.bytecode.object}`,
        deployedBytecode: `0x${built.evm.deployedBytecode.object}`,
        immutableRanges: Object.values(built.evm.deployedBytecode.immutableReferences ?? {})
          .flat()
          .sort((a, b) => a.start - b.start),
      };
      return [name, contract];
    }),
  ) as Record<SeaportContractName, BuiltContract>;
  const version = solc.version().replace(/\.Emscripten\.clang$/, '');
  return {
    packages: { 'seaport-core': packageVersion('seaport-core'), 'seaport-types': packageVersion('seaport-types') },
    compiler: { version, ...SETTINGS, remappings: [] },
    sources: Object.fromEntries([...sources.keys()].sort().map((unit) => [unit, keccak256(stringToBytes(sources.get(unit)!))] as const)),
    contracts,
  };
}

/** The file's text for a build: what `npm run build:seaport` writes and `npm run test:seaport` compares. */
export function seaportBuildText(build: SeaportBuild): string {
  return `${JSON.stringify(build, null, 2)}\n`;
}

let committed: SeaportBuild | undefined;

/** The committed build. */
export function readSeaportBuild(): SeaportBuild {
  committed ??= JSON.parse(readFileSync(SEAPORT_BUILD_FILE, 'utf8')) as SeaportBuild;
  return committed;
}

/** A contract of the committed build, in the shape of forge's artifacts, so the deploy checks its code the same way. */
export function readSeaportArtifact(name: SeaportContractName): ContractArtifact {
  const build = readSeaportBuild();
  return { ...build.contracts[name], compiler: build.compiler };
}
