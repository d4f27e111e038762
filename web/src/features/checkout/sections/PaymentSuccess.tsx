import CheckRounded from '@mui/icons-material/CheckRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import EastRounded from '@mui/icons-material/EastRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { checkoutAccent, downloadUrlOf, type Guide } from '@shared/catalogue';
import { GuideCover, SlugLabel } from '../../../components/guides/GuideCard';
import { trackDownload } from '../../../lib/analytics';
import { brand, inkA } from '../../../theme/palette';
import { shadows } from '../../../theme/shadows';
import type { PurchaseResponse } from '@shared/api/checkout';
import type { Purchase } from '../thankYou';

interface SuccessProps {
  purchase: Purchase;
  result: PurchaseResponse;
}

/** Paid: the order, a download button per guide, and a way to the account page. */
export function PaymentSuccess({ purchase, result }: SuccessProps) {
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
            data-testid="success-badge"
            sx={{
              width: 72,
              height: 72,
              mx: 'auto',
              mb: 3,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              // Success is never red or pink: the accent only tints the band behind it.
              bgcolor: 'success.main',
              color: 'success.contrastText',
              boxShadow: `0 12px 30px -12px ${inkA[45]}`,
            }}
          >
            <CheckRounded sx={{ fontSize: 42 }} />
          </Box>
          <Typography id="success-heading" variant="h1" sx={{ mb: 2, fontSize: { xs: '2.2rem', md: '3rem' } }}>
            Payment Successful!
          </Typography>
          <Typography variant="subtitle1" color="text.secondary" sx={{ maxWidth: 560, mx: 'auto' }}>
            Thank you for your purchase. Your {guides.length === 1 ? 'guide is' : 'guides are'} ready to download below, and a receipt is on
            its way to{' '}
            <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
              {purchase.email}
            </Box>
            .
          </Typography>
          {orderNumber && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              Order number:{' '}
              <Box component="strong" sx={{ color: 'text.primary' }}>
                {orderNumber}
              </Box>
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
            <Card
              component="li"
              key={g.slug}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: { xs: 2, sm: 3 },
                p: { xs: 2, sm: 2.5 },
                flexWrap: { xs: 'wrap', sm: 'nowrap' },
              }}
            >
              <GuideCover
                guide={g}
                decorative
                sx={{
                  display: 'block',
                  width: { xs: 56, sm: 64 },
                  height: 'auto',
                  flexShrink: 0,
                  borderRadius: '2px 4px 4px 2px',
                  boxShadow: shadows.coverThumb,
                }}
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

        <Card
          sx={{
            mt: 4,
            p: { xs: 2.5, sm: 3 },
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            flexWrap: 'wrap',
            bgcolor: brand.ivory,
          }}
        >
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
