// Node-only: the one way the project keeps and stops a process that serves while its starter runs (anvil, the
// reference server, next dev, the WebKit driver and its display).
import type { ChildProcess } from 'node:child_process';

const running = new Set<ChildProcess>();

// However this process ends, an uncaught error included, what it started goes with it: a benchmark that fails
// half-way must not leave its chain and server holding their ports. Only a SIGKILL of this process escapes it.
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/** `child`, to be stopped with `stopProcess`, or with this process if that comes first. */
export function tiedToThisProcess<Child extends ChildProcess>(child: Child): Child {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Stops `child` by its pid: SIGTERM, then SIGKILL if it is still there 5 s later. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
