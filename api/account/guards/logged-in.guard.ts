import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { currentUser } from '../../session/current-user.js';
import { CommonError } from '../../common/domain-error.js';

export const NOT_LOGGED_IN_MESSAGE = 'Please log in to see your account.';

/** 401 `{ message, code: 'unauthorized' }` unless the session has a logged-in account. */
@Injectable()
export class LoggedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (currentUser(context.switchToHttp().getRequest<Request>())) return true;
    throw new CommonError('unauthorized', NOT_LOGGED_IN_MESSAGE);
  }
}
