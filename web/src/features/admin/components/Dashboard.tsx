import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Logo } from '../../../components/layout/SideMenu';
import { useToast } from '../../../components/toast/toast-context';
import { brand } from '../../../theme/theme';
import { exportLinks, isReportsKey, isSessionLost, messagesQuery, ordersQuery, subscribersQuery } from '../api/admin';
import { useAdminMessages, useAdminOrders, useAdminSubscribers, useListFilters } from '../api/hooks';
import { GuideLibrary } from './GuideLibrary';
import { DiscountCodesPanel } from './DiscountCodesPanel';
import { MessageList } from './MessageList';
import { OrdersTable } from './OrdersTable';
import { OutboxPanel } from './OutboxPanel';
import { ReviewsPanel } from './ReviewsPanel';
import { SubscribersTable } from './SubscribersTable';

// The charts library loads only when the dashboard is on screen (its own chunks).
const OverviewBand = lazy(() => import('./reports/OverviewBand'));
const ReportsPanel = lazy(() => import('./reports/ReportsPanel'));

const TABS = [
  { value: 'messages', label: 'Messages' },
  { value: 'orders', label: 'Orders' },
  { value: 'subscribers', label: 'Subscribers' },
  { value: 'guides', label: 'Guides' },
  { value: 'reports', label: 'Reports' },
  { value: 'email', label: 'E-mail' },
  { value: 'discounts', label: 'Discount codes' },
  { value: 'reviews', label: 'Reviews' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

function tabOf(value: string | null): TabValue {
  return TABS.some((t) => t.value === value) ? (value as TabValue) : 'messages';
}

interface Props {
  email: string;
  /** Spec §4: right after logging in the list loads about 100 ms later; on a reload at once. */
  loadDelayMs: number;
  logoutPending: boolean;
  onLogout: () => void;
  /** An admin call answered 401/403: back to the login form. */
  onSessionLost: () => void;
}

/**
 * Spec §2 Admin, after login: 'Admin Dashboard' with Refresh, Logout, and the tabs. The
 * URL holds the tab and its filters (?tab=orders&status=refunded...), so a view can be
 * bookmarked; another tab starts unfiltered.
 */
export function Dashboard({ email, loadDelayMs, logoutPending, onLogout, onSessionLost }: Props) {
  const { toast } = useToast();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const {
    params,
    setParams,
    messages: messageFilters,
    orders: orderFilters,
    subscribers: subscriberFilters,
    opened,
    setFilters,
  } = useListFilters();
  const tab = tabOf(params.get('tab'));
  const [ready, setReady] = useState(loadDelayMs <= 0);
  const [exportAnchor, setExportAnchor] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (ready) return;
    const timer = window.setTimeout(() => setReady(true), loadDelayMs);
    return () => window.clearTimeout(timer);
  }, [ready, loadDelayMs]);

  const failed = (title: string, description: string) => (e: unknown) => {
    toast({ title, description, variant: 'destructive' });
    if (isSessionLost(e)) onSessionLost();
  };

  const queries = {
    messages: tab === 'messages' ? messagesQuery(messageFilters) : '',
    orders: tab === 'orders' ? ordersQuery(orderFilters) : '',
    subscribers: tab === 'subscribers' ? subscribersQuery(subscriberFilters) : '',
  };
  const messages = useAdminMessages(
    queries.messages,
    ready && tab === 'messages',
    failed('Failed to load messages', 'Could not fetch contact messages.'),
  );
  const orders = useAdminOrders(queries.orders, tab === 'orders', failed('Failed to load orders', 'Could not fetch orders.'));
  const subscribers = useAdminSubscribers(
    queries.subscribers,
    tab === 'subscribers',
    failed('Failed to load subscribers', 'Could not fetch newsletter subscribers.'),
  );

  const { mutate } = useSWRConfig();
  /** The reload of the shown panel that is not one of the lists above (guides, e-mail, codes, reviews). */
  const panelRefresh = useRef<(() => Promise<unknown>) | null>(null);
  const [refreshPending, setRefreshPending] = useState(false);
  const list = tab === 'messages' ? messages : tab === 'orders' ? orders : tab === 'subscribers' ? subscribers : null;
  const refreshing = refreshPending || (tab === 'messages' && !ready) || (list !== null && list.isValidating && !list.loadingMore);
  const reportsFailed = failed('Failed to load reports', 'Could not fetch the reports.');

  /** The shown list or panel, and the overview above every tab. */
  const refresh = async () => {
    setRefreshPending(true);
    try {
      await Promise.all([list ? list.refresh() : panelRefresh.current?.(), mutate(isReportsKey)]);
    } finally {
      setRefreshPending(false);
    }
  };

  /** Another tab, unfiltered (filters belong to one list): a history entry of its own, so Back returns. */
  const showTab = (value: TabValue) => setParams(value === 'messages' ? {} : { tab: value });

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ bgcolor: brand.white, borderBottom: `1px solid ${brand.line}` }}>
        <Container sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2.5, rowGap: 1.5, py: { xs: 1.75, md: 2 } }}>
          <Box
            sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1.5, sm: 2.5 }, minWidth: 0, flex: { xs: '1 1 100%', md: '0 1 auto' } }}
          >
            <Logo sx={{ '& > span': { display: { xs: 'none', sm: 'inline' } } }} />
            <Box sx={{ minWidth: 0, pl: { xs: 1.5, sm: 2.5 }, borderLeft: `1px solid ${brand.line}` }}>
              <Typography variant="h1" sx={{ fontSize: { xs: '1.35rem', sm: '1.6rem' }, lineHeight: 1.2 }}>
                Admin Dashboard
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ fontSize: '0.8rem', overflowWrap: 'anywhere' }}>
                Signed in as {email}
              </Typography>
            </Box>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: { md: 'auto' }, flex: { xs: '1 1 100%', md: '0 0 auto' } }}>
            <Button variant="outlined" size="small" startIcon={<RefreshRounded />} onClick={() => void refresh()} disabled={refreshing}>
              {refreshing ? 'Loading...' : 'Refresh'}
            </Button>
            <Button
              variant="outlined"
              size="small"
              startIcon={<FileDownloadOutlined />}
              endIcon={<KeyboardArrowDownRounded />}
              onClick={(e) => setExportAnchor(e.currentTarget)}
              aria-haspopup="menu"
              aria-expanded={exportAnchor ? 'true' : undefined}
              aria-controls={exportAnchor ? 'admin-export-menu' : undefined}
            >
              Export
            </Button>
            <Menu id="admin-export-menu" anchorEl={exportAnchor} open={Boolean(exportAnchor)} onClose={() => setExportAnchor(null)}>
              {exportLinks(queries).map((x) => (
                <MenuItem key={x.href} component="a" href={x.href} download onClick={() => setExportAnchor(null)}>
                  {x.label}
                </MenuItem>
              ))}
            </Menu>
            <Button
              variant="contained"
              size="small"
              startIcon={<LogoutRounded />}
              onClick={onLogout}
              disabled={logoutPending}
              sx={{ ml: { xs: 'auto', md: 0 } }}
            >
              Logout
            </Button>
          </Box>
        </Container>
      </Box>

      <Container component="main" sx={{ pb: { xs: 6, md: 9 } }}>
        <Suspense fallback={<Box sx={{ height: { xs: 214, md: 204 } }} />}>
          <OverviewBand onOpenReports={() => showTab('reports')} onError={reportsFailed} />
        </Suspense>
        <Tabs
          value={tab}
          onChange={(_, value: TabValue) => showTab(value)}
          aria-label="Back office sections"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          textColor="secondary"
          indicatorColor="secondary"
          sx={{
            mt: { xs: 1, md: 2 },
            mb: { xs: 2.5, md: 3.5 },
            borderBottom: `1px solid ${brand.line}`,
            '& .MuiTab-root': { fontWeight: 700, fontSize: '0.98rem', minWidth: 0, px: { xs: 1.5, sm: 2.5 } },
          }}
        >
          {TABS.map((t) => (
            <Tab key={t.value} value={t.value} label={t.label} id={`admin-tab-${t.value}`} aria-controls={`admin-panel-${t.value}`} />
          ))}
        </Tabs>

        <Box role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`}>
          {tab === 'messages' && (
            <MessageList
              list={messages}
              waiting={!ready}
              filters={messageFilters}
              openId={opened.message}
              onFilters={setFilters}
              compact={compact}
            />
          )}
          {tab === 'orders' && (
            <OrdersTable list={orders} filters={orderFilters} openId={opened.order} onFilters={setFilters} compact={compact} />
          )}
          {tab === 'subscribers' && (
            <SubscribersTable list={subscribers} filters={subscriberFilters} onFilters={setFilters} compact={compact} />
          )}
          {tab === 'guides' && <GuideLibrary compact={compact} onSessionLost={onSessionLost} refreshRef={panelRefresh} />}
          {tab === 'reports' && (
            <Suspense fallback={null}>
              <ReportsPanel onError={reportsFailed} />
            </Suspense>
          )}
          {tab === 'email' && <OutboxPanel refreshRef={panelRefresh} />}
          {tab === 'discounts' && <DiscountCodesPanel compact={compact} onSessionLost={onSessionLost} refreshRef={panelRefresh} />}
          {tab === 'reviews' && <ReviewsPanel onSessionLost={onSessionLost} refreshRef={panelRefresh} />}
        </Box>
      </Container>
    </Box>
  );
}
