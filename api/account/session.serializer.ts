import { Inject, Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { ACCOUNT_PASSPORT, handOverPassport, type PassportInstance, takeHandedOverPassport } from './account-passport.js';
import { AccountsService } from './accounts.service.js';
import type { AccountUser } from '../session/current-user.js';

type Done<T> = (err: unknown, value?: T) => void;

/**
 * The session keeps the user id only (`req.session.passport.user`); every request reads
 * the account afresh, so a changed e-mail verification or a deleted account takes effect
 * at once. An id without an account logs the session out.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  private accounts: AccountsService;
  private instance: PassportInstance;

  constructor(accounts: AccountsService, @Inject(ACCOUNT_PASSPORT) instance: PassportInstance) {
    handOverPassport(instance);
    super();
    this.accounts = accounts;
    this.instance = instance;
  }

  override getPassportInstance(): PassportInstance {
    return this.instance ?? takeHandedOverPassport();
  }

  serializeUser(user: AccountUser, done: Done<number>): void {
    done(null, user.id);
  }

  deserializeUser(id: unknown, done: Done<AccountUser | false>): void {
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) return done(null, false);
    this.accounts
      .findAccountUser(id)
      .then((user) => done(null, user ?? false))
      .catch((err: unknown) => done(err));
  }
}
