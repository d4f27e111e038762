/**
 * The logged-in user and their purchases in browser storage (spec §3): local storage
 * `userData` ({ username, email }) and `userPurchases` (a list of purchase records), and
 * session storage `userEmail` (set by 'Access My Account' on the thank-you page).
 */
import type { PurchaseRecord, UserView } from '@shared/api/account';
import { notifyAccountChanged } from '../../../lib/signedIn';

export const USER_DATA_KEY = 'userData';
export const USER_PURCHASES_KEY = 'userPurchases';
export const USER_EMAIL_KEY = 'userEmail';

export type StoredAccount = { kind: 'missing' } | { kind: 'invalid' } | { kind: 'ok'; user: UserView; purchases: PurchaseRecord[] };

function isUser(v: unknown): v is UserView {
  const u = v as Partial<UserView> | null;
  return typeof u === 'object' && u !== null && typeof u.username === 'string' && u.username !== '' && typeof u.email === 'string';
}

function isPurchase(v: unknown): v is PurchaseRecord {
  const p = v as Partial<PurchaseRecord> | null;
  return (
    typeof p === 'object' &&
    p !== null &&
    (typeof p.id === 'number' || typeof p.id === 'string') &&
    typeof p.guideSlug === 'string' &&
    typeof p.purchaseDate === 'string' &&
    typeof p.email === 'string' &&
    typeof p.downloadUrl === 'string'
  );
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** What the browser keeps: missing (no user), invalid (unparsable) or the user and purchases. */
export function readStoredAccount(): StoredAccount {
  const s = storage();
  const rawUser = s?.getItem(USER_DATA_KEY) ?? null;
  if (rawUser === null) return { kind: 'missing' };
  try {
    const user: unknown = JSON.parse(rawUser);
    const rawPurchases = s?.getItem(USER_PURCHASES_KEY) ?? null;
    const purchases: unknown = rawPurchases === null ? [] : JSON.parse(rawPurchases);
    if (!isUser(user) || !Array.isArray(purchases)) return { kind: 'invalid' };
    return { kind: 'ok', user: { username: user.username, email: user.email }, purchases: purchases.filter(isPurchase) };
  } catch {
    return { kind: 'invalid' };
  }
}

export function saveAccount(user: UserView, purchases: PurchaseRecord[]): void {
  const s = storage();
  if (!s) return;
  try {
    s.setItem(USER_DATA_KEY, JSON.stringify({ username: user.username, email: user.email }));
    s.setItem(USER_PURCHASES_KEY, JSON.stringify(purchases));
  } catch {
    // Full or blocked storage: the account page reads the server anyway.
  }
  notifyAccountChanged();
}

export function clearAccount(): void {
  const s = storage();
  s?.removeItem(USER_DATA_KEY);
  s?.removeItem(USER_PURCHASES_KEY);
  notifyAccountChanged();
}

/** The purchase e-mail left by the thank-you page's 'Access My Account', if any. */
export function readPurchaseEmail(): string {
  try {
    return window.sessionStorage.getItem(USER_EMAIL_KEY)?.trim() ?? '';
  } catch {
    return '';
  }
}

export function clearPurchaseEmail(): void {
  try {
    window.sessionStorage.removeItem(USER_EMAIL_KEY);
  } catch {
    // Nothing to clear.
  }
}
