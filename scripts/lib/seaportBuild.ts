// Seaport 1.6 and its ConduitController, compiled from the npm `seaport-core` sources with the compiler and
// settings Seaport is released with: solc 0.8.24, via-IR, 4,294,967,295 optimizer runs, EVM cancun, no metadata
// hash. Our own contracts' compiler (0.8.37) stops with "stack too deep" on them, and a via-IR build takes about
// 55 s of one core, so the result is committed in contracts/seaport/seaport-1.6.json and `npm run build:seaport`
// writes it again; `npm run check:seaport-build` compiles afresh and fails when the committed file differs, and
// `npm run test:seaport` proves the file without generating Seaport's code (scripts/lib/seaportProof.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { keccak256, stringToBytes, type Abi, type Address, type Hex } from 'viem';
import { repoRoot, type CompilerSettings, type ContractArtifact } from './forgeArtifacts';

export const SEAPORT_BUILD_FILE = path.join(repoRoot, 'contracts', 'seaport', 'seaport-1.6.json');

/** The npm package of the 0.8.24 compiler (an alias of `solc`, whose own name is taken by our contracts' compiler). */
const SEAPORT_SOLC_PACKAGE = 'solc-0.8.24';
const NODE_MODULES = path.join(repoRoot, 'node_modules');

export const seaportContractNames = ['ConduitController', 'Seaport'] as const;
export type SeaportContractName = (typeof seaportContractNames)[number];

/** The canonical cross-chain addresses, from Seaport's deployment guide (docs/Deployment.md in its repository). */
export const CANONICAL_SEAPORT: Record<SeaportContractName, Address> = {
  Seaport: '0x0000000000000068F116a894984e2DB1123eB395',
  ConduitController: '0x00000000F9490004C11Cef243f5400493c00Ad63',
};

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

const CODE_OUTPUTS = ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object', 'evm.deployedBytecode.immutableReferences'];

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

/** The contract's path under node_modules, as the build records it. */
export const seaportSourcePath = (name: SeaportContractName) => `node_modules/${ENTRY_POINTS[name]}`;

/** What solc gives for one contract: its ABI, and its code when asked. */
export interface CompiledSeaportContract {
  abi: Abi;
  code?: Pick<BuiltContract, 'bytecode' | 'deployedBytecode' | 'immutableRanges'>;
}

export interface SeaportCompilation {
  packages: SeaportBuild['packages'];
  compiler: CompilerSettings;
  sources: SeaportBuild['sources'];
  contracts: Record<SeaportContractName, CompiledSeaportContract>;
}

/**
 * Compiles Seaport and the ConduitController from node_modules, generating code only for the contracts named:
 * Seaport's code takes about 45 s of one core, the controller's 8 s; solc gives every ABI (and reads every source)
 * after its analysis alone, in about 3 s.
 */
export function compileSeaportSources(codeOf: readonly SeaportContractName[] = seaportContractNames): SeaportCompilation {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const solc = require(SEAPORT_SOLC_PACKAGE) as { version(): string; compile(input: string, callbacks: object): string };
  const sources = new Map<string, string>();
  const readSource = (unit: string): string => {
    const text = readFileSync(path.join(NODE_MODULES, unit), 'utf8');
    sources.set(unit, text);
    return text;
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
  /** One solc job for the contracts named, each asked `outputs`; it answers each contract's output. */
  const compile = (names: readonly SeaportContractName[], outputs: readonly string[]) => {
    const input = {
      language: 'Solidity',
      sources: Object.fromEntries(names.map((name) => [ENTRY_POINTS[name], { content: readSource(ENTRY_POINTS[name]) }])),
      // The contracts named alone: solc generates code for every contract a job asks any output of when it asks
      // code of one, and none of seaport-core's others (Consideration and its bases) is abstract.
      settings: { ...SETTINGS, outputSelection: Object.fromEntries(names.map((name) => [ENTRY_POINTS[name], { [name]: outputs }])) },
    };
    const output = JSON.parse(solc.compile(JSON.stringify(input), { import: importSource })) as SolcOutput;
    const errors = (output.errors ?? []).filter(({ severity }) => severity === 'error');
    if (errors.length) throw new Error(`Seaport does not compile:\n${errors.map(({ formattedMessage }) => formattedMessage).join('\n')}`);
    return (name: SeaportContractName) => {
      const built = output.contracts?.[ENTRY_POINTS[name]]?.[name];
      if (!built) throw new Error(`The compiler gave no ${name} from ${ENTRY_POINTS[name]}`);
      return built;
    };
  };
  const coded = codeOf.length ? compile(codeOf, CODE_OUTPUTS) : undefined;
  const analysed = codeOf.length === seaportContractNames.length ? coded! : compile(seaportContractNames, ['abi']);

  const contracts = Object.fromEntries(
    seaportContractNames.map((name) => {
      const compiled: CompiledSeaportContract = { abi: analysed(name).abi };
      if (codeOf.includes(name)) {
        const { evm } = coded!(name);
        compiled.code = {
          bytecode: `0x${evm.bytecode.object}`,
          deployedBytecode: `0x${evm.deployedBytecode.object}`,
          immutableRanges: Object.values(evm.deployedBytecode.immutableReferences ?? {})
            .flat()
            .sort((a, b) => a.start - b.start),
        };
      }
      return [name, compiled];
    }),
  ) as Record<SeaportContractName, CompiledSeaportContract>;
  const version = solc.version().replace(/\.Emscripten\.clang$/, '');
  return {
    packages: { 'seaport-core': packageVersion('seaport-core'), 'seaport-types': packageVersion('seaport-types') },
    compiler: { version, ...SETTINGS, remappings: [] },
    sources: Object.fromEntries([...sources.keys()].sort().map((unit) => [unit, keccak256(stringToBytes(sources.get(unit)!))] as const)),
    contracts,
  };
}

/** The whole build, code and all: what `npm run build:seaport` writes. */
export function compileSeaport(): SeaportBuild {
  const { contracts, ...rest } = compileSeaportSources();
  return {
    ...rest,
    contracts: Object.fromEntries(
      seaportContractNames.map((name) => [name, { source: seaportSourcePath(name), abi: contracts[name].abi, ...contracts[name].code! }]),
    ) as Record<SeaportContractName, BuiltContract>,
  };
}

/** The file's text for a build: what `npm run build:seaport` writes and `npm run check:seaport-build` compares. */
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
