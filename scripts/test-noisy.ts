/**
 * `npm run test:noisy`: the whole `npm test` beside a noisy neighbour, a process that keeps one core busy at
 * normal priority for the whole run, as another tenant of a shared CI machine would. The suite must stay green
 * with half of a two-core machine taken. Prints the load average once a minute and exits with `npm test`'s code.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const neighbour = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const loadReport = setInterval(
  () =>
    console.log(
      `[noisy] load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`,
    ),
  60_000,
);

const run = spawn(npm, ['test'], { stdio: 'inherit' });
const stop = () => {
  clearInterval(loadReport);
  neighbour.kill('SIGKILL');
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    run.kill(signal);
    stop();
  });
}
run.on('close', (code) => {
  stop();
  console.log(`[noisy] npm test beside a busy core: ${code === 0 ? 'passed' : 'FAILED'}`);
  process.exit(code ?? 1);
});
