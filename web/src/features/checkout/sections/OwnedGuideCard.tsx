import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Guide } from '@shared/catalogue';

/** The checkout of a guide this buyer already owns: a download, not a second sale. */
export function OwnedGuideCard({ guide, downloadUrl }: { guide: Guide; downloadUrl: string }) {
  return (
    <Card
      component="section"
      aria-labelledby="owned-heading"
      data-testid="owned-guide"
      sx={{ p: { xs: 2.5, sm: 3.5 }, display: 'grid', gap: 2 }}
    >
      <Typography id="owned-heading" variant="h5" component="h2">
        You already own {guide.title}
      </Typography>
      <Typography color="text.secondary">Download it again whenever you need it. Your account page lists every guide you own.</Typography>
      <Button component="a" href={downloadUrl} download variant="contained" color="primary" size="large" startIcon={<DownloadRounded />}>
        You own this: Download
      </Button>
      <Button component={RouterLink} to="/account" variant="text">
        Go to my account
      </Button>
    </Card>
  );
}
