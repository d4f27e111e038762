import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { findGuide, GUIDES } from '@shared/catalogue';
import { formatCents } from '@shared/pricing';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { brand } from '../../../theme/theme';
import { resendReceipt } from '../api/admin';
import type { PagedList } from '../api/hooks';
import type { Order, OrderFilters, OrderItem, OrdersPage, OrderStatusFilter } from '../api/types';
import { formatDate, formatDateTime, orderLabel } from './format';
import { ClearFilters, DateRange, FilterBar, SearchField, SelectFilter } from './ListControls';
import { ListState } from './ListState';
import { LoadMore } from './LoadMore';
import { OrderDrawer } from './OrderDrawer';
import { OrderDownloads } from './OrderDownloads';
import { StatusChip } from './StatusChip';
import { mailtoHref } from '@shared/mailto';
import { orderStatusLabel } from '@shared/order-status';

const STATUSES: ReadonlyArray<{ value: OrderStatusFilter; label: string }> = [
  { value: '', label: 'All but unpaid checkouts' },
  { value: 'paid', label: 'Paid' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'disputed', label: 'Disputed' },
  { value: 'failed', label: 'Failed' },
  { value: 'pending', label: 'Unpaid checkouts' },
  { value: 'all', label: 'Every order' },
];

const GUIDE_OPTIONS = [{ value: '', label: 'Every guide' }, ...GUIDES.map((g) => ({ value: g.slug as string, label: g.title }))];

function money(cents: number, currency: string): string {
  if (!currency || currency.toLowerCase() === 'usd') return formatCents(cents);
  return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

function CustomerEmail({ email }: { email: string | null }) {
  if (!email)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        No e-mail
      </Box>
    );
  return (
    <Link href={mailtoHref(email)} color="secondary">
      {email}
    </Link>
  );
}

function itemTitle(item: OrderItem): string {
  return findGuide(item.slug)?.title ?? (item.title || item.slug);
}

