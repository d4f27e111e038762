import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DatabaseWriteQueue } from '../database/write-queue.js';
import { SessionRow } from './session.entity.js';
import { SESSION_TTL_MS, sessionCookieName, sessionCookieOptions } from './session-cookie.js';
import { TypeOrmSessionStore } from './session.store.js';

/** The session store and what other modules may do with sessions. */
@Injectable()
export class SessionsService implements OnApplicationShutdown {
  readonly store: TypeOrmSessionStore;

  constructor(
    @InjectRepository(SessionRow) repo: Repository<SessionRow>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    writes: DatabaseWriteQueue,
  ) {
    this.store = new TypeOrmSessionStore(repo, SESSION_TTL_MS, writes);
  }

  /** True when the id was destroyed or rotated away by an earlier request. */
  wasDestroyed(sid: string): boolean {
    return this.store.isDestroyed(sid);
  }

  /** Logs `userId` out everywhere. */
  destroyForUser(userId: number): Promise<number> {
    return this.store.destroyForUser(userId);
  }

  /** Tells the browser to drop its session cookie. */
  clearCookie(res: Response): void {
    res.clearCookie(sessionCookieName(this.config.publicUrl), sessionCookieOptions(this.config.publicUrl));
  }

  onApplicationShutdown(): void {
    this.store.close();
  }
}
