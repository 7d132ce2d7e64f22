// The API as its own process (node --import tsx src/server.ts), as `pnpm start` runs it: for
// the suites where the server must be killed, or must not share the test's CPU thread.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { TEST_SECRET } from '../testing/app.js';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

export const ADMIN = { email: 'ops@kirana.test', password: 'reliability-password' };

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Waits for the exit after a signal; resolves with the exit code or signal. */
  stop(signal?: NodeJS.Signals): Promise<string>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the API on DATA_DIR (PGlite unless env says otherwise) and waits for /ready. */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      AUTH_SECRET: TEST_SECRET,
      SEED: 'none',
      MFA_REQUIRED: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  );

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited (${child.exitCode}):\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The API did not become ready in 90 s:\n${stderr}`);
    }
    try {
      if ((await fetch(`${url}/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    child,
    stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Logs the admin in; returns the Authorization header. */
export async function login(url: string): Promise<{ authorization: string }> {
  const res = await fetch(`${url}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data: { accessToken: string } };
  return { authorization: `Bearer ${body.data.accessToken}` };
}
