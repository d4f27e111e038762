import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes, randomUUID } from 'node:crypto';
import { type EntityManager, In, Repository } from 'typeorm';
import { fsyncPath } from '../storage/local-disk-store.js';
import { declaredKind, sniffFile, UPLOAD_TYPES } from './file-type.js';
import { UploadError } from './upload.errors.js';
import { Upload } from './upload.entity.js';
import { storedFileName } from './file-name.js';
import { toFile } from './dto/upload-responses.js';
import {
  describe,
  MAX_UPLOAD_BYTES,
  removeQuietly,
  tooLarge,
  unsupportedType,
  type UploadedFile,
  UploadsService,
} from './uploads.service.js';

/** A file the owner sent as it arrived (multer wrote it to a `.part-` file in the uploads folder). */
export interface IncomingReplyFile {
  /** Absolute path of the received bytes. */
  path: string;
  /** The name the browser gave. */
  originalName: string;
  /** The part's declared Content-Type. */
  declaredType: string | undefined;
  size: number;
}

/** A checked file under its random storage name, not yet in the database. */
export interface PreparedReplyFile {
  id: string;
  storageName: string;
  name: string;
  size: number;
  type: string;
  /** Storage key: what the e-mail attaches. */
  key: string;
  /** The file on the local disk; '' on S3. */
  path: string;
}

/**
 * The owner's reply attachments (issue 15): the same rules as an enquirer's upload
 * (DESIGN §3) — at most 10 MB, bytes sniffed against pdf/doc/docx/jpg/png and agreeing
 * with the declared type, the name cleaned and given the extension of what the bytes are,
 * kept under a random name in storage (uploads/). Stored as uploads of the message with the
 * reply's id, so the admin downloads them like any attachment and they are never swept.
 */
@Injectable()
export class ReplyFilesService {
  constructor(
    @InjectRepository(Upload) private readonly uploads: Repository<Upload>,
    private readonly files: UploadsService,
  ) {}

  /** The folder multer writes incoming parts to (their `.part-` names are swept like any partial upload). */
  get incomingDir(): string {
    return this.files.dir;
  }

  /**
   * Checks every file and moves it under its storage name. On any refusal nothing is
   * left: the incoming parts and the files already moved are deleted.
   */
  async prepare(incoming: readonly IncomingReplyFile[]): Promise<PreparedReplyFile[]> {
    const prepared: PreparedReplyFile[] = [];
    try {
      for (const file of incoming) {
        if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
        const declared = declaredKind(file.declaredType);
        if (declared === null) throw unsupportedType();
        const kind = await sniffFile(file.path);
        if (kind === null) throw unsupportedType();
        if (declared !== 'unspecified' && declared !== kind) {
          throw new UploadError('file_type_mismatch', `The content of ${JSON.stringify(file.originalName)} is not ${describe(declared)}`);
        }
        const storageName = randomBytes(16).toString('hex');
        const key = await this.files.storeReceivedFile(file.path, storageName);
        prepared.push({
          id: randomUUID(),
          storageName,
          name: storedFileName(encodeURIComponent(file.originalName), kind),
          size: file.size,
          type: UPLOAD_TYPES[kind].mime,
          key,
          path: this.files.store.localPath(key) ?? '',
        });
      }
      if (prepared.length > 0 && this.files.store.backend === 'local') await fsyncPath(this.files.dir);
      return prepared;
    } catch (err) {
      await this.discard(prepared);
      await Promise.all(incoming.map((f) => removeQuietly(f.path)));
      throw err;
    }
  }

  /** Records prepared files as the reply's, inside the caller's transaction. */
  async attach(
    manager: EntityManager,
    prepared: readonly PreparedReplyFile[],
    messageId: number,
    replyId: number,
  ): Promise<UploadedFile[]> {
    if (prepared.length === 0) return [];
    const now = new Date();
    const rows = prepared.map((f, i) =>
      manager.getRepository(Upload).create({
        id: f.id,
        status: 'attached',
        // No slot was handed out: the token hash only has to be unguessable and unused.
        tokenHash: randomBytes(32).toString('hex'),
        expiresAt: now,
        originalName: f.name,
        size: f.size,
        detectedType: f.type,
        storageName: f.storageName,
        messageId,
        replyId,
        completedAt: now,
        clientKey: null,
        // A millisecond apart: the thread lists them in the order sent.
        createdAt: new Date(now.getTime() + i),
      }),
    );
    await manager.getRepository(Upload).insert(rows);
    return rows.map(toFile);
  }

  /** Deletes what multer received and `prepare` did not move (a refused request); moved files are gone from these paths. */
  async dropIncoming(incoming: readonly IncomingReplyFile[]): Promise<void> {
    await Promise.all(incoming.map((f) => removeQuietly(f.path)));
  }

  /** Deletes prepared files whose rows were never written (the reply failed). */
  async discard(prepared: readonly PreparedReplyFile[]): Promise<void> {
    await Promise.all(prepared.map((f) => this.files.store.delete(f.key).catch(() => undefined)));
  }

  /** The files of each reply, in the order sent. */
  async filesOfReplies(replyIds: readonly number[]): Promise<Map<number, UploadedFile[]>> {
    const byReply = new Map<number, UploadedFile[]>();
    for (let i = 0; i < replyIds.length; i += 500) {
      const rows = await this.uploads.find({
        where: { replyId: In(replyIds.slice(i, i + 500)), status: 'attached' },
        order: { createdAt: 'ASC', id: 'ASC' },
      });
      for (const row of rows) byReply.set(row.replyId!, [...(byReply.get(row.replyId!) ?? []), toFile(row)]);
    }
    return byReply;
  }
}
