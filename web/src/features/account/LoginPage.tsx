import EastRounded from '@mui/icons-material/EastRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useHydrated } from '../../lib/useHydrated';
import { usePageMeta } from '../../lib/usePageMeta';
import { readPurchaseEmail, readStoredAccount } from './api/storage';
import { LoginForm, RegisterForm } from './components/AuthForms';
import { ForgotPasswordForm } from './components/PasswordForms';
import Button from '@mui/material/Button';
import { accentA, brand, inkA, tint } from '../../theme/palette';

type TabName = 'login' | 'register';
type View = TabName | 'forgot';

const HEADINGS: Record<'forgot', { heading: string; intro: string }> = {
  forgot: {
    heading: 'Forgot Password?',
    intro: "Enter the e-mail of your account and we'll send you a link to choose a new password.",
  },
};

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

/**
 * /login (spec §2 Login and register): two tabs, on success to /account; 'Forgot
 * password?' under the login form turns the card into the reset request (also opened by
 * /login?forgot=1, where a dead reset link sends people).
 *
 * Pre-rendered: the card shows at first paint with every control disabled (a disabled
 * fieldset: nothing can be typed or sent, so no credentials can reach a URL) until the app
 * has hydrated; then the view starts afresh from what this browser stored, as on a
 * client-side visit.
 */
export function LoginPage() {
  const hydrated = useHydrated();
  return <LoginView key={hydrated ? 'live' : 'prerendered'} live={hydrated} />;
}

function LoginView({ live }: { live: boolean }) {
  // 'Access My Account' on the thank-you page leaves the purchase e-mail: register with it.
  const [purchaseEmail] = useState(readPurchaseEmail);
  const [params] = useSearchParams();
  // An e-mail confirmation link opened while logged out (GET /api/account/verify): it counts
  // once its account logs in here. Read once the app runs (the pre-rendered page has no query).
  const verifyToken = (live && params.get('verify')) || undefined;
  const first: TabName = purchaseEmail && !verifyToken ? 'register' : 'login';
  const [tab, setTab] = useState<TabName>(first);
  const [view, setView] = useState<View>(params.get('forgot') === '1' ? 'forgot' : first);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [stored] = useState(readStoredAccount);
  const current = view === 'forgot' ? HEADINGS.forgot : TABS[tab];
  usePageMeta(
    view === 'forgot' ? 'Reset your password' : tab === 'login' ? 'Log in' : 'Create an account',
    'Log in or create a Threadwise account to download your fabric guides again, any time.',
  );
  const showTabs = (next: TabName) => {
    setTab(next);
    setView(next);
    setSentTo(null);
  };

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

        <Card
          component="fieldset"
          disabled={!live}
          aria-busy={!live}
          data-testid="auth-card"
          sx={{
            m: 0,
            minWidth: 0,
            p: { xs: 2.5, sm: 4 },
            boxShadow: `0 24px 60px -32px ${inkA[35]}`,
            // Until the app runs: visibly inactive.
            '&:disabled': { opacity: 0.55, cursor: 'progress', '& *': { cursor: 'progress' } },
          }}
        >
          {stored.kind === 'ok' && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mb: 2.5, p: 1.5, borderRadius: 2, bgcolor: brand.ivory, textAlign: 'center' }}
            >
              Logged in as <strong>{stored.user.username}</strong>.{' '}
              <Link component={RouterLink} to="/account">
                Go to your guides
              </Link>
            </Typography>
          )}
          {view === 'forgot' ? (
            <ForgotPanel sentTo={sentTo} onSent={setSentTo} onBack={() => showTabs('login')} defaultEmail={purchaseEmail} />
          ) : (
            <>
              <Tabs
                value={tab}
                onChange={(_, v: TabName) => showTabs(v)}
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
                  // Pre-rendered, MUI draws the indicator inside the selected tab (until it can measure): behind its label.
                  '& .MuiTab-root > .MuiTabs-indicator': { zIndex: -1 },
                  '& .MuiTab-root': {
                    zIndex: 1,
                    minHeight: 40,
                    borderRadius: 999,
                    fontWeight: 700,
                    fontSize: '0.98rem',
                    color: brand.muted,
                    opacity: 1,
                  },
                  '& .MuiTab-root.Mui-selected': { color: brand.ink },
                }}
              >
                {(Object.keys(TABS) as TabName[]).map((name) => (
                  <Tab key={name} value={name} label={TABS[name].label} id={`${ID}-tab-${name}`} aria-controls={`${ID}-panel-${name}`} />
                ))}
              </Tabs>

              {/* Both forms stay mounted, so switching tabs keeps what was typed. */}
              <Box role="tabpanel" id={`${ID}-panel-login`} aria-labelledby={`${ID}-tab-login`} hidden={tab !== 'login'}>
                {verifyToken && (
                  <Typography variant="body2" sx={{ mb: 2.5, p: 1.5, borderRadius: 2, bgcolor: tint.success, color: brand.greenDark }}>
                    Log in to the account you created to confirm your e-mail address. The guides bought with it then appear in your account.
                  </Typography>
                )}
                <LoginForm idPrefix="login" verifyToken={verifyToken} />
                <Box sx={{ textAlign: 'center', mt: 2 }}>
                  <Button variant="text" size="small" onClick={() => setView('forgot')} sx={{ fontWeight: 600 }}>
                    Forgot password?
                  </Button>
                </Box>
              </Box>
              <Box role="tabpanel" id={`${ID}-panel-register`} aria-labelledby={`${ID}-tab-register`} hidden={tab !== 'register'}>
                {purchaseEmail && (
                  <Typography variant="body2" sx={{ mb: 2.5, p: 1.5, borderRadius: 2, bgcolor: tint.success, color: brand.greenDark }}>
                    Register with <strong style={{ overflowWrap: 'anywhere' }}>{purchaseEmail}</strong> to find the guides you just bought
                    in your account.
                  </Typography>
                )}
                <RegisterForm idPrefix="register" defaultEmail={purchaseEmail} />
              </Box>
            </>
          )}
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

/** The reset request in the login card: the e-mail form, then what happens next. */
function ForgotPanel({
  sentTo,
  onSent,
  onBack,
  defaultEmail,
}: {
  sentTo: string | null;
  onSent: (email: string) => void;
  onBack: () => void;
  defaultEmail: string;
}) {
  return (
    <Box>
      {sentTo === null ? (
        <ForgotPasswordForm idPrefix="forgot" defaultEmail={defaultEmail} onSent={onSent} />
      ) : (
        <Box role="status" sx={{ p: 2, borderRadius: 2, bgcolor: tint.success, color: brand.greenDark }}>
          <Typography component="h2" sx={{ fontWeight: 700, mb: 0.75 }}>
            Check your inbox
          </Typography>
          <Typography variant="body2">
            If an account uses <strong style={{ overflowWrap: 'anywhere' }}>{sentTo}</strong>, we&apos;ve sent it a link to choose a new
            password. The link works once, for one hour.
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Nothing after a few minutes? Check your spam folder. Links go only to confirmed e-mail addresses: if you never confirmed yours,
            log in with your username.
          </Typography>
        </Box>
      )}
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Button variant="text" size="small" onClick={onBack} sx={{ fontWeight: 600 }}>
          Back to login
        </Button>
      </Box>
    </Box>
  );
}

export { LoginPage as Component };
