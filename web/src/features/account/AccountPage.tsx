import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { downloadUrlOf, findGuide, type Guide } from '@shared/catalogue';
import type { PurchaseRecord } from '@shared/api/account';
import type { OwnReview } from '@shared/api/reviews';
import { Footer } from '../../components/layout/Footer';
import { useToast } from '../../components/toast/toast-context';
import { trackDownload } from '../../lib/analytics';
import { usePageMeta } from '../../lib/usePageMeta';
import { useOwnReviews } from './api/account';
import { logout, signOutEverywhere } from './api/auth';
import { clearAccount } from './api/storage';
import { AccountReviewDialog } from './components/AccountReviewDialog';
import { DownloadHistory } from './components/DownloadHistory';
import { EmptyPurchases } from './components/EmptyPurchases';
import { ProfileCard } from './components/ProfileCard';
import { PurchaseCard } from './components/PurchaseCard';
import { SecurityCard } from './components/SecurityCard';
import { AccountHeader } from './sections/AccountHeader';
import { AccountHelpNote } from './sections/AccountHelpNote';
import { useAccountView } from './useAccountView';

/** Only our own download addresses are opened (the stored record could say anything). */
function downloadHref(purchase: PurchaseRecord, guide: Guide): string {
  return /^\/api\/download\/[a-z0-9-]+(\?[^#\s]*)?$/.test(purchase.downloadUrl) ? purchase.downloadUrl : downloadUrlOf(guide);
}

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
  const { view, loaded, nextCursor, loadingMore, loadMore } = useAccountView();
  const [loggingOut, setLoggingOut] = useState(false);
  const [reviewing, setReviewing] = useState<Guide | null>(null);
  const ownReviews = useOwnReviews(loaded);

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
          <AccountHeader username={view.username} onLogout={onLogout} loggingOut={loggingOut} />

          {/* On a phone the guides come right after the profile (what a buyer came for), the
              password and history cards after them; on a wide screen those sit in the left
              column under the profile, the guides on the right. */}
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 3, md: 4 },
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' },
              gridTemplateRows: { md: 'auto 1fr' },
              gridTemplateAreas: { xs: '"profile" "purchases" "more"', md: '"profile purchases" "more purchases"' },
              alignItems: 'start',
            }}
          >
            <Box sx={{ gridArea: 'profile', minWidth: 0 }}>
              <ProfileCard username={view.username} email={view.email} emailVerified={view.emailVerified} hasGuides={owned.length > 0} />
            </Box>
            <Box component="section" aria-labelledby="purchases-heading" sx={{ gridArea: 'purchases', minWidth: 0 }}>
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
                      <Button variant="outlined" onClick={() => void loadMore()} disabled={loadingMore}>
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
            <Box sx={{ gridArea: 'more', display: 'grid', gap: { xs: 3, md: 4 }, minWidth: 0 }}>
              <SecurityCard username={view.username} onSignOutEverywhere={onSignOutEverywhere} signingOut={loggingOut} />
              {view.online && <DownloadHistory />}
            </Box>
          </Box>

          <AccountHelpNote />
        </Container>
      </Box>
      <Footer />
    </Box>
  );
}

export { AccountPage as Component };
