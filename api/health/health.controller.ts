import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

const SYNCHRONOUS = ['off', 'normal', 'full', 'extra'];

export interface HealthBody {
  status: 'ok';
  database: 'ok';
  journalMode: string;
  synchronous: string;
  foreignKeys: boolean;
}

@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @HttpCode(200)
  async check(): Promise<HealthBody> {
    try {
      const [[jm], [sync], [fk]] = await Promise.all([
        this.db.query('PRAGMA journal_mode'),
        this.db.query('PRAGMA synchronous'),
        this.db.query('PRAGMA foreign_keys'),
      ]);
      return {
        status: 'ok',
        database: 'ok',
        journalMode: String(jm.journal_mode).toLowerCase(),
        synchronous: SYNCHRONOUS[Number(sync.synchronous)] ?? String(sync.synchronous),
        foreignKeys: Number(fk.foreign_keys) === 1,
      };
    } catch {
      throw new ServiceUnavailableException({ message: 'Database unavailable', code: 'database_unavailable' });
    }
  }
}
