import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/config.js';
import { applyPragmas, dataSourceOptions, runMigrations } from './data-source.js';
import { DatabaseWriteQueue } from './write-queue.js';

/** The data source (SQLite by default, PostgreSQL with DATABASE_URL), and the shared write queue. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config.database),
        autoLoadEntities: true,
      }),
      dataSourceFactory: async (options) => {
        const ds = new DataSource(options!);
        await ds.initialize();
        // Pragmas first, so that migrations already run in WAL with foreign keys on.
        await applyPragmas(ds);
        await runMigrations(ds);
        return ds;
      },
    }),
  ],
  providers: [DatabaseWriteQueue],
  exports: [DatabaseWriteQueue],
})
export class DatabaseModule {}
