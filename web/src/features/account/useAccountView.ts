import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { PurchaseRecord } from '@shared/api/account';
import { useToast } from '../../components/toast/toast-context';
import { fetchPurchasesPage, isSignedOut, useAccount } from './api/account';
import { clearAccount, readStoredAccount } from './api/storage';

export interface AccountView {
  username: string;
  email: string;
  emailVerified: boolean;
  purchases: PurchaseRecord[];
  /** Every purchase (the server pages them); null when offline. */
  total: number | null;
  /** Whether the server has more (a next page). */
  online: boolean;
}

const VERIFIED_TOASTS = {
  '1': { title: 'E-mail confirmed', description: 'Purchases made with your e-mail now appear in your account.' },
  '0': {
    title: 'Link not valid',
    description: 'This confirmation link is invalid or has expired. Log in again to get a new one.',
    variant: 'destructive' as const,
  },
};

/**
 * The account page's data: the stored user refreshed from the server (null until this
 * visit's answer is in), the purchases pages after the first ('Show more purchases'), and
 * the redirects to /login for a visitor without a stored user or a session the server no
 * longer knows.
 */
export function useAccountView() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [params] = useSearchParams();
  const [stored] = useState(readStoredAccount);
  const account = useAccount(stored.kind === 'ok' ? stored.user.username : null);
  // Pages after the first, loaded with 'Show more purchases'.
  const [more, setMore] = useState<{ purchases: PurchaseRecord[]; cursor: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  // The e-mail verification link lands here with ?verified=1 (or 0): say so, then drop it from the address.
  const verified = params.get('verified');

  useEffect(() => {
    if (verified === '1' || verified === '0') toast(VERIFIED_TOASTS[verified]);
    if (stored.kind !== 'ok') {
      if (stored.kind === 'invalid') clearAccount();
      navigate('/login', { replace: true });
      return;
    }
    if (verified !== null) navigate('/account', { replace: true });
  }, [navigate, toast, verified, stored]);

  const signedOut = isSignedOut(account.error);
  useEffect(() => {
    if (signedOut) navigate('/login', { replace: true });
  }, [signedOut, navigate]);

  // Shown only once this visit's answer is in (refunds gone, newly confirmed purchases there).
  let view: AccountView | null = null;
  if (stored.kind === 'ok' && !signedOut && !account.isValidating) {
    view = account.data
      ? {
          ...account.data.user,
          purchases: [...account.data.purchases, ...(more?.purchases ?? [])],
          total: account.data.total,
          online: true,
        }
      : // Server unreachable: what this browser remembers.
        { ...stored.user, emailVerified: true, purchases: stored.purchases, total: null, online: false };
  }

  const nextCursor = more ? more.cursor : (account.data?.nextCursor ?? null);
  const loadMore = async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await fetchPurchasesPage(nextCursor);
      setMore((m) => ({ purchases: [...(m?.purchases ?? []), ...page.purchases], cursor: page.nextCursor }));
    } catch {
      toast({ title: 'Could not load more', description: 'Your purchases could not be loaded. Please try again.', variant: 'destructive' });
    } finally {
      setLoadingMore(false);
    }
  };

  return { view, loaded: account.data !== undefined, nextCursor, loadingMore, loadMore };
}
