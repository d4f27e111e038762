import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { Strategy } from 'passport-local';
import { ACCOUNT_PASSPORT, handOverPassport, type PassportInstance, takeHandedOverPassport } from './account-passport.js';
import { AccountsService } from './accounts.service.js';
import type { AccountUser } from '../session/current-user.js';

/**
 * passport-local: `username` (or the account's e-mail) and `password` from the JSON body.
 * Unknown user and wrong password are the same `false`; the controller answers both alike.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  private accounts: AccountsService;
  private instance: PassportInstance;

  constructor(accounts: AccountsService, @Inject(ACCOUNT_PASSPORT) instance: PassportInstance) {
    handOverPassport(instance);
    super({ usernameField: 'username', passwordField: 'password' });
    this.accounts = accounts;
    this.instance = instance;
  }

  /** Called by the PassportStrategy base (during construction: the instance it registers with). */
  getPassportInstance(): PassportInstance {
    return this.instance ?? takeHandedOverPassport();
  }

  async validate(username: string, password: string): Promise<AccountUser | false> {
    return (await this.accounts.verifyCredentials(username, password)) ?? false;
  }
}

/** Runs the local strategy for this request: the account, or null for wrong credentials. */
export function authenticateLocal(instance: PassportInstance, req: Request, res: Response): Promise<AccountUser | null> {
  return new Promise((resolve, reject) => {
    const middleware = instance.authenticate('local', { session: false }, (err: unknown, user: AccountUser | false | null) => {
      if (err) reject(err instanceof Error ? err : new Error(String(err)));
      else resolve(user || null);
    }) as (req: Request, res: Response, next: (err?: unknown) => void) => void;
    middleware(req, res, (err?: unknown) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(null)));
  });
}
