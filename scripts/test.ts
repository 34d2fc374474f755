/**
 * `npm test`: every suite, stage by stage, stopping after the first stage in which one fails, then how long
 * each took, after the last lines of each part that failed. Each part is an npm script of its own, so any one of them
 * can be run alone.
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

/**
 * A failed part's last lines, printed again before the table: the parts beside the stages print thousands of lines
 * after the stage that failed, and a log read from its end would otherwise not name the failure. Playwright's
 * summary of failed tests and jest's of failed suites fit in them.
 */
const FAILURE_LINES = 60;

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
 * Runs one part and keeps its output. The first part of a stage also writes it to the terminal as it goes; the
 * output of the others is printed whole once the stage has ended, one after the other.
 */
function runPart({ script, idleTimeOnly }: Part, live: boolean): Promise<Timing & { output: string }> {
  const started = Date.now();
  // Through a pipe the part no longer sees a terminal; it keeps its colours where the run has one.
  const env = live && process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
  const child = spawn(npm, ['run', script], { stdio: ['ignore', 'pipe', 'pipe'], env });
  // Set before npm starts the script (it takes a fraction of a second to load), whose processes inherit it.
  if (idleTimeOnly && child.pid !== undefined) setPriority(child.pid, constants.priority.PRIORITY_LOW);
  let output = '';
  const keep = (terminal: NodeJS.WriteStream) => (chunk: Buffer) => {
    output += chunk.toString();
    if (live) terminal.write(chunk);
  };
  child.stdout.on('data', keep(process.stdout));
  child.stderr.on('data', keep(process.stderr));
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
  const failedOutputs: { part: string; output: string }[] = [];
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
      if (!timing.ok) failedOutputs.push({ part: timing.part, output });
    }
    if ([...results, ...besideEnded].some(({ ok }) => !ok)) break;
  }
  for (const { output, ...timing } of await beside) {
    printPart({ output, part: timing.part });
    timings.push(timing);
    if (!timing.ok) failedOutputs.push({ part: timing.part, output });
  }
  const total = secondsSince(RUN_STARTED);

  for (const { part, output } of failedOutputs) {
    console.log(`\nnpm run ${part} FAILED; its last ${FAILURE_LINES} lines:`);
    console.log(output.trimEnd().split('\n').slice(-FAILURE_LINES).join('\n'));
  }

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
