import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brand, tint } from '../../../theme/palette';

export const UNVERIFIED_NOTE = 'Check your inbox to confirm your e-mail and see purchases made with it.';
/** The same, when guides bought in this browser are listed already (the list must not contradict it). */
export const UNVERIFIED_NOTE_WITH_GUIDES =
  'Check your inbox to confirm your e-mail: your guides then stay with your account on every device, with any other purchases made with it.';

function Row({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: brand.green, mt: 0.25, display: 'flex' }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontSize: '0.8rem', fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontSize: '0.96rem', overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
    </Box>
  );
}

/** A long address may wrap before its '@' rather than inside a word. */
function withBreakAtSign(email: string): ReactNode {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** Spec §2 Account: the profile card with username and e-mail. */
export function ProfileCard({
  username,
  email,
  emailVerified,
  hasGuides = false,
}: {
  username: string;
  email: string;
  emailVerified: boolean;
  /** Guides are listed already (bought in this browser): the note says what confirming adds. */
  hasGuides?: boolean;
}) {
  return (
    <Card component="section" aria-labelledby="profile-heading" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2.5 }}>
        <Box
          aria-hidden
          sx={{
            width: 52,
            height: 52,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: brand.green,
            color: brand.white,
            fontWeight: 700,
            fontSize: '1.35rem',
            flexShrink: 0,
          }}
        >
          {username.slice(0, 1).toUpperCase()}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="profile-heading" component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
            Your profile
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Buyer account
          </Typography>
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
        <Row icon={<PersonOutlineRounded fontSize="small" />} label="Username" value={username} />
        <Row icon={<MailOutlineRounded fontSize="small" />} label="Email" value={withBreakAtSign(email)} />
      </Box>
      {!emailVerified && (
        <Typography role="note" variant="body2" sx={{ mt: 2.5, p: 1.5, borderRadius: 2, bgcolor: tint.warning, color: tint.warningText }}>
          {hasGuides ? UNVERIFIED_NOTE_WITH_GUIDES : UNVERIFIED_NOTE}
        </Typography>
      )}
    </Card>
  );
}
