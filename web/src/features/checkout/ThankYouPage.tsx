import CheckRounded from '@mui/icons-material/CheckRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import EastRounded from '@mui/icons-material/EastRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { checkoutAccent, downloadUrlOf, findGuide, type Guide } from '@catalogue/catalogue';
import { priceOrder, UPSELL_CENTS } from '@catalogue/pricing';
import { initAnalytics, trackDownload, trackPurchase } from '../../lib/analytics';
import { SUPPORT_EMAIL } from '../../lib/site';
import { usePageMeta } from '../../lib/usePageMeta';
import { brand } from '../../theme/theme';
import { GuideCover, SlugLabel } from '../../components/guides/GuideCard';
import { useShopConfig } from './api/config';
import { completePurchaseOnce, type CompletePurchaseResponse } from './api/purchase';

export const THANK_YOU_TEXT = {
  loading: 'Verifying your payment...',
  invalidAccess: 'Invalid access. Please complete your purchase through our checkout.',
  missingInfo: 'Missing payment information. Please contact support.',
  failed: 'Unable to complete your purchase. Please contact support.',
} as const;

interface Purchase {
  paymentIntentId: string;
  email: string;
  guideSlug: string;
  guide: Guide;
  upsells: Guide[];
}

type Check = { kind: 'invalid'; message: string } | { kind: 'unknown-guide' } | { kind: 'ok'; purchase: Purchase };

/** Spec §4/§5: payment_intent, then email and guide are required. */
function checkQuery(params: URLSearchParams, routeSlug: string | undefined): Check {
  const paymentIntentId = params.get('payment_intent')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';
  const guideSlug = params.get('guide')?.trim() || routeSlug || '';
  if (!paymentIntentId) return { kind: 'invalid', message: THANK_YOU_TEXT.invalidAccess };
  if (!email || !guideSlug) return { kind: 'invalid', message: THANK_YOU_TEXT.missingInfo };
  const guide = findGuide(guideSlug);
  if (!guide) return { kind: 'unknown-guide' };
  const seen = new Set<string>([guide.slug]);
  const upsells: Guide[] = [];
  for (const slug of (params.get('upsells') ?? '').split(',')) {
    const g = findGuide(slug.trim());
    if (g && !seen.has(g.slug)) {
      seen.add(g.slug);
      upsells.push(g);
    }
  }
  return { kind: 'ok', purchase: { paymentIntentId, email, guideSlug: guide.slug, guide, upsells } };
}

/** Purchases already reported to analytics in this page load (one report per purchase). */
const tracked = new Set<string>();

/* ------------------------------------------------------------------------------------ */

function Centered({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return (
    <Box
      component="section"
      aria-labelledby={labelledBy}
      sx={{ py: { xs: 8, md: 12 }, minHeight: { xs: '60vh', md: '62vh' }, display: 'flex', alignItems: 'center' }}
    >
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        {children}
      </Container>
    </Box>
  );
}

function Verifying() {
  return (
    <Centered>
      <Box role="status" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3, py: 6 }}>
        <CircularProgress color="secondary" size={44} aria-hidden />
        <Typography variant="h5" component="p">
          {THANK_YOU_TEXT.loading}
        </Typography>
      </Box>
    </Centered>
  );
}

function PaymentIssue({ message, supportEmail }: { message: string; supportEmail: string }) {
  return (
    <Centered labelledBy="payment-issue-heading">
      <Box
        aria-hidden
        sx={{ width: 72, height: 72, mx: 'auto', mb: 3, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: '#FDECEA', color: brand.danger }}
      >
        <ErrorOutlineRounded sx={{ fontSize: 40 }} />
      </Box>
      <Typography id="payment-issue-heading" variant="h1" sx={{ mb: 2, fontSize: { xs: '2.2rem', md: '3rem' } }}>
        Payment Issue
      </Typography>
      <Typography role="alert" variant="subtitle1" sx={{ mb: 2, fontWeight: 600 }}>
        {message}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 4 }}>
        If you were charged or need a hand, contact our support team at{' '}
        <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link> and we will sort it out within 24 hours.
      </Typography>
      <Button component={RouterLink} to="/guides" variant="contained" size="large" endIcon={<EastRounded />}>
        Browse Guides
      </Button>
    </Centered>
  );
}

