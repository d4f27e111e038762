import AddRounded from '@mui/icons-material/AddRounded';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents } from '@shared/pricing';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { brand } from '../../../theme/theme';
import { isSessionLost } from '../api/admin';
import { type AdminDiscountCode, updateDiscountCode, useDiscountCodes } from '../api/discountCodes';
import { DiscountCodeDialog } from './DiscountCodeDialog';
import { describeCode, usesText, validity } from './discountFormat';
import { ListState } from './ListState';
import { LoadMore } from './LoadMore';
import { StatusChip } from './StatusChip';
import { type PanelRefreshRef, usePanelRefresh } from './usePanelRefresh';

interface Props {
  /** Below md the table becomes stacked cards. */
  compact: boolean;
  onSessionLost: () => void;
  /** Set to a reload of the codes, for the dashboard's Refresh button. */
  refreshRef?: PanelRefreshRef;
}

/** What the code earned: revenue, what it took off and what was refunded since. */
function Earned({ c }: { c: AdminDiscountCode }) {
  return (
    <>
      {formatCents(c.revenueCents)}
      {(c.discountCents > 0 || c.refundedCents > 0) && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontSize: '0.78rem' }}>
          {[
            c.discountCents > 0 ? `${formatCents(c.discountCents)} off` : '',
            c.refundedCents > 0 ? `${formatCents(c.refundedCents)} refunded` : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      )}
    </>
  );
}

function UsesCell({ c }: { c: AdminDiscountCode }) {
  return (
    <>
      {usesText(c)}
      {(c.reserved > 0 || c.overLimitUses > 0) && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontSize: '0.78rem' }}>
          {[c.reserved > 0 ? `${c.reserved} in checkout` : '', c.overLimitUses > 0 ? `${c.overLimitUses} over the limit` : '']
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      )}
    </>
  );
}

/** The 'Discount codes' tab: the owner's codes with their uses and revenue; create, pause/resume, edit limits. */
export function DiscountCodesPanel({ compact, onSessionLost, refreshRef }: Props) {
  const { toast } = useToast();
  const failed = (title: string) => (e: unknown) => {
    const description = e instanceof ApiError && e.serverMessage ? e.serverMessage : 'Please try again.';
    toast({ title, description, variant: 'destructive' });
    if (isSessionLost(e)) onSessionLost();
  };
  const list = useDiscountCodes(failed('Failed to load discount codes'));
  usePanelRefresh(refreshRef, list.reload);
  const [dialog, setDialog] = useState<{ editing: AdminDiscountCode | null; n: number } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const loading = list.isLoading && !list.error;

  const toggle = async (c: AdminDiscountCode) => {
    setBusy(c.id);
    try {
      const updated = await updateDiscountCode(c.id, { status: c.status === 'active' ? 'paused' : 'active' });
      await list.replace(updated);
      toast({ title: updated.status === 'active' ? 'Code resumed' : 'Code paused', description: updated.code });
    } catch (e) {
      failed('The code could not be changed')(e);
    } finally {
      setBusy(null);
    }
  };

  const actions = (c: AdminDiscountCode) => (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" onClick={() => void toggle(c)} disabled={busy === c.id}>
        {c.status === 'active' ? 'Pause' : 'Resume'}
      </Button>
      <Button size="small" onClick={() => setDialog({ editing: c, n: Date.now() })}>
        Edit limits
      </Button>
    </Box>
  );

  return (
    <Box component="section" aria-labelledby="discounts-heading">
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <Typography id="discounts-heading" variant="h4" component="h2" sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' }, mr: 'auto' }}>
          Discount codes
        </Typography>
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setDialog({ editing: null, n: Date.now() })}>
          New discount code
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5, maxWidth: 760 }}>
        Buyers enter a code at checkout, or follow a link such as /guides/fabric-101/checkout?code=SPRING-20. Uses count when an order is
        paid; revenue is what those orders paid.
      </Typography>

      {loading || list.codes.length === 0 ? (
        <ListState
          loading={loading}
          loadingText="Loading discount codes..."
          emptyText="No discount codes yet. Create one to run a promotion."
          emptyIcon={<LocalOfferOutlined />}
        />
      ) : compact ? (
        <Box sx={{ display: 'grid', gap: 1.25 }}>
          {list.codes.map((c) => (
            <Card key={c.id} component="article" data-testid="admin-discount-code" sx={{ p: 2, minWidth: 0 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="h3" sx={{ fontWeight: 800, overflowWrap: 'anywhere', letterSpacing: '0.02em' }}>
                    {c.code}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {describeCode(c)}
                  </Typography>
                </Box>
                <StatusChip status={c.status} />
              </Box>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  my: 1.25,
                  display: 'grid',
                  gridTemplateColumns: 'auto minmax(0, 1fr)',
                  columnGap: 1.5,
                  rowGap: 0.5,
                  fontSize: '0.85rem',
                }}
              >
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  Valid
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {validity(c)}
                </Box>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  Uses
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  <UsesCell c={c} />
                </Box>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  Revenue
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  <Earned c={c} />
                </Box>
              </Box>
              {actions(c)}
            </Card>
          ))}
        </Box>
      ) : (
        <Card sx={{ overflowX: 'auto' }}>
          <Table
            size="small"
            aria-labelledby="discounts-heading"
            sx={{
              '& th': { fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap', bgcolor: brand.ivory },
              '& td, & th': { borderColor: brand.line, py: 1.4, verticalAlign: 'top' },
            }}
          >
            <TableHead>
              <TableRow>
                <TableCell>Code</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Valid</TableCell>
                <TableCell>Uses</TableCell>
                <TableCell align="right">Revenue</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.codes.map((c) => (
                <TableRow key={c.id} data-testid="admin-discount-code">
                  <TableCell sx={{ minWidth: 200 }}>
                    <Typography sx={{ fontWeight: 800, letterSpacing: '0.02em' }}>{c.code}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {describeCode(c)}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <StatusChip status={c.status} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{validity(c)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <UsesCell c={c} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    <Earned c={c} />
                  </TableCell>
                  <TableCell>{actions(c)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      {!loading && (
        <LoadMore hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} noun="codes" shown={list.codes.length} />
      )}

      {dialog && (
        <DiscountCodeDialog
          key={dialog.n}
          open
          editing={dialog.editing}
          onClose={() => setDialog(null)}
          onSaved={(code, created) => {
            setDialog(null);
            toast({ title: created ? 'Discount code created' : 'Discount code saved', description: code.code });
            void (created ? list.reload() : list.replace(code));
          }}
        />
      )}
    </Box>
  );
}
