/**
 * `npm test`: every suite, stage by stage, stopping after the first stage in which one fails, then how long
 * each took. Each part is an npm script of its own, so any one of them can be run alone.
 */
import { spawn } from 'node:child_process';
import { constants, setPriority } from 'node:os';

interface Part {
  script: string;
  /** Runs at the lowest CPU priority, its children too: on a busy machine it waits for the other parts. */
  idleTimeOnly?: boolean;
}

/**
 * The parts of a stage run at the same time. The first stage is computation alone (forge's compiler, the linter,
 * the native type checker), with no clock to miss. In every later stage one part waits on clocks (hooks,
 * timeouts, a chain's blocks) and has the cores to itself, but for computation at the lowest priority that takes
 * only the time it leaves idle: three e2e stacks beside the jest suite (load average 10 to 13 on two cores) made
 * tests miss their limits on a fresh machine.
 * The e2e suites share out/, fork suite included: the Chromium suite builds it first, and the production build
 * replaces it after the last suite that serves it.
 */
const STAGES: ReadonlyArray<readonly Part[]> = [
  [{ script: 'test:contracts' }, { script: 'lint' }, { script: 'typecheck' }],
  [{ script: 'test:e2e' }],
  [{ script: 'test:e2e:firefox' }],
  [{ script: 'test:webkit' }],
  [{ script: 'test:chains' }],
  [{ script: 'test:dev' }],
  [{ script: 'test:fork' }],
  [{ script: 'test:unit' }],
  [{ script: 'test:postgres' }, { script: 'check:production-build', idleTimeOnly: true }],
];
const PARTS = STAGES.flat().map(({ script }) => script);

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const RUN_STARTED = Date.now();
const secondsSince = (time: number) => (Date.now() - time) / 1000;

interface Timing {
  part: string;
  seconds: number;
  /** Seconds from the start of `npm test` to the end of the part. */
  endedAt: number;
  ok: boolean;
}

/**
 * Runs one part. The first part of a stage writes to the terminal as it goes; the output of the others is kept
 * and printed whole once the stage has ended, one after the other.
 */
function runPart({ script, idleTimeOnly }: Part, live: boolean): Promise<Timing & { output: string }> {
  const started = Date.now();
  const child = spawn(npm, ['run', script], { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  // Set before npm starts the script (it takes a fraction of a second to load), whose processes inherit it.
  if (idleTimeOnly && child.pid !== undefined) setPriority(child.pid, constants.priority.PRIORITY_LOW);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    const end = (ok: boolean) => resolve({ part: script, seconds: secondsSince(started), endedAt: secondsSince(RUN_STARTED), ok, output });
    child.on('error', (error) => {
      output += `${error.message}\n`;
      end(false);
    });
    child.on('close', (code) => end(code === 0));
  });
}

async function main(): Promise<void> {
  const timings: Timing[] = [];
  for (const stage of STAGES) {
    const results = await Promise.all(stage.map((part, index) => runPart(part, index === 0)));
    for (const [index, { output, ...timing }] of results.entries()) {
      if (index > 0) process.stdout.write(`\n> npm run ${timing.part}\n${output}`);
      timings.push(timing);
    }
    if (results.some(({ ok }) => !ok)) break;
  }
  const total = secondsSince(RUN_STARTED);

  const width = Math.max(...PARTS.map((part) => part.length));
  console.log('\nnpm test, time per part (the parts of a stage ran at the same time) and when it ended:');
  for (const { part, seconds, endedAt, ok } of timings) {
    console.log(
      `  ${part.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ended ${endedAt.toFixed(1).padStart(7)} s  ${ok ? 'passed' : 'FAILED'}`,
    );
  }
  for (const part of PARTS.slice(timings.length)) console.log(`  ${part.padEnd(width)}  not run`);
  console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);

  const failed = timings.filter(({ ok }) => !ok).length;
  console.log(`parts: ${timings.length - failed} passed, ${failed + PARTS.length - timings.length} failed`);
  process.exit(failed === 0 && timings.length === PARTS.length ? 0 : 1);
}

void main();
