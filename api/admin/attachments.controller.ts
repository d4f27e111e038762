import { Controller, Get, HttpStatus, Logger, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ObjectNotFoundError } from '../storage/object-store.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { AdminOnly } from './admin.guard.js';
import { attachmentHeaders } from './attachment-headers.js';
import { CommonError } from '../common/domain-error.js';

const notFound = () => new CommonError('not_found', 'Attachment not found');

/**
 * `GET /objects/uploads/{id}` (spec §7; DESIGN §3): an attachment of a contact message,
 * for the admin only (401/403 before anything about the id is looked at), as a forced
 * download under its sanitised original name with the sniffed type, nosniff, no caching
 * and a sandboxing CSP. Pending or unattached uploads, unknown ids and ids that are not
 * UUIDs are all 404. The path is outside /api (app.factory.ts excludes it from the prefix);
 * PUT on the same path is the upload itself (api/uploads).
 */
@Controller()
@AdminOnly()
export class AttachmentsController {
  private readonly logger = new Logger('Admin');

  constructor(private readonly uploads: UploadsService) {}

  @Get('objects/uploads/:id')
  async download(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const found = await this.uploads.attachedFile(id);
    if (!found) throw notFound();
    const store = this.uploads.store;
    const info = await store.head(found.key);
    // Opened before the status is sent: a file gone from storage is still a clean 404.
    const body: Readable | null =
      !info || req.method === 'HEAD'
        ? null
        : await store.get(found.key).catch((err: unknown) => {
            if (err instanceof ObjectNotFoundError) return null;
            throw err;
          });
    if (!info || (req.method !== 'HEAD' && !body)) {
      this.logger.error(`Attachment ${found.file.id} is missing from storage`);
      throw notFound();
    }
    res.status(HttpStatus.OK).set(attachmentHeaders(found.file)).setHeader('Content-Length', String(info.size));
    if (!body) {
      res.end();
      return;
    }
    try {
      await pipeline(body, res);
    } catch (err) {
      // The client went away, or the file vanished mid-way: nothing more can be said.
      if (!res.writableEnded) res.destroy(err instanceof Error ? err : undefined);
    }
  }
}
