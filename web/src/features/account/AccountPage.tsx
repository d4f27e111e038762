import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { downloadUrlOf, findGuide, type Guide } from '@shared/catalogue';
import { Footer } from '../../components/layout/Footer';
import { useToast } from '../../components/toast/toast-context';
import { trackDownload } from '../../lib/analytics';
import { usePageMeta } from '../../lib/usePageMeta';
import { brand } from '../../theme/palette';
import { fetchPurchasesPage, isSignedOut, useAccount, useOwnReviews } from './api/account';
import { logout, signOutEverywhere } from './api/auth';
import type { PurchaseRecord } from '@shared/api/account';
import { clearAccount, readStoredAccount } from './api/storage';
import type { OwnReview } from '@shared/api/reviews';
import { AccountReviewDialog } from './components/AccountReviewDialog';
import { DownloadHistory } from './components/DownloadHistory';
import { EmptyPurchases } from './components/EmptyPurchases';
import { ProfileCard } from './components/ProfileCard';
import { PurchaseCard } from './components/PurchaseCard';
import { SecurityCard } from './components/SecurityCard';

interface AccountView {
  username: string;
  email: string;
  emailVerified: boolean;
  purchases: PurchaseRecord[];
  /** Every purchase (the server pages them); null when offline. */
  total: number | null;
  /** Whether the server has more (a next page). */
  online: boolean;
}