/** Guide titles, main/upsell, revoked ones struck through with the reason. */
function Items({ items, currency }: { items: OrderItem[]; currency: string }) {
  if (items.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.6 }}>
      {items.map((item, i) => {
        const revoked = Boolean(item.revokedAt);
        return (
          <Box
            component="li"
            key={`${item.slug}-${i}`}
            data-testid="order-item"
            data-revoked={revoked ? 'true' : 'false'}
            sx={{ minWidth: 0 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 1.5 }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  component={revoked ? 'del' : 'span'}
                  variant="body2"
                  sx={{ fontWeight: 600, color: revoked ? 'text.secondary' : 'text.primary', textDecorationThickness: '1.5px', mr: 0.75 }}
                >
                  {itemTitle(item)}
                </Typography>
                <Typography
                  component="span"
                  sx={{
                    fontSize: '0.72rem',
                    fontWeight: 700,
                    letterSpacing: '0.04em',
                    textTransform: 'uppercase',
                    whiteSpace: 'nowrap',
                    color: item.kind === 'main' ? brand.green : 'text.secondary',
                  }}
                >
                  {item.kind === 'main' ? 'Main' : item.kind === 'upsell' ? 'Upsell' : item.kind}
                </Typography>
              </Box>
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
              >
                {money(item.priceCents, currency)}
              </Typography>
            </Box>
            {revoked && (
              <Typography variant="body2" sx={{ fontSize: '0.8rem', color: brand.danger }}>
                Revoked {formatDate(item.revokedAt)}
                {item.revokeReason ? `: ${item.revokeReason}` : ''}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

function ResendButton({ order, sending, onResend }: { order: Order; sending: boolean; onResend: () => void }) {
  if (order.status !== 'paid') return null;
  return (
    <Button
      variant="outlined"
      color="secondary"
      size="small"
      startIcon={<ForwardToInboxOutlined />}
      onClick={onResend}
      disabled={sending}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {sending ? 'Sending...' : 'Resend receipt'}
    </Button>
  );
}

function ReceiptNote({ order }: { order: Order }) {
  if (!order.receiptSentAt) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      title={formatDateTime(order.receiptSentAt)}
      sx={{ fontSize: '0.78rem', mt: 0.5, whiteSpace: 'nowrap' }}
    >
      Receipt sent {formatDate(order.receiptSentAt)}
    </Typography>
  );
}

interface Props {
  list: PagedList<OrdersPage>;
  filters: OrderFilters;
  /** The order open in the drawer (?order= in the URL, so that it can be bookmarked), or null. */
  openId: Order['id'] | null;
  onFilters: (changes: Record<string, string | null>, options?: { push?: boolean }) => void;
  /** Below md the table becomes stacked cards. */
  compact: boolean;
}

/**
 * The owner's orders, a page at a time (more on scroll): number, date, e-mail, items,
 * total, status and 'Resend receipt'; filters and search in the URL. Checkouts never paid
 * are left out unless asked for.
 */
export function OrdersTable({ list, filters, openId, onFilters, compact }: Props) {
  const orders = list.pages.flatMap((p) => p.orders);
  const loading = list.isLoading && !list.error;
  const total = list.first ? `${list.first.total}${list.first.totalExact ? '' : '+'}` : String(orders.length);
  const filtered = Boolean(filters.status || filters.guide || filters.from || filters.to || filters.q);
  const { toast } = useToast();
  const [sending, setSending] = useState<ReadonlySet<Order['id']>>(new Set());
  const setOpenId = (id: Order['id'] | null) => onFilters({ order: id === null ? null : String(id) }, { push: true });
  /** The order number opens the order's detail, refunds and history. */
  const openButton = (order: Order) => (
    <Link
      component="button"
      type="button"
      onClick={() => setOpenId(order.id)}
      data-testid="order-open"
      color="inherit"
      sx={{ font: 'inherit', fontWeight: 'inherit', textAlign: 'left', textUnderlineOffset: '3px' }}
    >
      {orderLabel(order)}
    </Link>
  );

  const onResend = async (order: Order) => {
    setSending((s) => new Set(s).add(order.id));
    try {
      await resendReceipt(order.id);
      toast({ title: 'Receipt sent', description: `A fresh receipt is on its way to ${order.email ?? 'the buyer'}.` });
      void list.reload();
    } catch (e) {
      const description =
        e instanceof ApiError && e.status === 409 ? 'Only paid orders get a receipt.' : 'Could not send the receipt. Please try again.';
      toast({ title: 'Receipt not sent', description, variant: 'destructive' });
    } finally {
      setSending((s) => {
        const next = new Set(s);
        next.delete(order.id);
        return next;
      });
    }
  };

  return (
    <Box component="section" aria-labelledby="orders-heading">
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.25, mb: 2 }}>
        <Typography id="orders-heading" variant="h4" component="h2" sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' } }}>
          Orders ({loading ? 0 : total})
        </Typography>
      </Box>

      <FilterBar label="Filter orders">
        <SearchField label="Order number or e-mail" value={filters.q} onChange={(q) => onFilters({ q })} />
        <SelectFilter
          label="Status"
          value={filters.status}
          options={STATUSES}
          onChange={(status) => onFilters({ status })}
          // 'All but unpaid checkouts' in full.
          width={248}
        />
        <SelectFilter label="Guide" value={filters.guide} options={GUIDE_OPTIONS} onChange={(guide) => onFilters({ guide })} />
        <DateRange from={filters.from} to={filters.to} onChange={(r) => onFilters(r)} />
        <ClearFilters show={filtered} onClear={() => onFilters({ status: null, guide: null, from: null, to: null, q: null })} />
      </FilterBar>

      {loading || orders.length === 0 ? (
        <ListState
          loading={loading}
          loadingText="Loading orders..."
          emptyText={filtered ? 'No orders match these filters.' : 'No orders yet.'}
        />
      ) : compact ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {orders.map((order) => (
            <Card key={order.id} component="article" data-testid="admin-order" sx={{ p: 2, minWidth: 0 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 0.5 }}>
                <Typography component="h3" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
                  {openButton(order)}
                </Typography>
                <StatusChip status={orderStatusLabel(order)} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(order.createdAt)}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mb: 1.25 }}>
                <CustomerEmail email={order.email} />
              </Typography>
              <Items items={order.items ?? []} currency={order.currency} />
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  flexWrap: 'wrap',
                  gap: 1,
                  mt: 1.5,
                  pt: 1.5,
                  borderTop: `1px solid ${brand.line}`,
                }}
              >
                <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                  {money(order.amountCents, order.currency)}
                </Typography>
                <ResendButton order={order} sending={sending.has(order.id)} onResend={() => void onResend(order)} />
              </Box>
              <ReceiptNote order={order} />
              {/* A checkout never paid has nothing anyone could download. */}
              {order.paidAt && <OrderDownloads orderId={order.id} label={orderLabel(order)} />}
            </Card>
          ))}
        </Box>
      ) : (
        <Card sx={{ overflowX: 'auto' }}>
          <Table
            size="small"
            aria-labelledby="orders-heading"
            sx={{
              '& th': { fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap', bgcolor: brand.ivory },
              '& td, & th': { borderColor: brand.line, py: 1.5, px: 1.5, verticalAlign: 'top' },
              '& td:first-of-type, & th:first-of-type': { pl: 2.5 },
              '& td:last-of-type, & th:last-of-type': { pr: 2.5 },
            }}
          >
            <TableHead>
              <TableRow>
                <TableCell>Order</TableCell>
                <TableCell>Date</TableCell>
                <TableCell>Items</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Receipt</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => (
                <TableRow key={order.id} data-testid="admin-order">
                  <TableCell>
                    <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontSize: '0.92rem' }}>
                      {openButton(order)}
                    </Typography>
                    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                      <CustomerEmail email={order.email} />
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ fontSize: '0.75rem', textTransform: 'capitalize' }}>
                      {order.provider}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(order.createdAt)}
                    {order.paidAt && (
                      <Typography variant="body2" color="text.secondary" sx={{ fontSize: '0.75rem' }}>
                        Paid {formatDateTime(order.paidAt)}
                      </Typography>
                    )}
                    {order.consentAt && (
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        data-testid="order-consent"
                        title={`Terms version: ${order.termsVersion ?? 'unknown'}`}
                        sx={{ fontSize: '0.75rem' }}
                      >
                        Terms agreed {formatDateTime(order.consentAt)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ minWidth: 240, width: '32%' }}>
                    <Items items={order.items ?? []} currency={order.currency} />
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {money(order.amountCents, order.currency)}
                  </TableCell>
                  <TableCell>
                    <StatusChip status={orderStatusLabel(order)} />
                  </TableCell>
                  <TableCell align="right">
                    <ResendButton order={order} sending={sending.has(order.id)} onResend={() => void onResend(order)} />
                    <ReceiptNote order={order} />
                    {/* A checkout never paid has nothing anyone could download. */}
                    {order.paidAt && <OrderDownloads orderId={order.id} label={orderLabel(order)} />}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      {!loading && (
        <LoadMore hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} noun="orders" shown={orders.length} />
      )}
      <OrderDrawer orderId={openId} onClose={() => setOpenId(null)} onChanged={() => void list.reload()} />
    </Box>
  );
}
