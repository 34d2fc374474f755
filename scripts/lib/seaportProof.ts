// The proof that contracts/seaport/seaport-1.6.json is what it says, in seconds instead of the minute of one core
// a via-IR build of Seaport takes (`npm run check:seaport-build` still compiles everything and compares byte for
// byte, for whoever bumps seaport-core or seaport-types):
// - Seaport's creation code, followed by the canonical ConduitController's address as its constructor argument,
//   is what the CREATE2 factory turned into the canonical Seaport 1.6 under the salt of Seaport's deployment guide:
//   any other byte gives another address. Its runtime code is the tail of that creation code.
// - solc's analysis, which reads every source and gives the ABIs without generating code, agrees with the recorded
//   ABIs, package versions, compiler and source hashes; the ConduitController, compiled by us with solc 0.8.24 and
//   so not the canonical one (solc 0.8.14), is compiled afresh alone: a seventh of Seaport's time.
import { concat, encodeAbiParameters, getContractAddress, keccak256, type Address, type Hex } from 'viem';
import {
  CANONICAL_SEAPORT,
  compileSeaportSources,
  seaportContractNames,
  seaportSourcePath,
  type SeaportBuild,
  type SeaportCompilation,
} from './seaportBuild';

/** The ImmutableCreate2Factory that put Seaport 1.6 and the ConduitController at their canonical addresses. */
export const IMMUTABLE_CREATE2_FACTORY: Address = '0x0000000000FFe8B47B3e2130213B802212439497';
/** The salt Seaport's deployment guide sends to the factory with Seaport 1.6's creation code. */
export const CANONICAL_SEAPORT_SALT: Hex = '0x0000000000000000000000000000000000000000d738b7f0bb99901b1c83f249';

/** solc's first instruction of every runtime it generates: the free memory pointer set to 0x80. */
const RUNTIME_PROLOGUE = '6080604052';

/** Equal as the build file writes them (JSON), whichever realm made either. */
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Where the factory deploys this Seaport creation code, bound to the canonical ConduitController. */
export function create2AddressOfSeaport(creationCode: Hex): Address {
  const initCode = concat([creationCode, encodeAbiParameters([{ type: 'address' }], [CANONICAL_SEAPORT.ConduitController])]);
  return getContractAddress({
    opcode: 'CREATE2',
    from: IMMUTABLE_CREATE2_FACTORY,
    salt: CANONICAL_SEAPORT_SALT,
    bytecodeHash: keccak256(initCode),
  });
}

/** What the proof compares the build with: solc's analysis of both, and the ConduitController's code. */
export function compileForSeaportProof(): SeaportCompilation {
  return compileSeaportSources(['ConduitController']);
}

/** Each way the build is not what node_modules and the canonical deployment say it is; none when it is. */
export function seaportBuildProblems(build: SeaportBuild, compiled: SeaportCompilation): string[] {
  const problems: string[] = [];
  for (const [name, version] of Object.entries(compiled.packages)) {
    const recorded = build.packages[name as keyof SeaportBuild['packages']];
    if (recorded !== version) problems.push(`it records ${name} ${recorded}, node_modules holds ${version}`);
  }
  if (!sameJson(build.compiler, compiled.compiler)) {
    problems.push(`its compiler settings are not solc ${compiled.compiler.version}'s with Seaport's release settings`);
  }
  const units = [...new Set([...Object.keys(build.sources), ...Object.keys(compiled.sources)])].sort();
  for (const unit of units) {
    if (build.sources[unit] !== compiled.sources[unit]) {
      problems.push(
        unit in compiled.sources
          ? `${unit} in node_modules is not the source it records`
          : `it records ${unit}, which Seaport does not import`,
      );
    }
  }
  for (const name of seaportContractNames) {
    const contract = build.contracts[name];
    if (contract.source !== seaportSourcePath(name)) problems.push(`${name}'s source is not ${seaportSourcePath(name)}`);
    if (!sameJson(contract.abi, compiled.contracts[name].abi)) problems.push(`${name}'s ABI is not what solc gives`);
  }

  const controller = build.contracts.ConduitController;
  const { bytecode, deployedBytecode, immutableRanges } = controller;
  if (!sameJson({ bytecode, deployedBytecode, immutableRanges }, compiled.contracts.ConduitController.code)) {
    problems.push(`ConduitController's code is not what solc ${compiled.compiler.version} builds`);
  }

  const seaport = build.contracts.Seaport;
  const address = create2AddressOfSeaport(seaport.bytecode);
  if (address !== CANONICAL_SEAPORT.Seaport) {
    problems.push(`Seaport's creation code deploys to ${address} through the CREATE2 factory, not to ${CANONICAL_SEAPORT.Seaport}`);
  }
  const creation = seaport.bytecode.slice(2);
  const runtime = seaport.deployedBytecode.slice(2);
  if (!runtime.startsWith(RUNTIME_PROLOGUE) || creation.slice(creation.indexOf(RUNTIME_PROLOGUE)) !== runtime) {
    problems.push("Seaport's runtime code is not the runtime its creation code holds");
  }
  let end = 0;
  for (const { start, length } of seaport.immutableRanges) {
    const bytes = runtime.slice(start * 2, (start + length) * 2);
    if (start < end || length !== 32 || bytes.length !== 64 || !/^0+$/.test(bytes)) {
      problems.push(`Seaport's immutable range at ${start} is not a word the runtime leaves empty for its constructor`);
    }
    end = start + length;
  }
  return problems;
}
