import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp, enableGracefulShutdown } from './app.factory.js';
import { JsonLogger } from './common/logger.js';
import { loadConfig, PROJECT_ROOT } from './config/config.js';

async function bootstrap(): Promise<void> {
  // A .env file in the project root, when present, fills unset variables.
  const envFile = resolve(PROJECT_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  // SIGTERM/SIGINT: finish in-flight requests, close the database, exit 0.
  enableGracefulShutdown(app, new JsonLogger(config.logLevel));
  const shown = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  process.stdout.write(
    JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: `Shop ready on http://${shown}:${config.port}` }) + '\n',
  );
}

bootstrap().catch((err: unknown) => {
  const e = err instanceof Error ? err : new Error(String(err));
  process.stderr.write(JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: 'Start-up failed', error: e.message, stack: e.stack }) + '\n');
  process.exit(1);
});
