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
 * The parts of a stage run at the same time. In every stage one part waits on clocks (hooks, timeouts, a chain's
 * blocks) and has the cores to itself, but for computation at the lowest priority that takes only the time it
 * leaves idle: three e2e stacks beside the jest suite (load average 10 to 13 on two cores) made tests miss their
 * limits on a fresh machine.
 * The e2e suites share out/, fork suite included: the Chromium suite builds it first, and the production build
 * replaces it after the last suite that serves it.
 */
const STAGES: ReadonlyArray<readonly Part[]> = [
  [{ script: 'test:e2e' }],
  [{ script: 'test:e2e:firefox' }],
  [{ script: 'test:webkit' }],
  [{ script: 'test:chains' }],
  [{ script: 'test:dev' }],
  [{ script: 'test:fork' }],
  [{ script: 'test:unit' }],
  [{ script: 'test:postgres' }, { script: 'check:production-build', idleTimeOnly: true }],
];

/**
 * Computation with no clock and nothing shared with the stages: started with the first stage at the lowest
 * priority, they take the time the stages leave idle (the Chromium suite leaves a core idle about a third of its
 * time), and the run waits for them at its end. A failure found while the stages go on stops the run after the
 * stage then running, as a failed stage does. The forge tests compile into folders of their own (foundry.toml's
 * `tests` profile), so the stacks' deploys build the contracts beside them; run first and alone they held the
 * e2e stage back a minute, 38 s of it compiling the tests.
 */
const BESIDE_THE_STAGES: readonly Part[] = [
  { script: 'test:contracts', idleTimeOnly: true },
  { script: 'lint', idleTimeOnly: true },
  { script: 'typecheck', idleTimeOnly: true },
];
const PARTS = [...STAGES.flat(), ...BESIDE_THE_STAGES].map(({ script }) => script);

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
  const besideEnded: Timing[] = [];
  const beside = Promise.all(
    BESIDE_THE_STAGES.map((part) =>
      runPart(part, false).then((result) => {
        besideEnded.push(result);
        return result;
      }),
    ),
  );
  const printPart = ({ output, part }: { output: string; part: string }) => process.stdout.write(`\n> npm run ${part}\n${output}`);
  for (const stage of STAGES) {
    const results = await Promise.all(stage.map((part, index) => runPart(part, index === 0)));
    for (const [index, { output, ...timing }] of results.entries()) {
      if (index > 0) printPart({ output, part: timing.part });
      timings.push(timing);
    }
    if ([...results, ...besideEnded].some(({ ok }) => !ok)) break;
  }
  for (const { output, ...timing } of await beside) {
    printPart({ output, part: timing.part });
    timings.push(timing);
  }
  const total = secondsSince(RUN_STARTED);

  const width = Math.max(...PARTS.map((part) => part.length));
  console.log(
    `\nnpm test, time per part (the parts of a stage ran at the same time, ${BESIDE_THE_STAGES.map(({ script }) => script).join(' and ')} beside the stages) and when it ended:`,
  );
  for (const { part, seconds, endedAt, ok } of timings) {
    console.log(
      `  ${part.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ended ${endedAt.toFixed(1).padStart(7)} s  ${ok ? 'passed' : 'FAILED'}`,
    );
  }
  const notRun = PARTS.filter((part) => !timings.some((timing) => timing.part === part));
  for (const part of notRun) console.log(`  ${part.padEnd(width)}  not run`);
  console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);

  const failed = timings.filter(({ ok }) => !ok).length;
  console.log(`parts: ${timings.length - failed} passed, ${failed + notRun.length} failed`);
  process.exit(failed === 0 && notRun.length === 0 ? 0 : 1);
}

void main();
