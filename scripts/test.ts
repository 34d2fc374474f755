/**
 * `npm test`: every suite, in order, stopping at the first that fails, then how long each took.
 * Each part is an npm script of its own, so any one of them can be run alone.
 */
import { spawnSync } from 'node:child_process';

const PARTS = [
  'lint',
  'typecheck',
  'test:unit',
  'test:contracts',
  'check:production-build',
  'test:e2e',
  'test:fork',
] as const;

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const timings: { part: string; seconds: number; ok: boolean }[] = [];

for (const part of PARTS) {
  const started = Date.now();
  const { status } = spawnSync(npm, ['run', part], { stdio: 'inherit' });
  timings.push({ part, seconds: (Date.now() - started) / 1000, ok: status === 0 });
  if (status !== 0) break;
}

const total = timings.reduce((sum, { seconds }) => sum + seconds, 0);
const width = Math.max(...PARTS.map((part) => part.length));
console.log('\nnpm test, time per part:');
for (const { part, seconds, ok } of timings) {
  console.log(`  ${part.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${ok ? 'passed' : 'FAILED'}`);
}
for (const part of PARTS.slice(timings.length)) console.log(`  ${part.padEnd(width)}  not run`);
console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);

const failed = timings.filter(({ ok }) => !ok).length;
console.log(`parts: ${timings.length - failed} passed, ${failed + PARTS.length - timings.length} failed`);
process.exit(failed === 0 && timings.length === PARTS.length ? 0 : 1);
