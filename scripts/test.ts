/**
 * `npm test`: every suite, stage by stage, stopping after the first stage in which one fails, then how long
 * each took. Each part is an npm script of its own, so any one of them can be run alone.
 */
import { spawn } from 'node:child_process';

/**
 * The parts of a stage run at the same time: the linter and forge's compiler (solc as WebAssembly) each keep
 * one core busy and the native type checker takes seconds, so on two cores the first stage lasts about as long
 * as forge alone; the production build's single-threaded steps leave room for the server suite on PostgreSQL.
 * A part of a stage of its own writes to the terminal as it goes; the parts of a shared stage are printed
 * whole, one after the other. The production build replaces the e2e suite's build in out/, so it comes after
 * that suite; the fork suite builds its own. The table's "ended" column shows when each stage ended.
 */
const STAGES = [
  ['lint', 'typecheck', 'test:contracts'],
  ['test:unit'],
  ['test:e2e'],
  ['check:production-build', 'test:postgres'],
  ['test:fork'],
] as const;
const PARTS = STAGES.flat();

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

interface Timing {
  part: string;
  seconds: number;
  /** Seconds from the start of `npm test` to the end of the part. */
  endedAt: number;
  ok: boolean;
}

function runPart(part: string, alone: boolean): Promise<Omit<Timing, 'endedAt'> & { output: string }> {
  const started = Date.now();
  const child = spawn(npm, ['run', part], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    const end = (ok: boolean) => resolve({ part, seconds: (Date.now() - started) / 1000, ok, output });
    child.on('error', (error) => {
      output += `${error.message}\n`;
      end(false);
    });
    child.on('close', (code) => end(code === 0));
  });
}

async function main(): Promise<void> {
  const timings: Timing[] = [];
  const started = Date.now();
  for (const stage of STAGES) {
    const results = await Promise.all(stage.map((part) => runPart(part, stage.length === 1)));
    for (const { part, seconds, ok, output } of results) {
      if (stage.length > 1) process.stdout.write(`\n> npm run ${part}\n${output}`);
      timings.push({ part, seconds, endedAt: (Date.now() - started) / 1000, ok });
    }
    if (results.some(({ ok }) => !ok)) break;
  }
  const total = (Date.now() - started) / 1000;

  const width = Math.max(...PARTS.map((part) => part.length));
  console.log('\nnpm test, time per part (the parts of a stage ran at the same time) and when its stage ended:');
  for (const { part, seconds, endedAt, ok } of timings) {
    console.log(`  ${part.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ended ${endedAt.toFixed(1).padStart(7)} s  ${ok ? 'passed' : 'FAILED'}`);
  }
  for (const part of PARTS.slice(timings.length)) console.log(`  ${part.padEnd(width)}  not run`);
  console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);

  const failed = timings.filter(({ ok }) => !ok).length;
  console.log(`parts: ${timings.length - failed} passed, ${failed + PARTS.length - timings.length} failed`);
  process.exit(failed === 0 && timings.length === PARTS.length ? 0 : 1);
}

void main();
