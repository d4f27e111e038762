import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, enableGracefulShutdown } from './app.factory.js';
import { announce, JsonLogger } from './common/logger.js';
import { loadConfig, PROJECT_ROOT } from './config/config.js';

async function bootstrap(): Promise<void> {
  // A .env file in the project root, when present, fills unset variables.
  const envFile = resolve(PROJECT_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  prepareGuideFiles();
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  // SIGTERM/SIGINT: finish in-flight requests, close the database, exit 0.
  enableGracefulShutdown(app, new JsonLogger(config.logLevel));
  const shown = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  // Sends the buffered start-up lines, then the banner, without waiting for the flush timer.
  announce({ msg: `Shop ready on http://${shown}:${config.port}` });
}

/**
 * Sample guide PDFs and preview images are made in a child process before the server
 * starts (guides/generate-samples.cli.ts --startup): the PDF generator and the renderers
 * hold ~150 MB that would otherwise stay in the server process for good. Usually quick
 * (a stat per guide); a few seconds on the first start. If it fails, the server's own
 * warm-up tries again in-process.
 */
function prepareGuideFiles(): void {
  const cli = fileURLToPath(new URL('./guides/generate-samples.cli.js', import.meta.url));
  const result = spawnSync(process.execPath, [cli, '--startup'], { stdio: ['ignore', 'inherit', 'inherit'], env: process.env });
  if (result.status !== 0) {
    process.stderr.write(
      JSON.stringify({
        time: new Date().toISOString(),
        level: 'warn',
        msg: 'Guide files not prepared in a child process; the server will do it',
        status: result.status,
        error: result.error?.message,
      }) + '\n',
    );
  }
}

bootstrap().catch((err: unknown) => {
  const e = err instanceof Error ? err : new Error(String(err));
  process.stderr.write(
    JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: 'Start-up failed', error: e.message, stack: e.stack }) + '\n',
  );
  process.exit(1);
});
