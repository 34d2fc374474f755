// `npm run build:seaport` writes contracts/seaport/seaport-1.6.json from the seaport-core sources;
// `npm run check:seaport-build` (`--check`) compiles them afresh and fails when the committed file is not what the
// build gives, byte for byte: about a minute of one core, to run after bumping seaport-core or seaport-types (then
// `npm run build:seaport`, and commit the file). `npm test` proves the committed file in seconds instead
// (`npm run test:seaport`, scripts/lib/seaportProof.ts). See scripts/lib/seaportBuild.ts.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileSeaport, SEAPORT_BUILD_FILE, seaportBuildText } from './lib/seaportBuild';

const check = process.argv.includes('--check');
const unknown = process.argv.slice(2).filter((argument) => argument !== '--check');
if (unknown.length) {
  console.error(`Unknown argument ${unknown[0]}. Usage: tsx scripts/build-seaport.ts [--check]`);
  process.exit(1);
}

const started = Date.now();
const build = compileSeaport();
const text = seaportBuildText(build);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const file = path.relative(process.cwd(), SEAPORT_BUILD_FILE);
const summary = Object.entries(build.contracts)
  .map(([name, contract]) => `${name} ${(contract.deployedBytecode.length - 2) / 2} bytes`)
  .join(', ');

if (check) {
  const committed = existsSync(SEAPORT_BUILD_FILE) ? readFileSync(SEAPORT_BUILD_FILE, 'utf8') : undefined;
  if (committed === text) {
    console.log(
      `${file} is what solc ${build.compiler.version} builds from seaport-core ${build.packages['seaport-core']} (${summary}; ${seconds} s)`,
    );
    console.log('1 passed, 0 failed');
  } else {
    console.error(
      committed === undefined
        ? `${file} is missing: run npm run build:seaport and commit it`
        : `${file} differs from what solc ${build.compiler.version} builds from the installed seaport-core ${build.packages['seaport-core']} and seaport-types ${build.packages['seaport-types']}: run npm run build:seaport and commit it`,
    );
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
} else {
  mkdirSync(path.dirname(SEAPORT_BUILD_FILE), { recursive: true });
  writeFileSync(SEAPORT_BUILD_FILE, text);
  console.log(`Wrote ${file}: ${summary}, solc ${build.compiler.version} (${seconds} s)`);
}