/** Only our own download addresses are opened (the stored record could say anything). */
function downloadHref(purchase: PurchaseRecord, guide: Guide): string {
  return /^\/api\/download\/[a-z0-9-]+(\?[^#\s]*)?$/.test(purchase.downloadUrl) ? purchase.downloadUrl : downloadUrlOf(guide);
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
 * /account ('Your Guides', spec §2 and §4): a spinner, then the logged-in view, or nothing
 * while a visitor without stored user data goes to /login. The stored user and purchases
 * are refreshed from the server before they are shown (refunds disappear, purchases of a
 * newly confirmed e-mail appear); a session the server no longer knows goes to /login.
 */
export function AccountPage() {
  usePageMeta('Your Guides', 'Your Threadwise account: access and download your purchased fabric guides anytime.');
  const navigate = useNavigate();
  const { toast } = useToast();
  const [params] = useSearchParams();
  const [stored] = useState(readStoredAccount);
  const account = useAccount(stored.kind === 'ok' ? stored.user.username : null);
  const [loggingOut, setLoggingOut] = useState(false);
  // Pages after the first, loaded with 'Show more purchases'.
  const [more, setMore] = useState<{ purchases: PurchaseRecord[]; cursor: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [reviewing, setReviewing] = useState<Guide | null>(null);
  const ownReviews = useOwnReviews(account.data !== undefined);

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

  if (!view) {
    return (
      <Box sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center' }}>
        <Box role="status" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
          <CircularProgress color="secondary" size={44} aria-label="Loading your account" />
        </Box>
      </Box>
    );
  }

  const owned = view.purchases.flatMap((p) => {
    const guide = findGuide(p.guideSlug);
    return guide ? [{ purchase: p, guide }] : [];
  });

  const nextCursor = more ? more.cursor : (account.data?.nextCursor ?? null);
  const onMore = async () => {
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
  const reviewOf = (slug: string): OwnReview | null => ownReviews.data?.reviews.find((r) => r.guideSlug === slug) ?? null;
  const onReviewSaved = (review: OwnReview) => {
    setReviewing(null);
    void ownReviews.mutate(
      (current) => current && { ...current, reviews: [...current.reviews.filter((r) => r.guideSlug !== review.guideSlug), review] },
      { revalidate: false },
    );
    toast({ title: 'Thank you for your review!', description: 'It will appear on the guide page once the shop has checked it.' });
  };

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } catch {
      // The server session may be gone already; this browser forgets the user regardless.
    }
    clearAccount();
    toast({ title: 'Logged out', description: "You've been successfully logged out." });
    navigate('/');
  };

  const onSignOutEverywhere = async () => {
    setLoggingOut(true);
    try {
      await signOutEverywhere();
    } catch {
      setLoggingOut(false);
      toast({ title: 'Sign-out failed', description: 'Could not sign you out everywhere. Please try again.', variant: 'destructive' });
      return;
    }
    clearAccount();
    toast({ title: 'Signed out everywhere', description: 'Every session of your account has ended, on every device.' });
    navigate('/login');
  };

  const onDownload = (purchase: PurchaseRecord, guide: Guide) => {
    window.open(downloadHref(purchase, guide), '_blank');
    trackDownload(guide.title);
    toast({ title: 'Download started', description: `Downloading ${guide.title}` });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: { xs: 'calc(100vh - 65px)', md: '100vh' } }}>
      <Box component="section" aria-labelledby="account-heading" sx={{ flex: 1, pt: { xs: 4, md: 7 }, pb: { xs: 6, md: 9 } }}>
        <Container maxWidth="lg">
          <Box
            component="header"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'flex-end',
              justifyContent: 'space-between',
              gap: 2.5,
              mb: { xs: 3.5, md: 5 },
            }}
          >
            <Box sx={{ minWidth: 0, flex: '1 1 420px' }}>
              <Typography variant="overline" component="p" color="secondary" sx={{ mb: 1 }}>
                Your Guides
              </Typography>
              <Typography
                id="account-heading"
                variant="h1"
                sx={{ fontSize: { xs: '1.95rem', sm: '2.6rem', md: '3.1rem' }, mb: 1.25, overflowWrap: 'anywhere' }}
              >
                Welcome back, {view.username}!
              </Typography>{' '}
              <Typography variant="subtitle1" color="text.secondary">
                Access and download your purchased fabric guides anytime.
              </Typography>
            </Box>
            <Button variant="outlined" onClick={onLogout} disabled={loggingOut} startIcon={<LogoutRounded />}>
              Log Out
            </Button>
          </Box>

          <Box
            sx={{
              display: 'grid',
              gap: { xs: 3, md: 4 },
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, minWidth: 0 }}>
              <ProfileCard username={view.username} email={view.email} emailVerified={view.emailVerified} />
              <SecurityCard username={view.username} onSignOutEverywhere={onSignOutEverywhere} signingOut={loggingOut} />
              {view.online && <DownloadHistory />}
            </Box>

            <Box component="section" aria-labelledby="purchases-heading" sx={{ minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mb: 2 }}>
                <Typography id="purchases-heading" variant="h4" component="h2">
                  Your Purchased Guides
                </Typography>
                {owned.length > 0 && (
                  <Typography component="span" color="text.secondary" sx={{ fontWeight: 600 }}>
                    ({view.total ?? owned.length})
                  </Typography>
                )}
              </Box>
              {owned.length === 0 ? (
                <EmptyPurchases unconfirmedEmail={view.emailVerified ? undefined : view.email} />
              ) : (
                <Box sx={{ display: 'grid', gap: 2 }}>
                  {owned.map(({ purchase, guide }) => (
                    <PurchaseCard
                      key={`${purchase.id}-${guide.slug}`}
                      purchase={purchase}
                      guide={guide}
                      onDownload={() => onDownload(purchase, guide)}
                      reviewLabel={reviewOf(guide.slug) ? 'Edit your review' : 'Write a review'}
                      onReview={ownReviews.data ? () => setReviewing(guide) : undefined}
                    />
                  ))}
                  {nextCursor && (
                    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 1 }}>
                      <Typography variant="body2" color="text.secondary">
                        Showing {view.purchases.length} of {view.total ?? view.purchases.length} purchases
                      </Typography>
                      <Button variant="outlined" onClick={() => void onMore()} disabled={loadingMore}>
                        {loadingMore ? 'Loading...' : 'Show more purchases'}
                      </Button>
                    </Box>
                  )}
                </Box>
              )}
              {reviewing && ownReviews.data && (
                <AccountReviewDialog
                  guide={reviewing}
                  existing={reviewOf(reviewing.slug)}
                  defaultDisplayName={ownReviews.data.defaultDisplayName}
                  onClose={() => setReviewing(null)}
                  onSaved={onReviewSaved}
                />
              )}
            </Box>
          </Box>

          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              mt: { xs: 4, md: 5 },
              textAlign: 'center',
              bgcolor: brand.paper,
              border: `1px solid ${brand.line}`,
              borderRadius: 3,
              p: 2,
            }}
          >
            Need help with a download?{' '}
            <Link component={RouterLink} to="/contact">
              Contact us
            </Link>{' '}
            or{' '}
            <Link component={RouterLink} to="/guides">
              browse more guides
            </Link>
            .
          </Typography>
        </Container>
      </Box>
      <Footer />
    </Box>
  );
}

export { AccountPage as Component };
