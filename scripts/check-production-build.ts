/**
 * Builds the app as it ships (no test wallet flag) and searches every file of the export for the test
 * wallet: its code, its EIP-6963 id, the dev mnemonic and the dev private key. Exits 1 when any is found, or
 * when a script chunk lacks the compile hint the build puts on each (scripts/build/compile-hints.ts).
 *
 *   npm run check:production-build            build into out/, then search it
 *   npm run check:production-build -- --no-build   search out/ as it is
 *
 * The build replaces out/; the next e2e run sees the different build stamp and builds its own again.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT, scriptChunks } from './build/compile-hints';
import { ROOT, buildApp } from './stack';

const OUT_DIR = path.join(ROOT, 'out');

/** What only the test wallet brings into a bundle; none of it may ship. */
const FORBIDDEN = [
  { what: 'the dev mnemonic', text: 'test test test test test test test test test test test junk' },
  { what: 'the first dev private key', text: 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' },
  { what: "the test wallet's EIP-6963 id", text: 'dev.local.testwallet' },
  { what: "the test wallet's page controls", text: '__testWallet' },
  { what: "the test wallet's stored state", text: 'testWallet.state' },
  { what: "the test build's page error recorder", text: 'testWallet.pageErrors' },
  { what: "the test build's hydration mark", text: 'dataset.hydrated' },
] as const;

/** Files that can carry code or inlined data; images and fonts cannot hold these strings as text. */
const SEARCHED_EXTENSIONS = new Set(['.js', '.mjs', '.html', '.json', '.txt', '.css', '.map', '.webmanifest']);

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

interface Finding {
  file: string;
  what: string;
}

/** Every forbidden string in the searchable files of `directory`, and how many files were searched. */
function findTestWalletTraces(directory: string): { searched: number; findings: Finding[] } {
  const files = filesUnder(directory).filter((file) => SEARCHED_EXTENSIONS.has(path.extname(file)));
  const findings = files.flatMap((file) => {
    const text = readFileSync(file, 'utf8').toLowerCase();
    return FORBIDDEN.filter(({ text: forbidden }) => text.includes(forbidden.toLowerCase())).map(({ what }) => ({
      file: path.relative(ROOT, file),
      what,
    }));
  });
  return { searched: files.length, findings };
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    // A production build: whatever the shell holds, the flag is off.
    delete process.env.NEXT_PUBLIC_TEST_WALLET;
    await buildApp({ testWallet: false, log: (line) => console.log(line) });
  }
  const { searched, findings } = findTestWalletTraces(OUT_DIR);
  if (!searched) throw new Error(`No files to search in ${path.relative(ROOT, OUT_DIR)}/: is the app built?`);
  if (findings.length) {
    for (const { file, what } of findings) console.error(`${file}: ${what}`);
    console.error(`The build holds test wallet code or keys (${findings.length} finding(s) in ${searched} files).`);
    process.exitCode = 1;
    return;
  }
  console.log(`No test wallet code, mnemonic or key in ${searched} files of ${path.relative(ROOT, OUT_DIR)}/.`);

  const chunks = scriptChunks(OUT_DIR);
  const unhinted = chunks.filter((file) => !readFileSync(file, 'utf8').startsWith(COMPILE_HINT));
  if (unhinted.length) {
    for (const file of unhinted) console.error(`${path.relative(ROOT, file)}: no compile hint`);
    console.error(`${unhinted.length} of ${chunks.length} script chunks lack the compile hint: the export was not finished.`);
    process.exitCode = 1;
    return;
  }
  console.log(`All ${chunks.length} script chunks carry the compile hint.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
