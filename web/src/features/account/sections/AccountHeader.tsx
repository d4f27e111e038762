import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** The top of /account: 'Your Guides', the welcome with the username, and 'Log Out'. */
export function AccountHeader({ username, onLogout, loggingOut }: { username: string; onLogout: () => void; loggingOut: boolean }) {
  return (
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
          Welcome back, {username}!
        </Typography>{' '}
        <Typography variant="subtitle1" color="text.secondary">
          Access and download your purchased fabric guides anytime.
        </Typography>
      </Box>
      <Button variant="outlined" onClick={onLogout} disabled={loggingOut} startIcon={<LogoutRounded />}>
        Log Out
      </Button>
    </Box>
  );
}
