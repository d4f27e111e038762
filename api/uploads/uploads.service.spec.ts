import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { docxFile, pdfFile, pngFile } from '../../test/helpers/enquiries.js';
import { ContactMessage } from '../contact/contact-message.entity.js';
import { Upload } from './upload.entity.js';
import { PURGE_INTERVAL_MS, UNATTACHED_TTL_MS, type UploadsService } from './uploads.service.js';
import { closeUploadsFixture, openUploadsFixture } from './uploads.test-helpers.js';

const HOUR = 60 * 60 * 1000;

describe('UploadsService', () => {
  let dir: string;
  let ds: DataSource;
  let service: UploadsService;

  beforeAll(() => Logger.overrideLogger(false));

  beforeEach(async () => {
    ({ dir, ds, service } = await openUploadsFixture('uploads-spec-'));
  });

  afterEach(() => closeUploadsFixture({ dir, ds, service }));

  async function uploaded(bytes: Buffer, type: string, createdAt: Date): Promise<string> {
    const { id, uploadURL } = await service.createSlot('192.0.2.1', createdAt);
    const token = new URL(uploadURL, 'http://x').searchParams.get('token')!;
    await service.receive(
      id,
      { token, contentType: type, contentLength: String(bytes.length), fileName: 'f', body: Readable.from([bytes]) },
      createdAt,
    );
    return id;
  }

  const storageName = async (id: string) => (await ds.getRepository(Upload).findOneByOrFail({ id })).storageName!;

  describe('purgeUnattached(now)', () => {
    it('deletes rows and files of uploads never attached, an hour after the slot was made', async () => {
      const now = new Date('2026-03-10T12:00:00Z');
      const old = new Date(now.getTime() - UNATTACHED_TTL_MS - 1000);
      const recent = new Date(now.getTime() - UNATTACHED_TTL_MS + 60_000);

      const oldPending = (await service.createSlot('192.0.2.1', old)).id;
      const oldComplete = await uploaded(pdfFile(), 'application/pdf', old);
      const oldAttached = await uploaded(pngFile(), 'image/png', old);
      const recentComplete = await uploaded(docxFile(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', recent);
      const recentPending = (await service.createSlot('192.0.2.1', recent)).id;

      const message = await ds.getRepository(ContactMessage).save({
        kind: 'contact',
        name: 'Ada',
        email: 'ada@example.com',
        company: null,
        message: 'Hi',
        fields: null,
        isRead: false,
        createdAt: old,
      });
      await ds.transaction((m) => service.attachToMessage(m, [oldAttached], message.id));

      const oldCompleteFile = join(service.dir, await storageName(oldComplete));
      const kept = [await storageName(oldAttached), await storageName(recentComplete)];
      // A partial file left by a crash, old, and one of an upload still running.
      writeFileSync(join(service.dir, '.part-stale'), 'x');
      utimesSync(join(service.dir, '.part-stale'), old, old);
      writeFileSync(join(service.dir, '.part-running'), 'x');

      expect(await service.purgeUnattached(now)).toBe(2);

      const ids = (await ds.getRepository(Upload).find()).map((u) => u.id).sort();
      expect(ids).toEqual([oldAttached, recentComplete, recentPending].sort());
      expect(existsSync(oldCompleteFile)).toBe(false);
      expect(readdirSync(service.dir).sort()).toEqual(['.part-running', ...kept].sort());
      expect(oldPending).toBeDefined();

      // Nothing more to do a second time.
      expect(await service.purgeUnattached(now)).toBe(0);
    });

    it('keeps everything younger than an hour', async () => {
      const now = new Date();
      await uploaded(pdfFile(), 'application/pdf', new Date(now.getTime() - 0.9 * HOUR));
      await service.createSlot('192.0.2.1', now);
      expect(await service.purgeUnattached(now)).toBe(0);
      expect(await ds.getRepository(Upload).count()).toBe(2);
    });
  });

  it('runs the purge every 10 minutes on an unref’d timer, cleared on shutdown', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const purge = jest.spyOn(service, 'purgeUnattached').mockResolvedValue(0);
      service.onModuleInit();
      const timer = (service as unknown as { purgeTimer: NodeJS.Timeout }).purgeTimer;
      expect(timer.hasRef()).toBe(false);
      jest.advanceTimersByTime(PURGE_INTERVAL_MS);
      expect(purge).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(PURGE_INTERVAL_MS);
      expect(purge).toHaveBeenCalledTimes(2);
      service.onModuleDestroy();
      jest.advanceTimersByTime(3 * PURGE_INTERVAL_MS);
      expect(purge).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('attaches only completed, unattached uploads, all or none', async () => {
    const now = new Date();
    const a = await uploaded(pdfFile(), 'application/pdf', now);
    const pending = (await service.createSlot('192.0.2.1', now)).id;
    const msg = await ds.getRepository(ContactMessage).save({
      kind: 'contact',
      name: 'A',
      email: 'a@example.com',
      company: null,
      message: 'x',
      fields: null,
      isRead: false,
      createdAt: now,
    });
    await expect(ds.transaction((m) => service.attachToMessage(m, [a, pending], msg.id))).rejects.toMatchObject({
      code: 'invalid_attachment',
    });
    expect((await ds.getRepository(Upload).findOneByOrFail({ id: a })).status).toBe('complete');
    const files = await ds.transaction((m) => service.attachToMessage(m, [a], msg.id));
    expect(files).toEqual([{ id: a, name: 'f.pdf', size: pdfFile().length, type: 'application/pdf' }]);
    await expect(ds.transaction((m) => service.attachToMessage(m, [a], msg.id))).rejects.toMatchObject({ code: 'invalid_attachment' });
    expect(await service.filesOfMessage(msg.id)).toEqual(files);
  });
});
