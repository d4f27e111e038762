import type { ChildProcess } from 'node:child_process';

export { freePort } from '../../scripts/lib/free-port.mjs';

/** Polls GET /api/health until it answers 200, the process dies, or time runs out. */
export async function waitForHealth(baseURL: string, child: ChildProcess | null, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before becoming healthy`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${baseURL} not healthy after ${timeoutMs} ms`);
}
