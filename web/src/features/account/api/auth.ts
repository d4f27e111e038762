import { ApiError, apiJson } from '../../../lib/api-client';
import type {
  AuthResponse,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  LoginRequest,
  OkResponse,
  RegisterRequest,
  ResetPasswordRequest,
  VerifyEmailRequest,
} from '@shared/api/account';

/** POST /api/login */
export function login(body: LoginRequest): Promise<AuthResponse> {
  return apiJson<AuthResponse>('POST', '/api/login', body);
}

/** POST /api/register */
export function register(body: RegisterRequest): Promise<AuthResponse> {
  return apiJson<AuthResponse>('POST', '/api/register', body);
}

/** POST /api/logout: ends the session on the server (JSON body, as every state change). */
export async function logout(): Promise<void> {
  await apiJson<OkResponse>('POST', '/api/logout', {});
}

/** POST /api/account/forgot-password: the same answer whether or not an account has the address. */
export function forgotPassword(body: ForgotPasswordRequest): Promise<OkResponse> {
  return apiJson<OkResponse>('POST', '/api/account/forgot-password', body);
}

/** POST /api/account/reset-password: the e-mailed link's token and the new password. */
export function resetPassword(body: ResetPasswordRequest): Promise<OkResponse> {
  return apiJson<OkResponse>('POST', '/api/account/reset-password', body);
}

/** POST /api/account/verify (logged in): the e-mail confirmation link's token. */
export function verifyEmail(body: VerifyEmailRequest): Promise<OkResponse> {
  return apiJson<OkResponse>('POST', '/api/account/verify', body);
}

/** POST /api/account/change-password: this session goes on, every other one ends. */
export function changePassword(body: ChangePasswordRequest): Promise<OkResponse> {
  return apiJson<OkResponse>('POST', '/api/account/change-password', body);
}

/** POST /api/account/sign-out-everywhere: every session of the account ends, this one too. */
export function signOutEverywhere(): Promise<OkResponse> {
  return apiJson<OkResponse>('POST', '/api/account/sign-out-everywhere', {});
}

/** The server's `error` (or `message`) of a failed call, when it sent one. */
export function serverError(e: unknown): string | undefined {
  if (!(e instanceof ApiError)) return undefined;
  try {
    const body = JSON.parse(e.body) as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string' && body.error) return body.error;
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not our JSON: no server message.
  }
  return undefined;
}
