// The reference server as a child process on a loopback port and a PGlite folder of its own, so a run can
// kill it (SIGKILL) and start it again on the same data, and log users in by reading issued codes from its log.
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { spawnReferenceServer } from '../stack';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the server printed, for login codes and post-mortems. */
  output: string[];
  exited: Promise<number | null>;
}

/** Starts `server/main.ts` on `port` with `dataDir`; resolves once it listens. `env` overrides the defaults. */
export async function startServerProcess(dataDir: string, port: number, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawnReferenceServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-static-site'),
    // No chain in these runs: the indexer stays off and chain reads fail fast.
    INDEXER: 'off',
    RPC_URL: 'http://127.0.0.1:9',
    // Each simulated user logs in from an address of its own (X-Forwarded-For), as behind a proxy.
    TRUST_PROXY: '1',
    // Login codes are read from the log, as on a local stack.
    RUN_MODE: 'local',
    ...env,
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      if (output.some((line) => line.startsWith('Server listening on'))) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`The server exited (${code}) before listening:\n${output.join('\n')}`)));
  });
  await listening;
  return { url: `http://127.0.0.1:${port}`, child, output, exited };
}

export async function stopGracefully(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

interface Envelope<T> {
  code: number;
  data: T;
  message: string;
}

export async function callApi<T>(
  server: ServerProcess,
  pathname: string,
  init: { method?: string; body?: unknown; token?: string; clientIp?: string } = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.clientIp) headers['x-forwarded-for'] = init.clientIp;
  const response = await fetch(`${server.url}${pathname}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await response.json()) as Envelope<T>;
}

/** Logs `email` in through send-captcha and login-in, reading the code from the server's log. */
export async function logIn(server: ServerProcess, email: string, clientIp: string): Promise<string> {
  const sent = await callApi(server, '/afaJavaRoom/public/user/send-captcha', { body: { email }, clientIp });
  if (sent.code !== 200) throw new Error(`send-captcha for ${email}: ${sent.message}`);
  const deadline = Date.now() + 5_000;
  let code: string | undefined;
  while (!code && Date.now() < deadline) {
    code = [...server.output]
      .reverse()
      .find((line) => line.startsWith(`[captcha] ${email} `))
      ?.split(' ')[2];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!code) throw new Error(`No login code logged for ${email}`);
  const login = await callApi<{ token: string }>(server, '/afaJavaRoom/public/user/login-in', {
    body: { email, captcha: code },
    clientIp,
  });
  if (login.code !== 200) throw new Error(`login-in for ${email}: ${login.message}`);
  return login.data.token;
}
