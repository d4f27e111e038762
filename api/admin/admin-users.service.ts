import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AdminAccountsService, type AdminSeedResult } from '../account/admin-accounts.service.js';
import type { AccountUser } from '../account/current-user.js';
import { type AdminCredentials, APP_CONFIG, type AppConfig } from '../config/config.js';

export const NO_ADMIN_WARNING =
  'No admin account: set ADMIN_EMAIL and ADMIN_PASSWORD (12+ characters) in the environment or in .env, then restart to use /admin';

/**
 * The admin account at every start (DESIGN §3 Admin): created or updated from ADMIN_EMAIL
 * and ADMIN_PASSWORD by the account module (AdminAccountsService has the rules), then the
 * sessions of an admin whose password changed, or who is an admin no more, end. Unset
 * (outside production only, see config.ts): nothing changes and one warning says how to
 * set them.
 */
@Injectable()
export class AdminUsersService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');

  constructor(
    private readonly accounts: AdminAccountsService,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.admin) {
      this.logger.warn(NO_ADMIN_WARNING);
      return;
    }
    try {
      const result = await this.ensureAdmin(this.config.admin);
      if (result.outcome !== 'unchanged') this.logger.log(`Admin account ${result.outcome}: ${result.user.email} (username ${result.user.username})`);
      for (const email of result.demoted) this.logger.warn(`${email} is no longer an admin: ADMIN_EMAIL is ${result.user.email}`);
    } catch (err) {
      this.logger.error(err instanceof Error ? err.message : String(err));
      throw err;
    }
  }

  async ensureAdmin(admin: AdminCredentials, now = new Date()): Promise<AdminSeedResult> {
    const result = await this.accounts.ensureAdmin(admin, now);
    for (const userId of result.endSessionsOf) await this.endSessionsOf(userId);
    return result;
  }

  verifyAdmin(email: string, password: string): Promise<AccountUser | null> {
    return this.accounts.verifyAdmin(email, password);
  }

  /** Deletes the stored sessions logged in as `userId` (express-session JSON in `sessions`). */
  private async endSessionsOf(userId: number): Promise<void> {
    await this.db.query(`DELETE FROM "sessions" WHERE json_extract("data", '$.passport.user') = ?`, [userId]);
  }
}
