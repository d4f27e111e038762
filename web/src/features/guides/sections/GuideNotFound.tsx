import WestRounded from '@mui/icons-material/WestRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageSection } from '../../../components/PageSection';
import { inkA } from '../../../theme/palette';
import { PAGE_PLACEHOLDER, PREVIEW_HEIGHT, PREVIEW_WIDTH } from '../detail';

/** An unknown slug: 'Guide not found' and 'Back to Guides'. */
export function GuideNotFound() {
  return (
    <PageSection aria-labelledby="not-found-heading" sx={{ py: { xs: 10, md: 16 } }} maxWidth="sm" containerSx={{ textAlign: 'center' }}>
      <Box
        component="img"
        src={PAGE_PLACEHOLDER}
        alt=""
        width={PREVIEW_WIDTH}
        height={PREVIEW_HEIGHT}
        sx={{
          display: 'block',
          mx: 'auto',
          mb: 5,
          width: 120,
          height: 'auto',
          transform: 'rotate(-4deg)',
          borderRadius: '4px',
          boxShadow: `0 20px 40px -20px ${inkA[40]}`,
        }}
      />
      <Typography id="not-found-heading" variant="h1" sx={{ mb: 2 }}>
        Guide not found
      </Typography>
      <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 4 }}>
        We couldn't find a guide at this address. It may have been mistyped, or the link may be out of date. All five of our fabric guides
        are on the guides page.
      </Typography>
      <Button component={RouterLink} to="/guides" variant="contained" size="large" startIcon={<WestRounded />}>
        Back to Guides
      </Button>
    </PageSection>
  );
}
