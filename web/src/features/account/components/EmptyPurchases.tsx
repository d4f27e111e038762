import EastRounded from '@mui/icons-material/EastRounded';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { brand } from '../../../theme/palette';

/**
 * Spec §2 Account: the empty state. With an unconfirmed e-mail it tells the same story as
 * the profile card: purchases made with the e-mail appear once it is confirmed.
 */
export function EmptyPurchases({ unconfirmedEmail }: { unconfirmedEmail?: string }) {
  if (unconfirmedEmail) {
    return (
      <Card
        data-testid="purchases-unconfirmed"
        sx={{ p: { xs: 4, sm: 6 }, textAlign: 'center', borderStyle: 'dashed', bgcolor: 'transparent' }}
      >
        <Box
          aria-hidden
          sx={{
            width: 64,
            height: 64,
            mx: 'auto',
            mb: 2.5,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: brand.sand,
            color: brand.green,
          }}
        >
          <MarkEmailUnreadOutlined sx={{ fontSize: 32 }} />
        </Box>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.25rem', mb: 1 }}>
          Confirm your e-mail to unlock your purchases
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 440, mx: 'auto', mb: 3, overflowWrap: 'anywhere' }}>
          Guides bought with {unconfirmedEmail} appear here once you confirm it with the link we sent to that inbox.
        </Typography>
        <Button component={RouterLink} to="/guides" variant="outlined" color="primary" endIcon={<EastRounded />}>
          Browse Guides
        </Button>
      </Card>
    );
  }
  return (
    <Card sx={{ p: { xs: 4, sm: 6 }, textAlign: 'center', borderStyle: 'dashed', bgcolor: 'transparent' }}>
      <Box
        aria-hidden
        sx={{
          width: 64,
          height: 64,
          mx: 'auto',
          mb: 2.5,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: brand.sand,
          color: brand.green,
        }}
      >
        <MenuBookOutlined sx={{ fontSize: 32 }} />
      </Box>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.25rem', mb: 1 }}>
        No Purchases Yet
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420, mx: 'auto', mb: 3 }}>
        You haven&apos;t purchased any guides yet. Browse our collection to get started.
      </Typography>
      <Button component={RouterLink} to="/guides" variant="contained" color="secondary" endIcon={<EastRounded />}>
        Browse Guides
      </Button>
    </Card>
  );
}
