import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, statfs, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { EntityManager, In, IsNull, LessThan, Not, Repository } from 'typeorm';
import { storagePaths } from '../common/storage.js';
import { hashToken } from '../common/token-hash.js';
import { APP_CONFIG, type AppConfig, type UploadBudget } from '../config/config.js';
import { declaredKind, sniffStored, UPLOAD_TYPES, type UploadKind } from './file-type.js';
import { storedFileName } from './file-name.js';
import { toFile } from './dto/upload-responses.js';
import { fsyncPath } from '../storage/local-disk-store.js';
import { ObjectBodyAbortedError, ObjectRefusedError, ObjectStore, ObjectTooLargeError } from '../storage/object-store.js';
import { isUploadId, uploadPath } from './upload-address.js';
import { Upload } from './upload.entity.js';
import { type LedgerMark, UploadLedger, type Usage } from './upload-ledger.js';
import { type Reservation, UploadReservations } from './upload-reservations.js';
import { DomainError } from '../common/domain-error.js';
import { runExclusive } from '../database/job-lock.js';
import { UploadError } from './upload.errors.js';
import type { StoredFile } from '../../shared/api/uploads.js';

/** Spec §5/§9: 10 MB (10485760 bytes) per file. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** An upload slot must be used within 15 minutes. */
export const UPLOAD_SLOT_TTL_MS = 15 * 60 * 1000;
/**
 * Uploads never attached to a message are deleted this long after the slot was created:
 * long enough to finish a form, short enough that abandoned files do not pile up.
 */
export const UNATTACHED_TTL_MS = 60 * 60 * 1000;
export const PURGE_INTERVAL_MS = 10 * 60 * 1000;
/**
 * Prefix of in-progress files in storage/uploads on disk (`.part-` + 32 hex: the store's
 * temporary files, and multer's parts of reply files). A killed process leaves them
 * behind: removed at the next start-up.
 */
export const PART_PREFIX = '.part-';
/** Storage keys of uploads: uploads/<storageName>. */
export const UPLOADS_PREFIX = 'uploads/';
/** A stored upload's file name: 32 hex characters (`storageName`). */
const STORAGE_NAME = /^[0-9a-f]{32}$/;
/**
 * Where start-up moves stored files that no upload row names (a crash between the file's
 * rename and its row's commit, or between a purge's row delete and file delete). Kept,
 * not deleted, in case the database is the wrong one; safe to delete.
 */
export const ORPHANS_DIR = '.orphaned';

export interface UploadSlot {
  id: string;
  /** Relative: `/objects/uploads/{id}?token={token}`. */
  uploadURL: string;
}

/** A stored file as clients see it. */
export type UploadedFile = StoredFile;

/** Whose upload this is: the client's rate-limit key (IP, IPv6 /64). */
export type ClientKey = string;

export interface IncomingUpload {
  token: string | undefined;
  contentType: string | undefined;
  contentLength: string | undefined;
  /** X-File-Name: the URI-encoded original file name. */
  fileName: string | undefined;
  body: Readable;
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/**
 * Upload slots and files (DESIGN §3): single-use expiring slots, streamed PUT with a hard
 * 10 MB stop, type sniffing, random names in storage/uploads (never a public folder), and
 * an hourly purge of files never attached to a message.
 */
@Injectable()
export class UploadsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Uploads');
  /** Local scratch folder: multer writes the parts of reply files here (storage/uploads). */
  readonly dir: string;
  private readonly inFlight = new Set<string>();
  /** Bytes of uploads being received (not yet in a row's size). */
  private readonly ledger = new UploadLedger();
  private readonly budget: UploadBudget;
  /** PostgreSQL: what the other replicas are receiving counts too. */
  private readonly shared: UploadReservations | null;
  private purgeTimer: NodeJS.Timeout | undefined;

  constructor(
    @InjectRepository(Upload) private readonly uploads: Repository<Upload>,
    @Inject(APP_CONFIG) config: AppConfig,
    readonly store: ObjectStore,
  ) {
    this.dir = storagePaths(config.storageDir).uploads;
    this.budget = config.uploads;
    const ds = uploads.manager?.connection;
    this.shared = ds?.options.type === 'postgres' ? new UploadReservations(ds, this.budget, (c) => this.unattachedInDatabase(c)) : null;
  }

  /** uploads/<storageName> */
  keyOf(storageName: string): string {
    return `${UPLOADS_PREFIX}${storageName}`;
  }

