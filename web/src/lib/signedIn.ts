import { useSyncExternalStore } from 'react';

/** Spec §3: the signed-in user lives in local storage `userData` ({ username, email }). */
const USER_DATA_KEY = 'userData';
const CHANGED = 'shop:account-changed';

/** The account feature calls this after it stores or forgets the user, so the header follows at once. */
export function notifyAccountChanged(): void {
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  // Another tab signing in or out.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function snapshot(): string | null {
  try {
    const raw = window.localStorage.getItem(USER_DATA_KEY);
    if (raw === null) return null;
    const user = JSON.parse(raw) as { username?: unknown };
    return typeof user.username === 'string' && user.username !== '' ? user.username : null;
  } catch {
    return null;
  }
}

/** The signed-in username this browser knows, or null (always null in the pre-rendered HTML). */
export function useSignedInName(): string | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
