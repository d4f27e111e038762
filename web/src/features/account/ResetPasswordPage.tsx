import EastRounded from '@mui/icons-material/EastRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../lib/usePageMeta';
import { accentA, brand, inkA, tint } from '../../theme/palette';
import { clearAccount } from './api/storage';
import { ResetPasswordForm } from './components/PasswordForms';

type State = { kind: 'form'; token: string } | { kind: 'done' } | { kind: 'invalid'; message: string };

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const INVALID_LINK = 'This reset link is invalid or has expired. Please ask for a new one.';

const HEADINGS: Record<State['kind'], { heading: string; intro: string }> = {
  form: { heading: 'Choose a New Password', intro: 'Set the password you will log in with from now on.' },
  done: { heading: 'Password Updated', intro: 'Your new password is set, and every device was signed out.' },
  invalid: { heading: 'Link Not Valid', intro: 'Reset links work once, for one hour.' },
};

/**
 * /reset-password?token=... (the link of the 'Forgot password?' e-mail): a new password,
 * then a way to log in with it. The token leaves the address bar at once (kept in state),
 * so it is neither in the history nor shown over a shoulder.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [state, setState] = useState<State>(() => {
    const token = params.get('token') ?? '';
    return TOKEN.test(token) ? { kind: 'form', token } : { kind: 'invalid', message: INVALID_LINK };
  });
  const current = HEADINGS[state.kind];
  usePageMeta('Reset your password', 'Choose a new password for your Threadwise account.');

  useEffect(() => {
    if (params.has('token')) navigate('/reset-password', { replace: true });
  }, [params, navigate]);

  const onDone = () => {
    // Every session of the account ended: this browser's stored account is stale too.
    clearAccount();
    setState({ kind: 'done' });
  };

  return (
    <Box
      component="section"
      aria-labelledby="reset-heading"
      sx={{ py: { xs: 5, md: 9 }, background: `radial-gradient(900px 420px at 50% -10%, ${brand.sand} 0%, ${accentA.sand0} 70%)` }}
    >
      <Container maxWidth="sm" sx={{ maxWidth: { sm: 520 } }}>
        <Box sx={{ textAlign: 'center', mb: { xs: 3, md: 4 } }}>
          <Typography variant="overline" component="p" color="secondary" sx={{ mb: 1 }}>
            Your account
          </Typography>
          <Typography id="reset-heading" variant="h1" sx={{ fontSize: { xs: '2.3rem', md: '3rem' }, mb: 1.5 }}>
            {current.heading}
          </Typography>
          <Typography variant="subtitle1" color="text.secondary" sx={{ maxWidth: 440, mx: 'auto', textWrap: 'balance' }}>
            {current.intro}
          </Typography>
        </Box>

        <Card sx={{ p: { xs: 2.5, sm: 4 }, boxShadow: `0 24px 60px -32px ${inkA[35]}` }}>
          {state.kind === 'form' && (
            <ResetPasswordForm
              token={state.token}
              onDone={onDone}
              onInvalid={(message) => setState({ kind: 'invalid', message: message || INVALID_LINK })}
            />
          )}
          {state.kind === 'done' && (
            <Box sx={{ display: 'grid', gap: 2.5 }}>
              <Typography role="status" variant="body2" sx={{ p: 1.5, borderRadius: 2, bgcolor: tint.success, color: brand.greenDark }}>
                Log in with your new password to see your guides.
              </Typography>
              <Button
                component={RouterLink}
                to="/login"
                variant="contained"
                color="secondary"
                size="large"
                endIcon={<EastRounded />}
                fullWidth
              >
                Log in
              </Button>
            </Box>
          )}
          {state.kind === 'invalid' && (
            <Box sx={{ display: 'grid', gap: 2.5 }}>
              <Typography role="alert" variant="body2" sx={{ p: 1.5, borderRadius: 2, bgcolor: tint.warning, color: tint.warningText }}>
                {state.message}
              </Typography>
              <Button component={RouterLink} to="/login?forgot=1" variant="contained" color="secondary" size="large" fullWidth>
                Ask for a new link
              </Button>
            </Box>
          )}
        </Card>
      </Container>
    </Box>
  );
}

export { ResetPasswordPage as Component };