  /**
   * Moves a received file from the local scratch folder into storage as `storageName`:
   * synced and renamed on disk; streamed to the bucket (and the local file removed) on S3.
   */
  async storeReceivedFile(path: string, storageName: string): Promise<string> {
    const key = this.keyOf(storageName);
    const target = this.store.localPath(key);
    if (target !== null) {
      await fsyncPath(path);
      await this.store.move(`${UPLOADS_PREFIX}${path.slice(this.dir.length + 1)}`, key);
    } else {
      await this.store.put(key, createReadStream(path));
      await removeQuietly(path);
    }
    return key;
  }

  onModuleInit(): Promise<void> {
    this.purgeTimer = setInterval(() => {
      runExclusive(this.uploads.manager.connection, 'uploads:purge', () => this.purgeUnattached()).catch((err: unknown) =>
        this.logger.error(`Purge of unattached uploads failed: ${err instanceof Error ? err.message : String(err)}`),
      );
    }, PURGE_INTERVAL_MS);
    this.purgeTimer.unref();
    // Before the server listens, so no upload of this process is in progress yet.
    return this.sweepLeftovers().then(
      () => undefined,
      (err: unknown) => this.logger.error(`Start-up sweep of storage/uploads failed: ${err instanceof Error ? err.message : String(err)}`),
    );
  }

  /**
   * Crash leftovers in storage, run once at start-up: removes partial files (an upload cut
   * off by a kill or power loss) and moves every stored file that no upload row names into
   * `uploads/.orphaned/`. Afterwards every file has its row (and, as files are stored and
   * synced before their row commits, every row its file). On S3 other replicas may be
   * mid-upload: only leftovers older than an unattached upload's lifetime are touched.
   */
  async sweepLeftovers(now = new Date()): Promise<{ partials: number; orphans: number }> {
    const shared = this.store.backend !== 'local';
    const cutoff = shared ? new Date(now.getTime() - UNATTACHED_TTL_MS) : new Date(now.getTime() + 1000);
    let partials = await this.store.removeUnfinished(UPLOADS_PREFIX, cutoff);
    // On S3 the local scratch folder (reply files as multer receives them) is this replica's own.
    if (shared) {
      for (const name of await readdir(this.dir).catch(() => [] as string[])) {
        if (!name.startsWith(PART_PREFIX)) continue;
        await removeQuietly(join(this.dir, name));
        partials += 1;
      }
    }
    const stored: string[] = [];
    for await (const info of this.store.list(UPLOADS_PREFIX)) {
      const name = info.key.slice(UPLOADS_PREFIX.length);
      if (STORAGE_NAME.test(name) && info.lastModified.getTime() < cutoff.getTime()) stored.push(name);
    }
    let orphans = 0;
    if (stored.length > 0) {
      const rows = await this.uploads.find({ select: { storageName: true }, where: { storageName: Not(IsNull()) } });
      const known = new Set(rows.map((r) => r.storageName));
      const lost = stored.filter((name) => !known.has(name));
      for (const name of lost) await this.store.move(this.keyOf(name), `${UPLOADS_PREFIX}${ORPHANS_DIR}/${name}`);
      orphans = lost.length;
    }
    if (partials > 0) this.logger.log(`Removed ${partials} partial upload file(s) left by an interrupted upload`);
    if (orphans > 0) {
      this.logger.warn(`Moved ${orphans} upload file(s) without a database row to ${UPLOADS_PREFIX}${ORPHANS_DIR}/`);
    }
    return { partials, orphans };
  }

  onModuleDestroy(): void {
    if (this.purgeTimer) clearInterval(this.purgeTimer);
    this.purgeTimer = undefined;
  }