function UnknownGuideThanks({ supportEmail }: { supportEmail: string }) {
  return (
    <Centered labelledBy="thanks-heading">
      <Typography id="thanks-heading" variant="h1" sx={{ mb: 2, fontSize: { xs: '2.2rem', md: '3rem' } }}>
        Thank you for your purchase!
      </Typography>
      <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 4 }}>
        We could not match this order to one of our guides. If you need a hand with your download, write to us at{' '}
        <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>.
      </Typography>
      <Link component={RouterLink} to="/" sx={{ fontSize: '1.05rem' }}>
        ← Back to home
      </Link>
    </Centered>
  );
}

interface SuccessProps {
  purchase: Purchase;
  result: CompletePurchaseResponse;
}

function PaymentSuccess({ purchase, result }: SuccessProps) {
  const navigate = useNavigate();
  const accent = checkoutAccent(purchase.guide.slug);
  const guides = [purchase.guide, ...purchase.upsells];
  const serverUrls = new Map((result.order?.items ?? []).map((item) => [item.slug, item.downloadUrl]));
  const orderNumber = result.order?.number;

  const download = (g: Guide) => {
    window.open(serverUrls.get(g.slug) || downloadUrlOf(g), '_blank');
    trackDownload(g.title);
  };

  const openAccount = () => {
    try {
      window.sessionStorage.setItem('userEmail', purchase.email);
    } catch {
      // Storage can be unavailable (private mode); the account page then asks to log in.
    }
    navigate('/account');
  };

  return (
    <Box component="section" aria-labelledby="success-heading" sx={{ pb: { xs: 8, md: 12 } }}>
      <Box sx={{ bgcolor: accent.soft, borderBottom: '1px solid', borderColor: 'divider' }}>
        <Container maxWidth="md" sx={{ py: { xs: 5, md: 7 }, textAlign: 'center' }}>
          <Box
            aria-hidden
            sx={{
              width: 72,
              height: 72,
              mx: 'auto',
              mb: 3,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: accent.main,
              color: accent.contrastText,
              boxShadow: '0 12px 30px -12px rgba(28,25,23,0.45)',
            }}
          >
            <CheckRounded sx={{ fontSize: 42 }} />
          </Box>
          <Typography id="success-heading" variant="h1" sx={{ mb: 2, fontSize: { xs: '2.2rem', md: '3rem' } }}>
            Payment Successful!
          </Typography>
          <Typography variant="subtitle1" color="text.secondary" sx={{ maxWidth: 560, mx: 'auto' }}>
            Thank you for your purchase. Your {guides.length === 1 ? 'guide is' : 'guides are'} ready to download
            below, and a receipt is on its way to{' '}
            <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
              {purchase.email}
            </Box>
            .
          </Typography>
          {orderNumber && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              Order number: <Box component="strong" sx={{ color: 'text.primary' }}>{orderNumber}</Box>
            </Typography>
          )}
        </Container>
      </Box>

      <Container maxWidth="md" sx={{ pt: { xs: 4, md: 6 } }}>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          Your guides
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {guides.map((g) => (
            <Card component="li" key={g.slug} sx={{ display: 'flex', alignItems: 'center', gap: { xs: 2, sm: 3 }, p: { xs: 2, sm: 2.5 }, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
              <GuideCover
                guide={g}
                decorative
                sx={{ display: 'block', width: { xs: 56, sm: 64 }, height: 'auto', flexShrink: 0, borderRadius: '2px 4px 4px 2px', boxShadow: '0 8px 16px -8px rgba(28,25,23,0.5)' }}
              />
              <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
                <SlugLabel guide={g} />
                <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem', lineHeight: 1.3 }}>
                  {g.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {g.pages}-page PDF
                </Typography>
              </Box>
              <Button
                variant="contained"
                onClick={() => download(g)}
                startIcon={<DownloadRounded />}
                aria-label={`Download ${g.title}`}
                sx={{ width: { xs: '100%', sm: 'auto' }, flexShrink: 0 }}
              >
                Download
              </Button>
            </Card>
          ))}
        </Box>

        <Card sx={{ mt: 4, p: { xs: 2.5, sm: 3 }, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', bgcolor: brand.ivory }}>
          <Box sx={{ minWidth: 0, flex: '1 1 280px' }}>
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
              Re-download any time
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Create an account or log in with {purchase.email} to keep your guides in one place.
            </Typography>
          </Box>
          <Button variant="outlined" onClick={openAccount} endIcon={<EastRounded />}>
            Access My Account
          </Button>
        </Card>
      </Container>
    </Box>
  );
}

/* ------------------------------------------------------------------------------------ */

type Completion =
  | { key: string; status: 'done'; result: CompletePurchaseResponse }
  | { key: string; status: 'failed' };

export function ThankYouPage() {
  const [params] = useSearchParams();
  const { slug: routeSlug } = useParams();
  const { data: config } = useShopConfig();
  const supportEmail = config?.supportEmail || SUPPORT_EMAIL;

  const check = useMemo(() => checkQuery(params, routeSlug), [params, routeSlug]);
  const purchase = check.kind === 'ok' ? check.purchase : null;
  const purchaseKey = purchase
    ? JSON.stringify([purchase.paymentIntentId, purchase.email, purchase.guideSlug, purchase.upsells.map((g) => g.slug)])
    : '';

  const [completion, setCompletion] = useState<Completion | null>(null);

  useEffect(() => {
    if (!purchase) return;
    let current = true;
    completePurchaseOnce({
      paymentIntentId: purchase.paymentIntentId,
      email: purchase.email,
      guideSlug: purchase.guideSlug,
      upsellSlugs: purchase.upsells.map((g) => g.slug),
    })
      .then((result) => {
        if (current) setCompletion({ key: purchaseKey, status: 'done', result });
      })
      .catch((e: unknown) => {
        console.error('Could not complete the purchase', e);
        if (current) setCompletion({ key: purchaseKey, status: 'failed' });
      });
    return () => {
      current = false;
    };
    // purchaseKey captures every value of `purchase` that the request uses.
  }, [purchaseKey]);

  const outcome = completion?.key === purchaseKey ? completion : null;
  const succeeded = purchase && outcome?.status === 'done' ? outcome.result : null;

  // Spec §7: the conversion, the purchase event and the pixel Purchase, once per purchase.
  useEffect(() => {
    if (!purchase || !succeeded || !config) return;
    if (tracked.has(purchase.paymentIntentId)) return;
    tracked.add(purchase.paymentIntentId);
    initAnalytics(config);
    const main = purchase.guide;
    trackPurchase({
      transactionId: purchase.paymentIntentId,
      valueCents: succeeded.order?.totalCents ?? priceOrder(main, purchase.upsells.length).totalCents,
      items: [
        { id: main.slug, name: main.title, priceCents: main.saleCents },
        ...purchase.upsells.map((g) => ({ id: g.slug, name: g.title, priceCents: UPSELL_CENTS })),
      ],
    });
  }, [purchase, succeeded, config]);

  let title: string;
  let body: ReactNode;
  if (check.kind === 'invalid') {
    title = 'Payment Issue';
    body = <PaymentIssue message={check.message} supportEmail={supportEmail} />;
  } else if (check.kind === 'unknown-guide') {
    title = 'Thank you for your purchase!';
    body = <UnknownGuideThanks supportEmail={supportEmail} />;
  } else if (!outcome) {
    title = 'Verifying your payment';
    body = <Verifying />;
  } else if (outcome.status === 'failed' || !succeeded) {
    title = 'Payment Issue';
    body = <PaymentIssue message={THANK_YOU_TEXT.failed} supportEmail={supportEmail} />;
  } else {
    title = 'Payment Successful!';
    body = <PaymentSuccess purchase={check.purchase} result={succeeded} />;
  }

  usePageMeta(title, 'Your Threadwise order: download your fabric guides.');
  return body;
}

export { ThankYouPage as Component };
