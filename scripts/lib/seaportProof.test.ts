// `npm run test:seaport`: contracts/seaport/seaport-1.6.json is the canonical Seaport 1.6 and what node_modules
// builds (scripts/lib/seaportProof.ts), and any change to it is caught.
import type { Hex } from 'viem';
import { compileForSeaportProof, create2AddressOfSeaport, seaportBuildProblems } from './seaportProof';
import { CANONICAL_SEAPORT, readSeaportBuild, type SeaportBuild, type SeaportCompilation } from './seaportBuild';

let compiled: SeaportCompilation;

beforeAll(() => {
  compiled = compileForSeaportProof();
});

/** The committed build, changed by `alter`: each test alters a copy of its own. */
const alteredBuild = (alter: (build: SeaportBuild) => void): SeaportBuild => {
  const build = JSON.parse(JSON.stringify(readSeaportBuild())) as SeaportBuild;
  alter(build);
  return build;
};

/** The code with the byte at `offset` changed. */
const withByteChanged = (code: Hex, offset: number): Hex => {
  const at = 2 + offset * 2;
  const byte = parseInt(code.slice(at, at + 2), 16) ^ 0x01;
  return `${code.slice(0, at)}${byte.toString(16).padStart(2, '0')}${code.slice(at + 2)}` as Hex;
};

test('the committed build is the canonical Seaport 1.6 and what node_modules builds', () => {
  const build = readSeaportBuild();
  expect(create2AddressOfSeaport(build.contracts.Seaport.bytecode)).toBe(CANONICAL_SEAPORT.Seaport);
  expect(seaportBuildProblems(build, compiled)).toEqual([]);
});

test.each<[string, (build: SeaportBuild) => void, RegExp]>([
  [
    "a byte of Seaport's constructor",
    (build) => (build.contracts.Seaport.bytecode = withByteChanged(build.contracts.Seaport.bytecode, 100)),
    /^Seaport's creation code deploys to 0x[0-9a-fA-F]{40} through the CREATE2 factory, not to 0x0000000000000068F116a894984e2DB1123eB395$/,
  ],
  [
    "a byte of Seaport's runtime in its creation code",
    (build) => {
      const { Seaport } = build.contracts;
      Seaport.bytecode = withByteChanged(Seaport.bytecode, (Seaport.bytecode.length - Seaport.deployedBytecode.length) / 2 + 500);
      Seaport.deployedBytecode = withByteChanged(Seaport.deployedBytecode, 500);
    },
    /^Seaport's creation code deploys to .* not to 0x0000000000000068F116a894984e2DB1123eB395$/,
  ],
  [
    "a byte of Seaport's runtime alone",
    (build) => (build.contracts.Seaport.deployedBytecode = withByteChanged(build.contracts.Seaport.deployedBytecode, 500)),
    /^Seaport's runtime code is not the runtime its creation code holds$/,
  ],
  [
    "Seaport's runtime cut short",
    (build) => (build.contracts.Seaport.deployedBytecode = build.contracts.Seaport.deployedBytecode.slice(0, -64) as Hex),
    /^Seaport's runtime code is not the runtime its creation code holds$/,
  ],
  [
    'an immutable range moved onto code',
    (build) => (build.contracts.Seaport.immutableRanges[0]!.start = 0),
    /^Seaport's immutable range at 0 is not a word the runtime leaves empty for its constructor$/,
  ],
  [
    'an immutable range widened over the whole runtime',
    (build) =>
      (build.contracts.Seaport.immutableRanges = [{ start: 0, length: (build.contracts.Seaport.deployedBytecode.length - 2) / 2 }]),
    /^Seaport's immutable range at 0 is not a word/,
  ],
  [
    "a byte of the ConduitController's creation code",
    (build) => (build.contracts.ConduitController.bytecode = withByteChanged(build.contracts.ConduitController.bytecode, 100)),
    /^ConduitController's code is not what solc 0\.8\.24\+commit\.e11b9ed9 builds$/,
  ],
  [
    "the ConduitController's immutable ranges",
    (build) => build.contracts.ConduitController.immutableRanges.pop(),
    /^ConduitController's code is not what solc/,
  ],
  [
    "a function left out of Seaport's ABI",
    (build) =>
      (build.contracts.Seaport.abi = build.contracts.Seaport.abi.filter((item) => !('name' in item && item.name === 'fulfillOrder'))),
    /^Seaport's ABI is not what solc gives$/,
  ],
  [
    "a function left out of the ConduitController's ABI",
    (build) =>
      (build.contracts.ConduitController.abi = build.contracts.ConduitController.abi.filter(
        (item) => !('name' in item && item.name === 'transferOwnership'),
      )),
    /^ConduitController's ABI is not what solc gives$/,
  ],
  [
    'another seaport-core version',
    (build) => (build.packages['seaport-core'] = '1.6.5'),
    /^it records seaport-core 1\.6\.5, node_modules holds 1\.6\.6$/,
  ],
  [
    'a source hash',
    (build) => (build.sources['seaport-core/src/Seaport.sol'] = `0x${'00'.repeat(32)}`),
    /^seaport-core\/src\/Seaport\.sol in node_modules is not the source it records$/,
  ],
  [
    'a source Seaport does not import',
    (build) => (build.sources['seaport-core/src/helpers/SeaportNavigator.sol'] = `0x${'00'.repeat(32)}`),
    /^it records seaport-core\/src\/helpers\/SeaportNavigator\.sol, which Seaport does not import$/,
  ],
  [
    "the optimizer's runs",
    (build) => (build.compiler.optimizer.runs = 200),
    /^its compiler settings are not solc 0\.8\.24\+commit\.e11b9ed9's with Seaport's release settings$/,
  ],
  [
    "Seaport's source",
    (build) => (build.contracts.Seaport.source = 'node_modules/seaport-core/src/Seaport.sol.bak'),
    /^Seaport's source is not node_modules\/seaport-core\/src\/Seaport\.sol$/,
  ],
])('the proof fails when the build is altered: %s', (_, alter, problem) => {
  const problems = seaportBuildProblems(alteredBuild(alter), compiled);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(problem);
});
