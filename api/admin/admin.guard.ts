import { applyDecorators, CanActivate, ExecutionContext, Inject, Injectable, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { type AccountUser, currentUser } from '../session/current-user.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { originOf } from '../uploads/upload-address.js';
import { CommonError } from '../common/domain-error.js';

export const ADMIN_UNAUTHORIZED_MESSAGE = 'Please log in as the shop admin.';
export const ADMIN_FORBIDDEN_MESSAGE = 'This is for the shop admin only.';
export const CROSS_ORIGIN_MESSAGE = 'This request must come from the shop itself.';

/** The logged-in admin of this request, or null (nobody, or a buyer). */
export function currentAdmin(req: Request): AccountUser | null {
  const user = currentUser(req);
  return user && user.role === 'admin' ? user : null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * DESIGN §4.4: a state-changing request that names an Origin must name ours (PUBLIC_URL's
 * or the one it was sent to). Browsers send Origin with every POST/PUT; its absence means
 * a non-browser client, which cookies alone cannot be forged from. 403 otherwise.
 */
export function assertSameOrigin(req: Request, config: Pick<AppConfig, 'publicUrl'>): void {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = req.headers.origin;
  if (origin === undefined) return;
  const own = [originOf(config.publicUrl), originOf(`${req.protocol}://${req.get('host') ?? 'localhost'}`)];
  if (own.includes(originOf(origin))) return;
  throw new CommonError('cross_origin', CROSS_ORIGIN_MESSAGE);
}

/**
 * Every admin route and every attachment (DESIGN §3 Admin): 401 `unauthorized` without a
 * logged-in account, 403 `forbidden` for an account that is not the admin. It runs before
 * any other guard, pipe or handler of the route, so nothing about the resource (whether an
 * id exists, whether the body is valid) is revealed first. The role is read afresh on every
 * request (session.serializer.ts), so a demoted admin loses access at once.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const user = currentUser(req);
    if (!user) throw new CommonError('unauthorized', ADMIN_UNAUTHORIZED_MESSAGE);
    if (user.role !== 'admin') throw new CommonError('forbidden', ADMIN_FORBIDDEN_MESSAGE);
    assertSameOrigin(req, this.config);
    return true;
  }
}

/** Put on a controller: every route of it is the admin's only. */
export function AdminOnly(): ClassDecorator & MethodDecorator {
  return applyDecorators(UseGuards(AdminGuard));
}
