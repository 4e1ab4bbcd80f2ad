/**
 * Starts the api and the BFF as a user runs them (the front ends must be built first:
 * `npm start` does both). Stops both when either stops or on Ctrl-C.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '4000';
const env = { ...process.env, API_PORT: apiPort, API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}` };

function start(name: string, script: string) {
  const child = spawn(process.execPath, [script], { cwd: root, env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    console.log(`[start] ${name} stopped (${signal ?? code})`);
    shutdown(code ?? 1);
  });
  return child;
}

async function waitForHealth(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const children: ReturnType<typeof start>[] = [];
let stopping = false;
function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

children.push(start('api', 'api/src/server.ts'));
// The first start seeds the database (with generated pictures); later starts reuse the data folder.
await waitForHealth(`${env.API_URL}/health`, 10 * 60_000);
children.push(start('bff', 'bff/src/server.ts'));
await waitForHealth(`http://127.0.0.1:${process.env.PORT ?? 3000}/health`, 60_000);
console.log(`[start] Qatar Directory is ready on http://localhost:${process.env.PORT ?? 3000}`);