  /**
   * A new single-use slot for `client`, valid for 15 minutes; only the token's hash is
   * stored. Refused while the client (or everyone together) holds its budget of
   * unattached files (429 with Retry-After: when its oldest one is purged), or while the
   * disk is short of space (507).
   */
  async createSlot(client: ClientKey, now = new Date()): Promise<UploadSlot> {
    await this.assertDiskRoom(MAX_UPLOAD_BYTES);
    const key = client.slice(0, 64);
    const mark = this.ledger.begin(key);
    try {
      const used = this.ledger.used(mark, await this.unattachedInDatabase(key));
      if (used.client >= this.budget.perClientBytes) throw await this.quotaExceeded(key, now);
      if (used.total >= this.budget.totalBytes) throw await this.quotaExceeded(null, now);
      if (this.shared) {
        const all = await this.shared.used(key, now.getTime());
        if (all.client >= this.budget.perClientBytes) throw await this.quotaExceeded(key, now);
        if (all.total >= this.budget.totalBytes) throw await this.quotaExceeded(null, now);
      }
    } finally {
      this.ledger.end(key, 0, false);
    }
    const id = randomUUID();
    const token = randomBytes(32).toString('base64url');
    await this.uploads.insert({
      id,
      status: 'pending',
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + UPLOAD_SLOT_TTL_MS),
      createdAt: now,
      clientKey: key,
    });
    return { id, uploadURL: `${uploadPath(id)}?token=${token}` };
  }

  /** Bytes of finished, unattached uploads held by `client` and by everyone. */
  private async unattachedInDatabase(client: ClientKey): Promise<Usage> {
    const sum = (where: string, params: Record<string, unknown>) =>
      this.uploads
        .createQueryBuilder('u')
        .select('COALESCE(SUM(u.size), 0)', 'bytes')
        .where(where, params)
        .getRawOne<{ bytes: number }>()
        .then((r) => Number(r?.bytes ?? 0));
    const [own, all] = await Promise.all([
      sum('u.status = :complete AND u.clientKey = :client', { complete: 'complete', client }),
      sum('u.status = :complete', { complete: 'complete' }),
    ]);
    return { client: own, total: all };
  }

  /** 429 unless `more` bytes keep the client and everyone within the budget. */
  private async assertRoomFor(mark: LedgerMark, inDatabase: Usage, more: number, now: Date): Promise<void> {
    const used = this.ledger.used(mark, inDatabase);
    if (used.client + more > this.budget.perClientBytes) throw await this.quotaExceeded(mark.client, now);
    if (used.total + more > this.budget.totalBytes) throw await this.quotaExceeded(null, now);
  }

  private async quotaExceeded(client: ClientKey | null, now: Date): Promise<DomainError> {
    const oldest = await this.uploads.findOne({
      where: client === null ? { status: 'complete' } : { status: 'complete', clientKey: client },
      order: { createdAt: 'ASC' },
      select: { createdAt: true },
    });
    // The oldest file goes at the first purge after its hour; without one, files still arriving hold the budget.
    const freedAt = (oldest ? oldest.createdAt.getTime() + UNATTACHED_TTL_MS : now.getTime()) + PURGE_INTERVAL_MS;
    const retryAfterS = Math.max(60, Math.ceil((freedAt - now.getTime()) / 1000));
    return new UploadError(
      'upload_quota_exceeded',
      client === null
        ? 'The shop is receiving too many files right now. Please try again later.'
        : 'You have uploaded as much as we can hold for now. Send your enquiry with the files you have, or try again later.',
      { 'Retry-After': String(retryAfterS) },
    );
  }

  /** 507 unless the storage disk keeps its free-space floor after `bytes` more (a bucket has no such floor). */
  private async assertDiskRoom(bytes: number): Promise<void> {
    if (this.store.backend !== 'local') return;
    const fs = await statfs(this.dir);
    if (fs.bavail * fs.bsize - bytes < this.budget.minFreeDiskBytes) throw insufficientStorage();
  }

  /**
   * Receives the bytes of one slot. Checks, in order: the slot exists (404), the token
   * (403), the slot is unused and unexpired (410), no other upload to it is running (409),
   * the declared type (415), the declared length (413), free disk space (507) and the
   * client's budget of unattached bytes (429); then streams into storage, stopping at 10 MB
   * (413) or at the budget (429), and sniffs the bytes (415). Only a complete, recognised file
   * uses up the slot; on any failure nothing is left in storage and the slot stays as it was.
   */
  async receive(id: string, upload: IncomingUpload, now = new Date()): Promise<UploadedFile> {
    const slot = isUploadId(id) ? await this.uploads.findOneBy({ id: id.toLowerCase() }) : null;
    if (!slot) throw new UploadError('upload_not_found', 'Upload slot not found');
    if (typeof upload.token !== 'string' || !sameHash(hashToken(upload.token), slot.tokenHash)) {
      throw new UploadError('invalid_upload_token', 'Invalid upload token');
    }
    if (slot.status !== 'pending') {
      throw new UploadError('upload_slot_used', 'This upload slot has already been used');
    }
    if (slot.expiresAt.getTime() <= now.getTime()) {
      throw new UploadError('upload_slot_expired', 'This upload slot has expired: request a new one');
    }
    if (this.inFlight.has(slot.id)) {
      throw new UploadError('upload_in_progress', 'A file is already being uploaded to this slot');
    }
    const declared = declaredKind(upload.contentType);
    if (declared === null) throw unsupportedType();
    const declaredLength = upload.contentLength === undefined ? NaN : Number(upload.contentLength);
    if (declaredLength > MAX_UPLOAD_BYTES) throw tooLarge();
    const expected = Number.isSafeInteger(declaredLength) && declaredLength >= 0 ? declaredLength : MAX_UPLOAD_BYTES;
    const client = slot.clientKey ?? 'unknown';
    const mark = this.ledger.begin(client);
    let received = 0;
    let kept = false;
    let reservation: Reservation | null = null;
    const storageName = randomBytes(16).toString('hex');
    const key = this.keyOf(storageName);
    this.inFlight.add(slot.id);
    try {
      // Before a byte is written: enough disk, and room in the budget of the slot's client.
      await this.assertDiskRoom(expected);
      const inDatabase = await this.unattachedInDatabase(client);
      await this.assertRoomFor(mark, inDatabase, Number.isNaN(declaredLength) ? 0 : expected, now);
      if (this.shared) {
        reservation = await this.shared.reserve(client, expected, now.getTime());
        if ('over' in reservation) throw await this.quotaExceeded(reservation.over === 'client' ? client : null, now);
      }
      const reserved = reservation && 'bytes' in reservation ? reservation.bytes : Infinity;
      // Every byte counts as it arrives: a body longer than it said, or parallel uploads to
      // several slots, cannot go past the budget either.
      // Stored whole (synced on disk) before its row commits: a crash leaves at worst a
      // file without a row (swept at start-up), never a row without its file.
      const accept = (bytes: number) => {
        received += bytes;
        this.ledger.receive(client, bytes);
        const used = this.ledger.used(mark, inDatabase);
        return used.client <= this.budget.perClientBytes && used.total <= this.budget.totalBytes && received <= reserved;
      };
      const stored = await this.store
        .put(key, upload.body, { maxBytes: MAX_UPLOAD_BYTES, accept, durable: true })
        .catch(async (err: unknown) => {
          if (err instanceof ObjectTooLargeError) throw tooLarge();
          if (err instanceof ObjectRefusedError) {
            const over = this.ledger.used(mark, inDatabase).client > this.budget.perClientBytes;
            throw await this.quotaExceeded(over ? client : null, now);
          }
          if (err instanceof ObjectBodyAbortedError) throw aborted();
          if ((err as NodeJS.ErrnoException).code === 'ENOSPC') throw insufficientStorage();
          throw err;
        });
      const size = stored.size;
      const kind = await sniffStored(this.store, key);
      if (kind === null) throw unsupportedType();
      if (declared !== 'unspecified' && declared !== kind) {
        throw new UploadError('file_type_mismatch', `The file's content is not ${describe(declared)}`);
      }
      const name = storedFileName(upload.fileName, kind);
      const result = await this.uploads
        .createQueryBuilder()
        .update(Upload)
        .set({
          status: 'complete',
          originalName: name,
          size,
          detectedType: UPLOAD_TYPES[kind].mime,
          storageName,
          completedAt: new Date(),
        })
        .where('id = :id AND status = :pending', { id: slot.id, pending: 'pending' })
        .execute();
      if (result.affected !== 1) {
        throw new UploadError('upload_slot_used', 'This upload slot has already been used');
      }
      kept = true;
      return { id: slot.id, name, size, type: UPLOAD_TYPES[kind].mime };
    } finally {
      // Synchronously after the row's commit (kept): the bytes move from arriving to finished.
      this.ledger.end(client, received, kept);
      this.inFlight.delete(slot.id);
      if (reservation && 'release' in reservation) await reservation.release().catch(() => undefined); // else it lapses
      if (!kept) await this.store.delete(key).catch(() => undefined);
    }
  }

  /**
   * Attaches completed, unattached uploads to a message, inside the caller's transaction.
   * Throws 400 `invalid_attachment` unless every id is such an upload.
   */
  async attachToMessage(manager: EntityManager, ids: readonly string[], messageId: number): Promise<UploadedFile[]> {
    if (ids.length === 0) return [];
    const repo = manager.getRepository(Upload);
    const rows = await repo.findBy({ id: In([...ids]) });
    const attachable = rows.filter((r) => r.status === 'complete' && r.messageId === null);
    if (attachable.length !== ids.length) throw invalidAttachment();
    const result = await repo
      .createQueryBuilder()
      .update(Upload)
      .set({ status: 'attached', messageId })
      .where('id IN (:...ids) AND status = :complete AND messageId IS NULL', { ids: [...ids], complete: 'complete' })
      .execute();
    if (result.affected !== ids.length) throw invalidAttachment();
    const byId = new Map(attachable.map((r) => [r.id, r]));
    return ids.map((id) => toFile(byId.get(id)!));
  }

  /** Throws 400 `invalid_attachment` unless every id is a completed, unattached upload. */
  async assertAttachable(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const rows = await this.uploads.findBy({ id: In([...ids]), status: 'complete' });
    if (rows.length !== ids.length || rows.some((r) => r.messageId !== null)) throw invalidAttachment();
  }

  /** The files attached to a message, oldest first. */
  async filesOfMessage(messageId: number): Promise<UploadedFile[]> {
    const rows = await this.uploads.find({ where: { messageId, replyId: IsNull() }, order: { createdAt: 'ASC' } });
    return rows.map(toFile);
  }

  // -------------------------------------------------------------------------------------
  // Reads for the admin back office (api/admin): attachments of messages, and one
  // attached file to serve. Never a pending or unattached upload.
  // -------------------------------------------------------------------------------------

  /** The enquirer's files attached to each of `messageIds` (oldest first per message); the owner's reply files are not. */
  async filesOfMessages(messageIds: readonly number[]): Promise<Map<number, UploadedFile[]>> {
    const byMessage = new Map<number, UploadedFile[]>();
    if (messageIds.length === 0) return byMessage;
    const rows: Upload[] = [];
    // In chunks: SQLite limits the number of bound parameters per statement.
    for (let i = 0; i < messageIds.length; i += 500) {
      const chunk = messageIds.slice(i, i + 500);
      rows.push(
        ...(await this.uploads.find({
          where: { messageId: In(chunk), status: 'attached', replyId: IsNull() },
          order: { createdAt: 'ASC', id: 'ASC' },
        })),
      );
    }
    for (const row of rows) {
      const list = byMessage.get(row.messageId!) ?? [];
      list.push(toFile(row));
      byMessage.set(row.messageId!, list);
    }
    return byMessage;
  }

  /** An upload attached to a message, with the storage key of its file; null otherwise. */
  async attachedFile(id: string): Promise<{ file: UploadedFile; key: string } | null> {
    if (!isUploadId(id)) return null;
    const row = await this.uploads.findOneBy({ id: id.toLowerCase(), status: 'attached' });
    if (!row || row.messageId === null || !row.storageName) return null;
    return { file: toFile(row), key: this.keyOf(row.storageName) };
  }

  /**
   * Deletes every upload (row and file) not attached to a message whose slot was created
   * more than 24 hours before `now`, and leftover partial files as old. Returns how many
   * uploads were deleted.
   */
  async purgeUnattached(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - UNATTACHED_TTL_MS);
    const stale = await this.uploads.find({
      where: { status: Not('attached'), createdAt: LessThan(cutoff) },
      select: { id: true, storageName: true },
    });
    let purged = 0;
    for (const row of stale) {
      // The status check guards against an attach that raced this purge.
      const res = await this.uploads
        .createQueryBuilder()
        .delete()
        .from(Upload)
        .where('id = :id AND status != :attached', { id: row.id, attached: 'attached' })
        .execute();
      if (res.affected !== 1) continue;
      purged += 1;
      if (row.storageName) await this.store.delete(this.keyOf(row.storageName));
    }
    await this.store.removeUnfinished(UPLOADS_PREFIX, cutoff);
    if (purged > 0) this.logger.log(`Purged ${purged} unattached upload(s)`);
    return purged;
  }
}

export function describe(kind: UploadKind): string {
  return { pdf: 'a PDF', doc: 'a Word document (.doc)', docx: 'a Word document (.docx)', jpg: 'a JPEG image', png: 'a PNG image' }[kind];
}

export function unsupportedType(): DomainError {
  return new UploadError('unsupported_file_type', 'Only PDF, DOC, DOCX, JPG and PNG files can be uploaded');
}

export function tooLarge(): DomainError {
  return new UploadError('file_too_large', 'Files can be at most 10 MB (10485760 bytes)');
}

function insufficientStorage(): DomainError {
  return new UploadError('insufficient_storage', 'The shop cannot take files right now (its disk is nearly full). Please try again later.');
}

function aborted(): DomainError {
  return new UploadError('upload_aborted', 'The upload was interrupted');
}

export function invalidAttachment(): DomainError {
  return new UploadError('invalid_attachment', 'Each attachment must be a file uploaded to this site for this request');
}

export async function removeQuietly(path: string): Promise<void> {
  await unlink(path).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });
}
