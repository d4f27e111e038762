import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { brand } from '../../../theme/palette';

/** The note under the purchases: where to get help with a download, and more guides. */
export function AccountHelpNote() {
  return (
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
  );
}
