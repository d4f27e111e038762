import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataSource } from 'typeorm';
import { loadConfig, PROJECT_ROOT } from '../config/config.js';
import { applyPragmas, dataSourceOptions } from './data-source.js';

/**
 * The TypeORM CLI's data source (`npm run migration:run`, `npm run migration:generate`), used
 * compiled: dist/api/database/cli-data-source.js. Same database, driver, migrations and
 * pragmas as the app; plus every entity, which migration:generate compares with the schema
 * (the app registers them through its modules instead).
 */
class ShopDataSource extends DataSource {
  override async initialize(): Promise<this> {
    await super.initialize();
    await applyPragmas(this);
    return this;
  }
}

// Same rule as main.ts: a .env file in the project root fills unset variables.
const envFile = resolve(PROJECT_ROOT, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

const api = dirname(dirname(fileURLToPath(import.meta.url)));
export default new ShopDataSource({
  ...dataSourceOptions(loadConfig().database),
  entities: [join(api, '*', '*.entity.js')],
});
