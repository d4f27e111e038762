import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { destroySession, logInSession } from '../session/session-auth.js';
import { SessionsService } from '../session/sessions.service.js';
import { JsonOnly } from '../common/json-only.js';
import { clientKey } from '../common/rate-limit.js';
import { tooManyRequests } from '../common/throttle.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { AdminLoginThrottle, adminLoginThrottledMessage } from './admin-login-throttle.js';
import { AdminUsersService } from '../account/admin-users.service.js';
import { ADMIN_UNAUTHORIZED_MESSAGE, assertSameOrigin, currentAdmin } from './admin.guard.js';
import { AdminLoginDto } from './dto/admin-login.dto.js';
import { JsonOrEmptyGuard } from './json-or-empty.guard.js';
import { AccountError } from '../account/account.errors.js';
import { CommonError } from '../common/domain-error.js';

/** Spec §8: the admin login form shows this for any failure. */
export const INVALID_ADMIN_CREDENTIALS_MESSAGE = 'Invalid admin credentials.';
/** An admin session lasts 12 hours from login (a buyer's: 30 days). */
export const ADMIN_SESSION_MS = 12 * 60 * 60 * 1000;

export interface AdminSessionResponse {
  admin: { email: string };
}

/**
 * The admin's session (spec §2 Admin, §7): login, logout and "who is logged in". These are
 * the only /api/admin routes without AdminGuard. The admin is an account with role
 * 'admin' logged into the same server session as buyers (passport), so a reload keeps
 * the admin logged in.
 */
@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly admins: AdminUsersService,
    private readonly throttle: AdminLoginThrottle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * 200 `{ admin: { email } }` and a new session id; 401 for a wrong e-mail or password
   * or an account that is not the admin (all alike); 429 over the throttle.
   */
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @JsonOnly()
  async login(@Body() dto: AdminLoginDto, @Req() req: Request): Promise<AdminSessionResponse> {
    assertSameOrigin(req, this.config);
    const ip = clientKey(req.ip);
    const verdict = await this.throttle.begin(ip, dto.email);
    if (!verdict.allowed) throw tooManyRequests(adminLoginThrottledMessage(verdict.resetInS), verdict);
    const admin = await this.admins.verifyAdmin(dto.email, dto.password);
    if (!admin) throw new AccountError('invalid_credentials', INVALID_ADMIN_CREDENTIALS_MESSAGE);
    await this.throttle.succeeded(ip, dto.email);
    await logInSession(req, admin, { maxAgeMs: ADMIN_SESSION_MS });
    return { admin: { email: admin.email } };
  }

  /** Ends the session on the server and clears the cookie. Always 200 (nothing to end is fine). */
  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @UseGuards(JsonOrEmptyGuard)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ ok: true }> {
    assertSameOrigin(req, this.config);
    await destroySession(req);
    this.sessions.clearCookie(res);
    return { ok: true };
  }

  /** 200 `{ admin: { email } }` for an admin session, 401 otherwise (a buyer's session too). */
  @Get('session')
  session(@Req() req: Request, @Res({ passthrough: true }) res: Response): AdminSessionResponse {
    res.setHeader('Cache-Control', 'no-store');
    const admin = currentAdmin(req);
    if (!admin) throw new CommonError('unauthorized', ADMIN_UNAUTHORIZED_MESSAGE);
    return { admin: { email: admin.email } };
  }
}
