import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { AdminOrderDetail, AdminRefundResponse } from '@shared/api/refunds';
import { REFUND_REASON_MAX_LENGTH } from '@shared/api/refunds';
import { formatCents } from '@shared/pricing';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { brand } from '../../../theme/theme';
import { createRefund } from '../api/refunds';

interface Props {
  detail: AdminOrderDetail;
  open: boolean;
  onClose: () => void;
  onRefunded: (answer: AdminRefundResponse) => void;
}

type Scope = 'all' | 'chosen';

/** The server's message for a refused refund; a generic line for anything else. */
function errorText(e: unknown): string {
  if (e instanceof ApiError && e.serverMessage) return e.serverMessage;
  return 'The refund could not be made. Please try again.';
}

/**
 * 'Refund': every guide the buyer still owns, or the ones ticked, with a required reason.
 * The total is the sum of the chosen items' recorded prices. While the request runs the
 * button is disabled; the server refunds once anyway (a repeated request gets the same refund).
 */
export function RefundDialog({ detail, open, onClose, onRefunded }: Props) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { order } = detail;
  const refundable = order.items.filter((i) => detail.refundableItemIds.includes(i.id));
  const [scope, setScope] = useState<Scope>('all');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const reasonId = useId();

  const selected = scope === 'all' ? refundable : refundable.filter((i) => chosen.has(i.id));
  const total = selected.reduce((sum, i) => sum + i.refundableCents, 0);
  const reasonMissing = reason.trim() === '';
  const reasonTooLong = reason.length > REFUND_REASON_MAX_LENGTH;
  const canSubmit = !sending && selected.length > 0 && !reasonMissing && !reasonTooLong;

  const reset = () => {
    setScope('all');
    setChosen(new Set());
    setReason('');
    setTouched(false);
    setError(null);
  };

  const close = () => {
    if (sending) return;
    reset();
    onClose();
  };

  const toggle = (id: number) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!canSubmit) return;
    setSending(true);
    setError(null);
    try {
      const answer = await createRefund(order.id, {
        itemIds: scope === 'all' ? 'all' : selected.map((i) => i.id),
        reason: reason.trim(),
      });
      reset();
      onRefunded(answer);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSending(false);
    }
  };

  const reasonHelp =
    touched && reasonMissing
      ? 'Please give a reason for the refund.'
      : reasonTooLong
        ? `At most ${REFUND_REASON_MAX_LENGTH} characters.`
        : `Kept in the order history; not sent to the buyer. ${reason.length}/${REFUND_REASON_MAX_LENGTH}`;

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid="refund-dialog"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        Refund order {order.number ?? `#${order.id}`}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 1, alignContent: 'start' }}>
        <Typography variant="body2" color="text.secondary">
          The money goes back to the buyer&apos;s card and the refunded guides stop downloading at once. The buyer gets an e-mail.
        </Typography>

        <RadioGroup aria-label="What to refund" value={scope} onChange={(e) => setScope(e.target.value as Scope)} sx={{ gap: 0.25 }}>
          <FormControlLabel value="all" control={<Radio />} label={`Everything still owned (${refundable.length})`} />
          <FormControlLabel value="chosen" control={<Radio />} label="Chosen guides" />
        </RadioGroup>

        <Box
          component="fieldset"
          aria-label="Guides"
          disabled={scope === 'all'}
          sx={{ border: `1px solid ${brand.line}`, borderRadius: 2, m: 0, p: 0, overflow: 'hidden' }}
        >
          {refundable.map((item, index) => {
            const checked = scope === 'all' || chosen.has(item.id);
            return (
              <Box
                key={item.id}
                data-testid="refund-item"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                  px: 1.5,
                  py: 0.5,
                  bgcolor: checked ? brand.ivory : brand.paper,
                  borderTop: index === 0 ? 'none' : `1px solid ${brand.line}`,
                }}
              >
                <FormControlLabel
                  sx={{ minWidth: 0, mr: 0 }}
                  control={<Checkbox checked={checked} onChange={() => toggle(item.id)} disabled={scope === 'all'} />}
                  label={
                    <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
                      <Typography component="span" variant="body2" sx={{ fontWeight: 600, display: 'block' }}>
                        {item.title}
                      </Typography>
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ fontSize: '0.78rem' }}>
                        {item.kind === 'main' ? 'Main guide' : 'Add-on'}
                      </Typography>
                    </Box>
                  }
                />
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {formatCents(item.refundableCents)}
                </Typography>
              </Box>
            );
          })}
        </Box>

        <TextField
          id={reasonId}
          label="Reason"
          required
          multiline
          minRows={2}
          maxRows={6}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setTouched(true)}
          error={(touched && reasonMissing) || reasonTooLong}
          helperText={reasonHelp}
          slotProps={{ htmlInput: { maxLength: REFUND_REASON_MAX_LENGTH + 50, 'data-testid': 'refund-reason' } }}
        />

        {error && (
          <Alert severity="error" data-testid="refund-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions
        sx={{
          px: 3,
          pb: 2.5,
          gap: 1,
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          borderTop: `1px solid ${brand.line}`,
          pt: 2,
        }}
      >
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="refund-total">
          Total {formatCents(total)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
          <Button onClick={close} disabled={sending} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={sending || selected.length === 0} data-testid="refund-submit">
            {sending ? 'Refunding...' : `Refund ${formatCents(total)}`}
          </Button>
        </Box>
      </DialogActions>
    </Dialog>
  );
}
