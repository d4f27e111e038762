import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Post, Query, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { JsonOnly } from '../common/json-only.js';
import { clientKey, RateLimit } from '../common/rate-limit.js';
import { tooManyRequests } from '../common/throttle.js';
import { ACCOUNT_PASSPORT, type PassportInstance } from './account-passport.js';
import {
  type AuthResponse,
  type MeResponse,
  type OkResponse,
  PURCHASES_PAGE_SIZE,
  type PurchasesResponse,
} from '../../shared/api/account.js';
import { decodeCursor } from '../database/keyset.js';
import { PurchasesQueryDto } from './dto/purchases-query.dto.js';
import { AccountsService, INVALID_VERIFICATION_MESSAGE, OTHER_ACCOUNT_VERIFICATION_MESSAGE } from './accounts.service.js';
import { AuthErrorFilter } from './auth-error.filter.js';
import { type AccountUser, currentUser } from '../session/current-user.js';
import { LoginDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { ChangePasswordDto, ForgotPasswordDto, ResetPasswordDto, VerifyEmailDto } from './dto/password.dto.js';
import { LoggedInGuard } from './guards/logged-in.guard.js';
import { authenticateLocal } from './local.strategy.js';
import { LOGIN_THROTTLED_MESSAGE, LoginThrottle, REGISTER_THROTTLED_MESSAGE } from './login-throttle.js';
import { destroySession, logInSession } from '../session/session-auth.js';
import { SessionsService } from '../session/sessions.service.js';
import { AccountError } from './account.errors.js';
import { CommonError } from '../common/domain-error.js';
import { ApiAcceptedResponse, ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, OkDto } from '../common/api-docs.js';
import { AuthErrorBodyDto, AuthResponseDto, MeResponseDto, PurchasesResponseDto } from './dto/account-responses.dto.js';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';

export const ADMIN_PASSWORD_MESSAGE = "The admin's password is set with ADMIN_PASSWORD; change it there and restart.";

/** Per IP: reset e-mails asked for, and reset links tried. */
const FORGOT_PASSWORD_LIMIT = {
  name: 'forgot-password',
  rule: { points: 5, duration: 15 * 60 },
  message: 'Too many reset requests from your network. Please wait a few minutes and try again.',
};
const RESET_PASSWORD_LIMIT = {
  name: 'reset-password',
  rule: { points: 10, duration: 15 * 60 },
  message: 'Too many attempts. Please wait a few minutes and try again.',
};

/**
 * Accounts over HTTP (DESIGN §3): register, login, logout, the logged-in user, their
 * purchases, and the e-mail verification link. Failures of login and register carry the
 * spec's `error` next to `{ message, code }` (AuthErrorFilter).
 */
@ApiTags('account')
@Controller()
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly throttle: LoginThrottle,
    @Inject(ACCOUNT_PASSPORT) private readonly passport: PassportInstance,
    private readonly sessions: SessionsService,
  ) {}

  @Post('register')
  @ApiCreatedResponse({ type: AuthResponseDto, description: 'Registered and logged in' })
  @ApiResponse({ status: 400, type: AuthErrorBodyDto })
  @ApiResponse({ status: 409, type: AuthErrorBodyDto, description: 'username_taken or email_taken' })
  @ApiResponse({ status: 429, type: AuthErrorBodyDto })
  @ApiErrors(415)
  @HttpCode(HttpStatus.CREATED)
  @UseFilters(AuthErrorFilter)
  @JsonOnly()
  async register(@Body() dto: RegisterDto, @Req() req: Request): Promise<AuthResponse> {
    // Every attempt counts, refused ones too: probing names costs the same as registering.
    const verdict = await this.throttle.beginRegistration(clientKey(req.ip));
    if (!verdict.allowed) throw tooManyRequests(REGISTER_THROTTLED_MESSAGE, verdict);
    const user: AccountUser = await this.accounts.register(dto);
    return this.signIn(req, user);
  }

  @Post('login')
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiResponse({ status: 400, type: AuthErrorBodyDto })
  @ApiResponse({ status: 401, type: AuthErrorBodyDto, description: 'invalid_credentials' })
  @ApiResponse({ status: 429, type: AuthErrorBodyDto })
  @ApiErrors(415)
  @HttpCode(HttpStatus.OK)
  @UseFilters(AuthErrorFilter)
  @JsonOnly()
  async login(@Body() dto: LoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AuthResponse> {
    const ip = clientKey(req.ip);
    const verdict = await this.throttle.beginLogin(ip, dto.username);
    if (!verdict.allowed) throw tooManyRequests(LOGIN_THROTTLED_MESSAGE, verdict);
    const user = await authenticateLocal(this.passport, req, res);
    // The owner signs in only through /api/admin/login (its own, stricter throttle): here an
    // admin account gets the same answer as a wrong password.
    if (!user || user.role === 'admin') {
      throw new AccountError('invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
    }
    await this.throttle.loginSucceeded(ip, user.id);
    return this.signIn(req, user);
  }

  /** Ends the session on the server (the old cookie is worthless) and clears the cookie. Always 200. */
  @Post('logout')
  @ApiOkResponse({ type: OkDto })
  @ApiErrors(415)
  @HttpCode(HttpStatus.OK)
  @JsonOnly()
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ ok: true }> {
    const user = currentUser(req);
    // Orders this session paid while logged in stay with the account after the session goes.
    if (user) await this.accounts.linkSessionOrders(user, req.session?.paidOrderIds);
    await destroySession(req);
    this.sessions.clearCookie(res);
    return { ok: true };
  }

  /** Ends every session of the account, on every device, this one included. */
  @Post('account/sign-out-everywhere')
  @ApiCookieAuth()
  @ApiOkResponse({ type: OkDto })
  @ApiErrors(401, 415)
  @HttpCode(HttpStatus.OK)
  @UseGuards(LoggedInGuard)
  @JsonOnly()
  async signOutEverywhere(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ ok: true }> {
    const user = currentUser(req)!;
    await this.accounts.linkSessionOrders(user, req.session?.paidOrderIds);
    await this.accounts.endAllSessions(user.id);
    await destroySession(req);
    this.sessions.clearCookie(res);
    return { ok: true };
  }

  /** 'Forgot password?': 202 `{ ok: true }` whether or not an account owns the address; a link goes to an owned one. */
  @Post('account/forgot-password')
  @ApiAcceptedResponse({ type: OkDto, description: 'Always the same answer; a reset link goes to an address that has an account' })
  @ApiErrors(400, 415, 429)
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit(FORGOT_PASSWORD_LIMIT)
  @JsonOnly()
  async forgotPassword(@Body() dto: ForgotPasswordDto): Promise<OkResponse> {
    await this.accounts.requestPasswordReset(dto.email);
    return { ok: true };
  }

  /** The reset link's form: a new password, then every session of the account is over (this browser logs in again). */
  @Post('account/reset-password')
  @ApiOkResponse({ type: OkDto, description: 'The new password is set; every session of the account has ended' })
  @ApiErrors(400, 415, 429)
  @HttpCode(HttpStatus.OK)
  @RateLimit(RESET_PASSWORD_LIMIT)
  @JsonOnly()
  async resetPassword(@Body() dto: ResetPasswordDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<OkResponse> {
    const user = await this.accounts.resetPassword(dto.token, dto.password);
    // A browser logged in as that account loses its session too.
    if (currentUser(req)?.id === user.id) {
      await destroySession(req);
      this.sessions.clearCookie(res);
    }
    return { ok: true };
  }

  /** A new password given the current one: every other session of the account ends, this one goes on. */
  @Post('account/change-password')
  @ApiCookieAuth()
  @ApiOkResponse({ type: OkDto, description: "The new password is set; the account's other sessions have ended" })
  @ApiErrors(400, 401, 403, 415, 429)
  @HttpCode(HttpStatus.OK)
  @UseGuards(LoggedInGuard)
  @JsonOnly()
  async changePassword(@Body() dto: ChangePasswordDto, @Req() req: Request): Promise<OkResponse> {
    const user = currentUser(req)!;
    if (user.role === 'admin') throw new CommonError('forbidden', ADMIN_PASSWORD_MESSAGE);
    const ip = clientKey(req.ip);
    // Guessing the current password is a login attempt: the same counters.
    const verdict = await this.throttle.beginLogin(ip, user.username);
    if (!verdict.allowed) throw tooManyRequests(LOGIN_THROTTLED_MESSAGE, verdict);
    await this.accounts.linkSessionOrders(user, req.session?.paidOrderIds);
    const updated = await this.accounts.changePassword(user, dto.currentPassword, dto.newPassword);
    await this.throttle.loginSucceeded(ip, user.id);
    await logInSession(req, updated);
    return { ok: true };
  }

  @Get('me')
  // The buyer's name and e-mail: never kept by a browser or a proxy.
  @Header('Cache-Control', 'no-store')
  @ApiCookieAuth()
  @ApiOkResponse({ type: MeResponseDto })
  @ApiErrors(401)
  @UseGuards(LoggedInGuard)
  async me(@Req() req: Request): Promise<MeResponse> {
    const user = currentUser(req)!;
    return { user: { username: user.username, email: user.email, emailVerified: user.emailVerified } };
  }

  @Get('account/purchases')
  @ApiCookieAuth()
  @ApiOkResponse({ type: PurchasesResponseDto })
  @ApiErrors(401)
  @UseGuards(LoggedInGuard)
  async purchases(
    @Req() req: Request,
    @Query() q: PurchasesQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PurchasesResponse> {
    res.setHeader('Cache-Control', 'no-store');
    const cursor = q.cursor === undefined ? undefined : decodeCursor(q.cursor);
    if (cursor === null) throw new CommonError('validation_failed', 'cursor is not valid: pass the nextCursor of the previous page');
    return this.accounts.purchasesOf(currentUser(req)!, req.session?.paidOrderIds, { cursor, limit: q.limit ?? PURCHASES_PAGE_SIZE });
  }

  /**
   * The link in the verification e-mail. Opened in a browser logged in to its account, it
   * verifies, then the account page; anywhere else (another device, a mail scanner, the
   * address's owner when somebody else registered it) it verifies nothing and leads to the
   * login page, which sends the token (POST below) once its account has logged in.
   */
  @Get('account/verify')
  @ApiQuery({ name: 'token', description: 'From the verification e-mail' })
  @ApiResponse({
    status: 302,
    description: 'To /account?verified=1, verified=0 for a bad or expired link, or /login?verify=<token> without the account logged in',
  })
  async verify(@Query('token') token: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    const outcome = await this.accounts.confirmVerification(token, currentUser(req));
    const to = outcome === 'sign_in' ? `/login?verify=${token as string}` : `/account?verified=${outcome === 'verified' ? 1 : 0}`;
    res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }).redirect(302, to);
  }

  /** The verification link's token, sent by the login page once the link's account has logged in. */
  @Post('account/verify')
  @ApiCookieAuth()
  @ApiOkResponse({ type: OkDto, description: 'The e-mail is verified: its purchases are in the account' })
  @ApiErrors(400, 401, 415)
  @HttpCode(HttpStatus.OK)
  @UseGuards(LoggedInGuard)
  @JsonOnly()
  async verifyLoggedIn(@Body() dto: VerifyEmailDto, @Req() req: Request): Promise<OkResponse> {
    const outcome = await this.accounts.confirmVerification(dto.token, currentUser(req));
    if (outcome === 'verified') return { ok: true };
    throw new AccountError(
      'invalid_verification_token',
      outcome === 'sign_in' ? OTHER_ACCOUNT_VERIFICATION_MESSAGE : INVALID_VERIFICATION_MESSAGE,
    );
  }

  /** A fresh session id for the account, the session's paid orders carried over and linked. */
  private async signIn(req: Request, user: AccountUser): Promise<AuthResponse> {
    const paidOrderIds = req.session?.paidOrderIds;
    await logInSession(req, user);
    const current = await this.accounts.afterSignIn(user, paidOrderIds);
    (req as Request & { user?: AccountUser }).user = current;
    return {
      user: { username: current.username, email: current.email },
      // The first page: the account page asks for the rest.
      purchases: (await this.accounts.purchasesOf(current, paidOrderIds)).purchases,
    };
  }
}
