import { Inject, Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { ACCOUNT_PASSPORT, handOverPassport, type PassportInstance, takeHandedOverPassport } from './account-passport.js';
import { AccountsService } from './accounts.service.js';
import { type AccountUser, type SessionUser, sessionUserOf } from '../session/current-user.js';

type Done<T> = (err: unknown, value?: T) => void;

/**
 * The session keeps the user id and the account's session generation
 * (`req.session.passport.user`); every request reads the account afresh, so a changed
 * e-mail verification, a deleted account or a new generation (sign out everywhere, a new
 * password) takes effect at once.
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

  serializeUser(user: AccountUser, done: Done<SessionUser>): void {
    done(null, { id: user.id, gen: user.sessionGeneration });
  }

  deserializeUser(stored: unknown, done: Done<AccountUser | false>): void {
    const ref = sessionUserOf(stored);
    if (!ref) return done(null, false);
    this.accounts
      .findAccountUser(ref.id)
      .then((user) => done(null, user && user.sessionGeneration === ref.gen ? user : false))
      .catch((err: unknown) => done(err));
  }
}
