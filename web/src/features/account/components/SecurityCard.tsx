import LockResetRounded from '@mui/icons-material/LockResetRounded';
import PhonelinkEraseRounded from '@mui/icons-material/PhonelinkEraseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brand } from '../../../theme/palette';
import { ChangePasswordForm } from './PasswordForms';

function Heading({ id, icon, title, text }: { id: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 2 }}>
      <Box aria-hidden sx={{ color: brand.green, mt: 0.25, display: 'flex' }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={id} component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </Box>
    </Box>
  );
}

/** On /account: change the password, and sign out on every device. */
export function SecurityCard({
  username,
  onSignOutEverywhere,
  signingOut,
}: {
  username: string;
  onSignOutEverywhere: () => void;
  signingOut: boolean;
}) {
  return (
    <Card component="section" aria-labelledby="security-heading" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="security-heading" component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 2.5 }}>
        Password and security
      </Typography>
      <Box component="section" aria-labelledby="change-password-heading">
        <Heading
          id="change-password-heading"
          icon={<LockResetRounded fontSize="small" />}
          title="Change password"
          text="Your other devices are signed out; this one stays signed in."
        />
        <ChangePasswordForm username={username} />
      </Box>
      <Divider sx={{ my: 3 }} />
      <Box component="section" aria-labelledby="sign-out-everywhere-heading">
        <Heading
          id="sign-out-everywhere-heading"
          icon={<PhonelinkEraseRounded fontSize="small" />}
          title="Sign out everywhere"
          text="Ends every session of your account, on every device, this one included."
        />
        <Button variant="outlined" color="secondary" onClick={onSignOutEverywhere} disabled={signingOut} fullWidth>
          {signingOut ? 'Signing out...' : 'Sign Out Everywhere'}
        </Button>
      </Box>
    </Card>
  );
}
