import EastRounded from '@mui/icons-material/EastRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import { ACCENTS, downloadUrlOf, type Guide } from '@shared/catalogue';
import { formatPrice } from '@shared/pricing';
import { GuideCover } from '../../../components/guides/GuideCard';
import { GuidePrice } from '../../../components/guides/GuidePrice';
import { useOwnedGuides } from '../../../lib/ownedGuides';
import { brand, inkA, tint, whiteA } from '../../../theme/palette';
import { checkoutPath } from '../detail';

/**
 * The hero's buy box: the cover on the accent colour, the price, the saving and 'Download
 * Now'; a buyer who owns the guide gets 'You own this: Download' (the PDF) instead.
 */
export function PriceBox({ guide }: { guide: Guide }) {
  const accent = ACCENTS[guide.slug];
  const owned = useOwnedGuides().includes(guide.slug);
  return (
    <Card component="section" aria-label={`Buy ${guide.title}`} sx={{ overflow: 'hidden', boxShadow: `0 30px 60px -40px ${inkA[45]}` }}>
      <Box
        sx={{
          bgcolor: accent.main,
          display: 'flex',
          justifyContent: 'center',
          py: { xs: 4, md: 5 },
          px: 3,
          backgroundImage: `radial-gradient(ellipse at 50% 110%, ${inkA[28]}, transparent 62%), linear-gradient(180deg, ${whiteA[18]}, transparent)`,
        }}
      >
        <GuideCover
          guide={guide}
          fetchPriority="high"
          sx={{
            display: 'block',
            width: { xs: 190, sm: 220 },
            height: 'auto',
            borderRadius: '3px 6px 6px 3px',
            boxShadow: `0 1px 1px ${inkA[15]}, 0 14px 24px -10px ${inkA[50]}, 0 36px 60px -30px ${inkA[55]}`,
          }}
        />
      </Box>
      <Box sx={{ p: { xs: 3, sm: 3.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <GuidePrice guide={guide} size="lg" />
          <Box
            component="p"
            sx={{
              m: 0,
              mb: 0.75,
              px: 1.25,
              py: 0.5,
              borderRadius: 999,
              bgcolor: tint.savings,
              color: brand.greenDark,
              fontWeight: 700,
              fontSize: '0.88rem',
              whiteSpace: 'nowrap',
            }}
          >
            Save {formatPrice(guide.listCents - guide.saleCents)} Today!
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          One-time payment. The full {guide.pages}-page PDF is yours to keep.
        </Typography>
        {owned ? (
          <Button
            component="a"
            href={downloadUrlOf(guide)}
            download
            variant="contained"
            color="primary"
            size="large"
            fullWidth
            startIcon={<DownloadRounded />}
            sx={{ mt: 3 }}
          >
            You own this: Download
          </Button>
        ) : (
          <Button
            component={RouterLink}
            to={checkoutPath(guide)}
            variant="contained"
            color="primary"
            size="large"
            fullWidth
            endIcon={<EastRounded />}
            sx={{ mt: 3 }}
          >
            Download Now
          </Button>
        )}
        <Box
          sx={{
            mt: 2,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.75,
            color: 'text.secondary',
            fontSize: '0.82rem',
          }}
        >
          <LockOutlined sx={{ fontSize: 16 }} aria-hidden />
          Secure card payment · Instant PDF download
        </Box>
      </Box>
    </Card>
  );
}
