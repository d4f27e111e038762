import CloseRounded from '@mui/icons-material/CloseRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AdminOrderDetail, AdminOrderEvent, AdminRefundResponse } from '@shared/api/refunds';
import { formatCents } from '@shared/pricing';
import { useId, useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { brand } from '../../../theme/theme';
import { useSWRConfig } from 'swr';
import { isReportsKey } from '../api/admin';
import { reloadDiscountCodes } from '../api/discountCodes';
import { useOrderDetail } from '../api/refunds';
import { formatDateTime, orderLabel } from './format';
import { RefundDialog } from './RefundDialog';
import { StatusChip } from './StatusChip';
import { mailtoHref } from '@shared/mailto';

interface Props {
  /** The open order; null: the drawer is closed. */
  orderId: number | null;
  onClose: () => void;
  /** A refund changed the order: the list reloads. */
  onChanged: () => void;
}

const EVENT_TITLES: Record<AdminOrderEvent['kind'], string> = {
  created: 'Checkout started',
  paid: 'Paid',
  refund_requested: 'Refund asked, waiting for the provider',
  refunded: 'Refunded',
  refund_failed: 'Refund refused by the provider',
  revoked: 'Access revoked',
};

function eventTone(kind: AdminOrderEvent['kind']): string {
  if (kind === 'paid') return brand.green;
  if (kind === 'refunded') return brand.ink;
  if (kind === 'refund_failed' || kind === 'revoked') return brand.danger;
  if (kind === 'refund_requested') return brand.starDeep;
  return brand.placeholder;
}

function eventTitle(event: AdminOrderEvent): string {
  if (event.kind === 'revoked') return event.detail === 'dispute' ? 'Access revoked: dispute' : 'Refunded outside the shop';
  return EVENT_TITLES[event.kind];
}

function History({ events }: { events: AdminOrderEvent[] }) {
  return (
    <Box component="ol" data-testid="order-history" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {events.map((event, i) => (
        <Box
          component="li"
          key={`${event.kind}-${event.at}-${i}`}
          data-testid="order-event"
          data-kind={event.kind}
          sx={{
            position: 'relative',
            pl: 3,
            pb: i === events.length - 1 ? 0 : 2,
            '&::before': {
              content: '""',
              position: 'absolute',
              left: 5,
              top: 6,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: eventTone(event.kind),
            },
            '&::after':
              i === events.length - 1
                ? undefined
                : { content: '""', position: 'absolute', left: 9.5, top: 20, bottom: 2, width: '1px', bgcolor: brand.line },
          }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700, fontSize: '0.92rem' }}>{eventTitle(event)}</Typography>
            {event.amountCents !== undefined && event.kind !== 'created' && (
              <Typography sx={{ fontWeight: 700, fontSize: '0.92rem', fontVariantNumeric: 'tabular-nums' }}>
                {event.kind === 'paid' ? '' : '−'}
                {formatCents(event.amountCents)}
              </Typography>
            )}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ fontSize: '0.8rem' }}>
            {formatDateTime(event.at)}
            {event.by ? ` · by ${event.by}` : ''}
          </Typography>
          {event.items && event.items.length > 0 && (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.25 }}>
              {event.items.map((item) => (
                <Typography component="li" variant="body2" key={item.slug} sx={{ fontSize: '0.85rem' }}>
                  {item.title} <span style={{ whiteSpace: 'nowrap' }}>({formatCents(item.amountCents)})</span>
                </Typography>
              ))}
            </Box>
          )}
          {event.reason && (
            <Typography
              variant="body2"
              sx={{ mt: 0.5, fontSize: '0.85rem', fontStyle: 'italic', overflowWrap: 'anywhere', color: brand.inkSoft }}
            >
              “{event.reason}”
            </Typography>
          )}
          {event.kind === 'refund_failed' && event.detail && (
            <Typography variant="body2" sx={{ mt: 0.5, fontSize: '0.82rem', color: brand.danger }}>
              {event.detail}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

function Items({ detail }: { detail: AdminOrderDetail }) {
  return (
    <Box role="list" sx={{ border: `1px solid ${brand.line}`, borderRadius: 1.5, overflow: 'hidden' }}>
      {detail.order.items.map((item, i) => {
        const revoked = Boolean(item.revokedAt);
        return (
          <Box
            role="listitem"
            key={item.id}
            data-testid="order-detail-item"
            data-revoked={revoked ? 'true' : 'false'}
            sx={{
              px: 1.75,
              py: 1.1,
              borderTop: i === 0 ? 'none' : `1px solid ${brand.line}`,
              bgcolor: revoked ? brand.ivory : brand.paper,
            }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography
                component={revoked ? 'del' : 'span'}
                variant="body2"
                sx={{ fontWeight: 600, color: revoked ? 'text.secondary' : 'text.primary', minWidth: 0 }}
              >
                {item.title}
              </Typography>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatCents(item.priceCents)}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ fontSize: '0.78rem' }}>
              {item.kind === 'main' ? 'Main guide' : 'Add-on'}
              {revoked ? ` · ${item.revokeReason === 'dispute' ? 'Revoked (dispute)' : 'Refunded'} ${formatDateTime(item.revokedAt)}` : ''}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * An order opened from the Orders tab: buyer, items (refunded ones struck through), totals,
 * 'Refund' (RefundDialog) and the order's history: paid, each refund with its amount,
 * guides, admin, time and reason.
 */
export function OrderDrawer({ orderId, onClose, onChanged }: Props) {
  const { data, error, isLoading, mutate } = useOrderDetail(orderId);
  const { mutate: globalMutate } = useSWRConfig();
  const [refunding, setRefunding] = useState(false);
  const { toast } = useToast();
  const titleId = useId();
  const detail = data && data.order.id === orderId ? data : undefined;

  const onRefunded = (answer: AdminRefundResponse) => {
    setRefunding(false);
    void mutate(answer.detail, { revalidate: false });
    onChanged();
    // The figures a refund changes, on screen now: the overview and the codes' refunds.
    void globalMutate(isReportsKey);
    void reloadDiscountCodes(globalMutate);
    const done = answer.refund.status === 'succeeded';
    toast({
      title: done ? 'Refund made' : 'Refund asked',
      description: done
        ? `${formatCents(answer.refund.amountCents)} goes back to ${detail?.order.email ?? 'the buyer'}; they have been e-mailed.`
        : 'The payment provider has not confirmed it yet; the order updates when it does.',
    });
  };

  return (
    <Drawer
      anchor="right"
      open={orderId !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 480 }, bgcolor: brand.paper } } }}
    >
      <Box
        role="region"
        aria-labelledby={titleId}
        data-testid="order-drawer"
        sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            px: { xs: 2, sm: 3 },
            py: 1.75,
            borderBottom: `1px solid ${brand.line}`,
            position: 'sticky',
            top: 0,
            bgcolor: brand.paper,
            zIndex: 1,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
            <Typography id={titleId} variant="h5" component="h2" sx={{ fontSize: '1.2rem', fontVariantNumeric: 'tabular-nums' }}>
              {detail ? orderLabel(detail.order) : 'Order'}
            </Typography>
            {detail && <StatusChip status={detail.order.status} />}
          </Box>
          <IconButton aria-label="Close" onClick={onClose}>
            <CloseRounded />
          </IconButton>
        </Box>

        <Box sx={{ px: { xs: 2, sm: 3 }, py: 2.5, display: 'grid', gap: 2.5, alignContent: 'start' }}>
          {error && !detail && (
            <Alert severity="error">
              {error instanceof ApiError && error.status === 404
                ? 'This order could not be found.'
                : 'Could not load this order. Please try again.'}
            </Alert>
          )}
          {isLoading && !detail && (
            <Typography color="text.secondary" role="status">
              Loading order...
            </Typography>
          )}
          {detail && (
            <>
              <Box sx={{ display: 'grid', gap: 0.25 }}>
                {detail.order.email ? (
                  <Link href={mailtoHref(detail.order.email)} color="secondary" sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>
                    {detail.order.email}
                  </Link>
                ) : (
                  <Typography color="text.secondary">No e-mail</Typography>
                )}
                <Typography variant="body2" color="text.secondary" sx={{ textTransform: 'capitalize' }}>
                  {detail.order.provider} · {formatDateTime(detail.order.paidAt ?? detail.order.createdAt)}
                </Typography>
              </Box>

              <Items detail={detail} />

              <Box sx={{ display: 'grid', gap: 0.5 }}>
                {detail.order.discountCents > 0 && (
                  <Row
                    label={`Discount code ${detail.order.discountCode ?? ''}`.trim()}
                    value={`−${formatCents(detail.order.discountCents)}`}
                    testId="order-discount"
                  />
                )}
                {/* A declined or abandoned checkout was never paid: its total is what it would have cost. */}
                <Row label={detail.order.paidAt ? 'Paid' : 'Total (not paid)'} value={formatCents(detail.order.amountCents)} strong />
                {detail.order.refundedCents > 0 && (
                  <>
                    <Row label="Refunded" value={`−${formatCents(detail.order.refundedCents)}`} />
                    <Row label="Kept" value={formatCents(detail.order.amountCents - detail.order.refundedCents)} strong />
                  </>
                )}
              </Box>

              {detail.refundableItemIds.length > 0 && (
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<ReplayRounded />}
                  onClick={() => setRefunding(true)}
                  data-testid="refund-open"
                  sx={{ justifySelf: 'start' }}
                >
                  Refund
                </Button>
              )}

              <Box>
                <Typography variant="h6" component="h3" sx={{ fontSize: '1rem', mb: 1.5 }}>
                  History
                </Typography>
                <History events={detail.history} />
              </Box>

              <RefundDialog detail={detail} open={refunding} onClose={() => setRefunding(false)} onRefunded={onRefunded} />
            </>
          )}
        </Box>
      </Box>
    </Drawer>
  );
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Box data-testid={testId} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}
