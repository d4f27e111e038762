import EastRounded from '@mui/icons-material/EastRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../../lib/usePageMeta';
import { readPurchaseEmail, readStoredAccount } from './api/storage';
import { LoginForm, RegisterForm } from './components/AuthForms';
import { accentA, brand, inkA, tint } from '../../theme/palette';

type TabName = 'login' | 'register';

const TABS: Record<TabName, { label: string; heading: string; intro: string }> = {
  login: {
    label: 'Login',
    heading: 'Welcome Back',
    intro: 'Log in to download your fabric guides again, any time.',
  },
  register: {
    label: 'Register',
    heading: 'Join Back',
    intro: 'Create an account with the e-mail you bought with, and keep your guides in one place.',
  },
};

const ID = 'auth';

/** /login (spec §2 Login and register): two tabs, on success to /account. */
export function LoginPage() {
  // 'Access My Account' on the thank-you page leaves the purchase e-mail: register with it.
  const [purchaseEmail] = useState(readPurchaseEmail);
  const [tab, setTab] = useState<TabName>(purchaseEmail ? 'register' : 'login');
  const [stored] = useState(readStoredAccount);
  const current = TABS[tab];
  usePageMeta(tab === 'login' ? 'Log in' : 'Create an account', 'Log in or create a Threadwise account to download your fabric guides again, any time.');

  return (
    <Box
      component="section"
      aria-labelledby={`${ID}-heading`}
      sx={{
        py: { xs: 5, md: 9 },
        background: `radial-gradient(900px 420px at 50% -10%, ${brand.sand} 0%, ${accentA.sand0} 70%)`,
      }}
    >
      <Container maxWidth="sm" sx={{ maxWidth: { sm: 520 } }}>
        <Box sx={{ textAlign: 'center', mb: { xs: 3, md: 4 } }}>
          <Typography variant="overline" component="p" color="secondary" sx={{ mb: 1 }}>
            Your account
          </Typography>
          <Typography id={`${ID}-heading`} variant="h1" sx={{ fontSize: { xs: '2.3rem', md: '3rem' }, mb: 1.5 }}>
            {current.heading}
          </Typography>
          <Typography variant="subtitle1" color="text.secondary" sx={{ maxWidth: 440, mx: 'auto', textWrap: 'balance' }}>
            {current.intro}
          </Typography>
        </Box>

        <Card sx={{ p: { xs: 2.5, sm: 4 }, boxShadow: `0 24px 60px -32px ${inkA[35]}` }}>
          {stored.kind === 'ok' && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5, p: 1.5, borderRadius: 2, bgcolor: brand.ivory, textAlign: 'center' }}>
              Logged in as <strong>{stored.user.username}</strong>.{' '}
              <Link component={RouterLink} to="/account">
                Go to your guides
              </Link>
            </Typography>
          )}
          <Tabs
            value={tab}
            onChange={(_, v: TabName) => setTab(v)}
            variant="fullWidth"
            aria-label="Login or register"
            textColor="inherit"
            sx={{
              mb: 3,
              minHeight: 48,
              p: 0.5,
              borderRadius: 999,
              bgcolor: brand.ivory,
              border: `1px solid ${brand.line}`,
              '& .MuiTabs-indicator': { height: '100%', borderRadius: 999, bgcolor: brand.paper, boxShadow: `0 2px 8px ${inkA[12]}` },
              '& .MuiTab-root': { zIndex: 1, minHeight: 40, borderRadius: 999, fontWeight: 700, fontSize: '0.98rem', color: brand.muted, opacity: 1 },
              '& .MuiTab-root.Mui-selected': { color: brand.ink },
            }}
          >
            {(Object.keys(TABS) as TabName[]).map((name) => (
              <Tab key={name} value={name} label={TABS[name].label} id={`${ID}-tab-${name}`} aria-controls={`${ID}-panel-${name}`} />
            ))}
          </Tabs>

          {/* Both forms stay mounted, so switching tabs keeps what was typed. */}
          <Box role="tabpanel" id={`${ID}-panel-login`} aria-labelledby={`${ID}-tab-login`} hidden={tab !== 'login'}>
            <LoginForm idPrefix="login" />
          </Box>
          <Box role="tabpanel" id={`${ID}-panel-register`} aria-labelledby={`${ID}-tab-register`} hidden={tab !== 'register'}>
            {purchaseEmail && (
              <Typography variant="body2" sx={{ mb: 2.5, p: 1.5, borderRadius: 2, bgcolor: tint.success, color: brand.greenDark }}>
                Register with <strong style={{ overflowWrap: 'anywhere' }}>{purchaseEmail}</strong> to find the guides you just
                bought in your account.
              </Typography>
            )}
            <RegisterForm idPrefix="register" defaultEmail={purchaseEmail} />
          </Box>
        </Card>

        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 3 }}>
          Looking for something to learn?{' '}
          <Link component={RouterLink} to="/guides" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            Browse our guides
            <EastRounded sx={{ fontSize: 16 }} aria-hidden />
          </Link>
        </Typography>
      </Container>
    </Box>
  );
}

export { LoginPage as Component };
