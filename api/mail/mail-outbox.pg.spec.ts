import { Logger } from '@nestjs/common';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { pgDataSource, preparePgSchema } from '../../test/helpers/pg-data-source.js';
import { pgBinDir, startThrowawayPg, type ThrowawayPg } from '../../test/helpers/pg-throwaway.js';
import { loadConfig } from '../config/config.js';
import { DatabaseWriteQueue } from '../database/write-queue.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { MailService } from './mail.service.js';
import { OutboxMail } from './outbox-mail.entity.js';

(pgBinDir() ? describe : describe.skip)('mail outbox with two replicas polling one PostgreSQL database', () => {
  let pg: ThrowawayPg;
  const sources: DataSource[] = [];
  const dirs: string[] = [];
  const services: MailService[] = [];
  beforeAll(async () => {
    Logger.overrideLogger(false);
    pg = await startThrowawayPg();
    const url = await pg.createDatabase('outbox');
    for (let i = 0; i < 2; i++) sources.push(await pgDataSource(url, [OutboxMail]));
    await preparePgSchema(sources[0]);
  }, 60_000);
  afterAll(async () => {
    for (const s of services) await s.onModuleDestroy();
    for (const ds of sources) await ds.destroy();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await pg?.stop();
  });

  it('sends each queued mail once, whichever replica claims it', async () => {
    const replicas = sources.map((ds) => {
      const dir = mkdtempSync(join(tmpdir(), 'outbox-pg-'));
      dirs.push(dir);
      const mail = new MailService(
        ds.getRepository(OutboxMail),
        loadConfig({ STORAGE_DIR: dir }),
        new MetricsService(),
        new DatabaseWriteQueue(ds),
      );
      services.push(mail);
      return { mail, dir };
    });
    const mails = Array.from({ length: 60 }, (_, i) => ({
      message: {
        kind: 'edition-announcement' as const,
        to: `reader${i}@example.com`,
        subject: `Issue ${i}`,
        text: 'Hello',
        html: '<p>Hello</p>',
      },
      dedupeKey: `issue:${i}`,
    }));
    expect(await replicas[0].mail.enqueue(mails)).toBe(60);
    // Both workers start on the same due rows at once.
    await Promise.all(replicas.map((r) => r.mail.onApplicationBootstrap()));
    const repo = sources[0].getRepository(OutboxMail);
    const deadline = Date.now() + 30_000;
    while ((await repo.countBy({ status: 'sent' })) < 60) {
      if (Date.now() > deadline) throw new Error('not every mail was sent in time');
      await new Promise((r) => setTimeout(r, 50));
    }
    const written = replicas.map((r) => readdirSync(join(r.dir, 'outbox')).length);
    expect(written[0] + written[1]).toBe(60);
    expect(await repo.sum('attempts')).toBe(60);
  });
});
