import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useToast } from '../../components/toast/toast-context';
import { usePageMeta } from '../../lib/usePageMeta';
import { adminLogout, isAdminDataKey } from './api/admin';
import { useAdminSession } from './api/hooks';
import type { AdminSession } from './api/types';
import { AdminLogin } from './components/AdminLogin';
import { Dashboard } from './components/Dashboard';

/** `<meta name="robots" content="noindex">` while the back office is on screen. */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    meta.dataset.admin = 'true';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/**
 * /admin (spec §2 Admin, §4, §8): the login form or the dashboard. The server keeps the
 * admin session, so a reload asks GET /api/admin/session first (a spinner meanwhile,
 * never a flash of the login form) and stays signed in.
 */
export function AdminPage() {
  usePageMeta('Admin', 'Threadwise back office.');
  useNoIndex();
  const { toast } = useToast();
  const { mutate, cache } = useSWRConfig();
  const navigate = useNavigate();
  const session = useAdminSession();
  /** Signed in on this page (not by a reload): the message list loads ~100 ms later (spec §4). */
  const [freshLogin, setFreshLogin] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  /** Forget everything the back office loaded, then show the login form. */
  const signOutLocally = async () => {
    // Paged lists live under '$inf$' keys, which a mutate filter never matches.
    for (const key of [...cache.keys()]) if (isAdminDataKey(key)) cache.delete(key);
    await mutate(isAdminDataKey, undefined, { revalidate: false });
    await session.mutate(null, { revalidate: false });
  };

  const onLoggedIn = (signedIn: AdminSession) => {
    setFreshLogin(true);
    void session.mutate(signedIn, { revalidate: false });
  };

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await adminLogout();
    } catch {
      // The session may be gone already: back to the login form regardless.
    }
    await signOutLocally();
    // The next login starts on the inbox, unfiltered.
    navigate('/admin', { replace: true });
    setLoggingOut(false);
    setFreshLogin(false);
    toast({ title: 'Logged out', description: "You've been successfully logged out." });
  };

  if (session.data) {
    return (
      <Dashboard
        key={session.data.admin.email}
        email={session.data.admin.email}
        loadDelayMs={freshLogin ? 100 : 0}
        logoutPending={loggingOut}
        onLogout={() => void onLogout()}
        onSessionLost={() => void signOutLocally()}
      />
    );
  }

  if (session.data === undefined && !session.error) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <CircularProgress color="secondary" size={40} aria-label="Checking your session" />
      </Box>
    );
  }

  return <AdminLogin onLoggedIn={onLoggedIn} />;
}

export { AdminPage as Component };
