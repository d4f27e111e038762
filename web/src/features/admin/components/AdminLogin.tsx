import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Logo } from '../../../components/layout/SideMenu';
import { useToast } from '../../../components/toast/toast-context';
import { inkA } from '../../../theme/palette';
import { brand } from '../../../theme/theme';
import { adminLogin } from '../api/admin';
import type { AdminSession } from '../api/types';

/** Spec §2 Admin, before login: 'Admin Login', Email and Password (both required), 'Login'. */
export function AdminLogin({ onLoggedIn }: { onLoggedIn: (session: AdminSession) => void }) {
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const session = await adminLogin(email.trim(), password);
      const signedIn: AdminSession = { admin: { email: session?.admin?.email ?? email.trim() } };
      toast({ title: 'Welcome back', description: 'Successfully logged in as admin.' });
      onLoggedIn(signedIn);
    } catch {
      toast({ title: 'Login failed', description: 'Invalid admin credentials.', variant: 'destructive' });
      setSending(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 6,
        gap: 3,
      }}
    >
      <Logo />
      <Card
        component="section"
        aria-labelledby="admin-login-heading"
        sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, boxShadow: `0 18px 48px ${inkA[8]}` }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <Box
            aria-hidden
            sx={{
              width: 40,
              height: 40,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: brand.ivory,
              color: brand.green,
              flexShrink: 0,
            }}
          >
            <LockOutlined fontSize="small" />
          </Box>
          <Typography id="admin-login-heading" variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
            Admin Login
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          The Threadwise back office: messages, orders and subscribers.
        </Typography>
        <Box component="form" onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.25 }}>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            disabled={sending}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={sending}
          />
          <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ mt: 0.5 }}>
            {sending ? 'Logging in...' : 'Login'}
          </Button>
        </Box>
      </Card>
    </Box>
  );
}
