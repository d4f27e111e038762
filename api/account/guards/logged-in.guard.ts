import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ApiError } from '../../common/api-error.js';
import { currentUser } from '../current-user.js';

export const NOT_LOGGED_IN_MESSAGE = 'Please log in to see your account.';

/** 401 `{ message, code: 'unauthorized' }` unless the session has a logged-in account. */
@Injectable()
export class LoggedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (currentUser(context.switchToHttp().getRequest<Request>())) return true;
    throw new ApiError(HttpStatus.UNAUTHORIZED, 'unauthorized', NOT_LOGGED_IN_MESSAGE);
  }
}
