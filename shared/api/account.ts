/** Wire types of the account routes (spec §3). Pure types: used by the API and the web. */

/** The user as the browser keeps it (local storage `userData`). */
export interface UserView {
  username: string;
  email: string;
}

/** Spec §3 Purchase record: one guide of a paid order. */
export interface PurchaseRecord {
  /** The order item id (a string in records written by older versions). */
  id: number | string;
  guideSlug: string;
  /** When the order was paid (ISO 8601). */
  purchaseDate: string;
  /** The purchase e-mail. */
  email: string;
  downloadUrl: string;
  /** What was paid for this guide in cents ($9.99 for a bundle guide); absent in older stored records. */
  priceCents?: number;
}

/** POST /api/login (spec §3 Login payload): the username field also takes the account's e-mail. */
export interface LoginRequest {
  username: string;
  password: string;
}

/** POST /api/register (spec §3 Register payload). */
export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
}

/** POST /api/login and /api/register (on failure the body also carries `error`). */
export interface AuthResponse {
  user: UserView;
  purchases: PurchaseRecord[];
}

/** GET /api/me (401 when logged out). */
export interface MeResponse {
  user: UserView & {
    /** The e-mail is confirmed: purchases made with it are listed. */
    emailVerified: boolean;
  };
}

/** GET /api/account/purchases?cursor=&limit= : one page, newest payment first. */
export interface PurchasesResponse {
  purchases: PurchaseRecord[];
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
  /** Every purchase the account owns (all pages). */
  total: number;
}

/** Purchases per page of /api/account/purchases (and in the login and register answers). */
export const PURCHASES_PAGE_SIZE = 20;
export const PURCHASES_PAGE_MAX = 100;

/** POST /api/account/forgot-password: always 202 `{ ok: true }`, whether or not an account owns the address. */
export interface ForgotPasswordRequest {
  email: string;
}

/** POST /api/account/reset-password: the token of the e-mailed link and the new password. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
}

/**
 * POST /api/account/verify (logged in): the token of the verification e-mail's link, when
 * the link was opened without the session of its account (it leads to /login?verify=...).
 */
export interface VerifyEmailRequest {
  token: string;
}

/** POST /api/account/change-password (logged in): every other session of the account ends. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** The answer of the account routes that only say it worked. */
export interface OkResponse {
  ok: true;
}
