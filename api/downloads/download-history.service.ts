import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isIPv4, isIPv6 } from 'node:net';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { CommonError } from '../common/domain-error.js';
import { type Cursor, decodeCursor, encodeCursor, type Page, storedDate } from '../database/keyset.js';
import type { AccountUser } from '../session/current-user.js';
import { DownloadLog } from './download-log.entity.js';

/** '203.0.113.7' → '203.0.113.x'; '2001:db8:85a3:1::7' → '2001:db8:85a3:x'; anything else → null. */
export function truncateIp(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/i.exec(ip);
  if (v4 && isIPv4(`${v4[1]}.0`)) return `${v4[1]}.x`;
  if (isIPv6(ip)) {
    const head = ip.toLowerCase().split('::')[0].split(':').filter(Boolean).slice(0, 3);
    return head.length > 0 ? `${head.join(':')}:x` : 'x';
  }
  return null;
}

/**
 * The download log read back a page at a time (DESIGN §4 rule 7): a buyer's own downloads
 * for /account, and one order's for the owner. Keyset on (at, id), newest first; the
 * download_log indexes (userId|email|orderId, at, id) serve both.
 */
@Injectable()
export class DownloadHistoryService {
  constructor(@InjectRepository(DownloadLog) private readonly log: Repository<DownloadLog>) {}

  /** Downloads the account made while logged in, and those of its e-mail's orders once the e-mail is verified. */
  ownPage(user: AccountUser, cursor: Cursor | undefined, limit: number): Promise<Page<DownloadLog>> {
    const qb = this.log.createQueryBuilder('d');
    if (user.emailVerified)
      qb.where('(d.userId = :userId OR d.email = :email)', { userId: user.id, email: user.email.trim().toLowerCase() });
    else qb.where('d.userId = :userId', { userId: user.id });
    return this.page(qb, cursor, limit);
  }

  orderPage(orderId: number, cursor: Cursor | undefined, limit: number): Promise<Page<DownloadLog>> {
    return this.page(this.log.createQueryBuilder('d').where('d.orderId = :orderId', { orderId }), cursor, limit);
  }

  private async page(qb: SelectQueryBuilder<DownloadLog>, cursor: Cursor | undefined, limit: number): Promise<Page<DownloadLog>> {
    if (cursor) qb.andWhere('(d.at, d.id) < (:at, :id)', { at: cursor.createdAt, id: cursor.id });
    qb.orderBy('d.at', 'DESC')
      .addOrderBy('d.id', 'DESC')
      .limit(limit + 1);
    const { entities, raw } = await qb.getRawAndEntities<Record<string, unknown>>();
    if (entities.length <= limit) return { rows: entities, nextCursor: null };
    const last = raw[limit - 1];
    return { rows: entities.slice(0, limit), nextCursor: encodeCursor({ createdAt: storedDate(last.d_at), id: Number(last.d_id) }) };
  }
}

/** The cursor of a history page (400 when it is not one this API gave out). */
export function cursorOf(raw: string | undefined): Cursor | undefined {
  if (raw === undefined) return undefined;
  const cursor = decodeCursor(raw);
  if (!cursor) throw new CommonError('validation_failed', 'cursor is not valid: pass the nextCursor of the previous page');
  return cursor;
}

export const iso = (d: Date | string) => new Date(typeof d === 'string' && !d.includes('T') ? `${d.replace(' ', 'T')}Z` : d).toISOString();
