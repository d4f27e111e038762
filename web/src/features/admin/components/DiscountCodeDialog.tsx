import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { GUIDES } from '@shared/catalogue';
import { DISCOUNT_CODE_PATTERN, type DiscountKind, MAX_AMOUNT_OFF_CENTS, normalizeDiscountCode } from '@shared/discount';
import { formatCents } from '@shared/pricing';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { type AdminDiscountCode, createDiscountCode, updateDiscountCode } from '../api/discountCodes';
import { describeCode } from './discountFormat';

interface Props {
  /** The code whose limits are edited; null: a new code. */
  editing: AdminDiscountCode | null;
  open: boolean;
  onClose: () => void;
  onSaved: (code: AdminDiscountCode, created: boolean) => void;
}

/** 'YYYY-MM-DD' of an ISO time, in the admin's time zone ('' for none). */
function dayOf(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A start day begins at local midnight; an end day lasts until its last millisecond. */
function startOf(day: string): string | null {
  return day ? new Date(`${day}T00:00:00`).toISOString() : null;
}
function endOf(day: string): string | null {
  return day ? new Date(`${day}T23:59:59.999`).toISOString() : null;
}

function limitOf(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/** The server's limits (api/admin/dto/discount-codes.dto.ts), said in the form's words. */
const MAX_USES = 1_000_000;
const MAX_USES_PER_EMAIL = 1_000;
const CODE_RULE = '3 to 32 letters, digits, hyphens or underscores';

type Field = 'code' | 'value' | 'guides' | 'endsOn' | 'maxUses' | 'maxPerEmail';

interface Draft {
  editing: boolean;
  code: string;
  kind: DiscountKind;
  value: string;
  allGuides: boolean;
  guides: readonly string[];
  startsOn: string;
  endsOn: string;
  maxUses: string;
  maxPerEmail: string;
}

function wholeIn(text: string, max: number): boolean {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= max;
}

/** What is wrong with each field, checked in the browser before anything is sent (the server checks again). */
function draftProblems(d: Draft): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  if (!d.editing) {
    if (!DISCOUNT_CODE_PATTERN.test(normalizeDiscountCode(d.code))) out.code = `Enter a code of ${CODE_RULE}.`;
    if (d.kind === 'percent') {
      if (!wholeIn(d.value, 100)) out.value = 'Enter a whole number from 1 to 100.';
    } else {
      const cents = Math.round(Number(d.value) * 100);
      const twoPlaces = /^\d+(\.\d{1,2})?$/.test(d.value.trim());
      if (!twoPlaces || cents < 1 || cents > MAX_AMOUNT_OFF_CENTS)
        out.value = `Enter an amount from $0.01 to ${formatCents(MAX_AMOUNT_OFF_CENTS)}.`;
    }
    if (!d.allGuides && d.guides.length === 0) out.guides = 'Choose at least one guide, or All guides.';
  }
  if (d.startsOn && d.endsOn && d.endsOn < d.startsOn) out.endsOn = 'The last day cannot be before the first.';
  if (d.maxUses.trim() !== '' && !wholeIn(d.maxUses, MAX_USES))
    out.maxUses = `A whole number from 1 to ${MAX_USES.toLocaleString('en-US')}, or empty.`;
  if (d.maxPerEmail.trim() !== '' && !wholeIn(d.maxPerEmail, MAX_USES_PER_EMAIL))
    out.maxPerEmail = `A whole number from 1 to ${MAX_USES_PER_EMAIL.toLocaleString('en-US')}, or empty.`;
  return out;
}

/** Create a discount code, or edit an existing one's status, dates and limits. */
export function DiscountCodeDialog({ editing, open, onClose, onSaved }: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<DiscountKind>('percent');
  const [value, setValue] = useState('');
  const [allGuides, setAllGuides] = useState(true);
  const [guides, setGuides] = useState<string[]>([]);
  const [startsOn, setStartsOn] = useState(dayOf(editing?.startsAt ?? null));
  const [endsOn, setEndsOn] = useState(dayOf(editing?.endsAt ?? null));
  const [maxUses, setMaxUses] = useState(editing?.maxUses != null ? String(editing.maxUses) : '');
  const [maxPerEmail, setMaxPerEmail] = useState(editing?.maxUsesPerEmail != null ? String(editing.maxUsesPerEmail) : '');
  const [active, setActive] = useState(editing ? editing.status === 'active' : true);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);

  const normalised = normalizeDiscountCode(code);
  const problems = draftProblems({
    editing: Boolean(editing),
    code,
    kind,
    value,
    allGuides,
    guides,
    startsOn,
    endsOn,
    maxUses,
    maxPerEmail,
  });
  // The code as it is typed; the rest once 'Create' was pressed.
  const codeInvalid = (code !== '' || tried) && Boolean(problems.code);
  const shown = (field: Field) => (tried ? problems[field] : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    const limits = {
      startsAt: startOf(startsOn),
      endsAt: endOf(endsOn),
      maxUses: limitOf(maxUses),
      maxUsesPerEmail: limitOf(maxPerEmail),
      status: active ? ('active' as const) : ('paused' as const),
    };
    setSaving(true);
    try {
      if (editing) {
        onSaved(await updateDiscountCode(editing.id, limits), false);
      } else {
        const amount = Number(value);
        const created = await createDiscountCode({
          code: normalised,
          kind,
          ...(kind === 'percent' ? { percentOff: amount } : { amountOffCents: Math.round(amount * 100) }),
          ...(allGuides ? {} : { guideSlugs: guides }),
          ...limits,
        });
        onSaved(created, true);
      }
    } catch (err) {
      setError(err instanceof ApiError && err.serverMessage ? err.serverMessage : 'The code could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  const toggleGuide = (slug: string, checked: boolean) =>
    setGuides((list) => (checked ? [...list.filter((s) => s !== slug), slug] : list.filter((s) => s !== slug)));

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="discount-dialog-title"
    >
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'contents' }}>
        <DialogTitle id="discount-dialog-title">{editing ? `Edit ${editing.code}` : 'New discount code'}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          {editing ? (
            <Typography color="text.secondary">{describeCode(editing)}</Typography>
          ) : (
            <>
              <TextField
                label="Code"
                value={code}
                onChange={(e) => setCode(e.target.value.toUpperCase())}
                required
                autoFocus
                error={codeInvalid}
                helperText={codeInvalid ? (problems.code ?? CODE_RULE) : 'Buyers type this at checkout, e.g. SPRING-20'}
                slotProps={{ htmlInput: { maxLength: 32, spellCheck: false, autoComplete: 'off' } }}
              />
              <Box>
                <FormLabel id="discount-kind-label">Discount</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="discount-kind-label"
                  value={kind}
                  onChange={(e) => setKind(e.target.value as DiscountKind)}
                >
                  <FormControlLabel value="percent" control={<Radio />} label="Percent off" />
                  <FormControlLabel value="fixed" control={<Radio />} label="Fixed amount off" />
                </RadioGroup>
                <TextField
                  label={kind === 'percent' ? 'Percent off' : 'Amount off'}
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                  required
                  type="number"
                  sx={{ mt: 1, maxWidth: 260 }}
                  error={Boolean(shown('value'))}
                  helperText={shown('value') ?? (kind === 'percent' ? '1 to 100' : 'In US dollars')}
                  slotProps={{
                    htmlInput: kind === 'percent' ? { min: 1, max: 100, step: 1 } : { min: 0.01, step: 0.01 },
                    input:
                      kind === 'percent'
                        ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
                        : { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  }}
                />
              </Box>
              <Box>
                <FormLabel id="discount-guides-label">Applies to</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="discount-guides-label"
                  value={allGuides ? 'all' : 'chosen'}
                  onChange={(e) => setAllGuides(e.target.value === 'all')}
                >
                  <FormControlLabel value="all" control={<Radio />} label="All guides" />
                  <FormControlLabel value="chosen" control={<Radio />} label="Chosen guides" />
                </RadioGroup>
                {!allGuides && (
                  <FormGroup sx={{ pl: 1 }}>
                    {GUIDES.map((g) => (
                      <FormControlLabel
                        key={g.slug}
                        control={<Checkbox checked={guides.includes(g.slug)} onChange={(e) => toggleGuide(g.slug, e.target.checked)} />}
                        label={g.title}
                      />
                    ))}
                  </FormGroup>
                )}
                {shown('guides') && (
                  <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', pl: 1 }}>
                    {shown('guides')}
                  </Typography>
                )}
              </Box>
            </>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label="Starts on"
              type="date"
              value={startsOn}
              onChange={(e) => setStartsOn(e.target.value)}
              helperText="Empty: straight away"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="Ends on"
              type="date"
              value={endsOn}
              onChange={(e) => setEndsOn(e.target.value)}
              error={Boolean(shown('endsOn'))}
              helperText={shown('endsOn') ?? 'Empty: no end (last day included)'}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="Maximum uses in total"
              type="number"
              value={maxUses}
              onChange={(e) => setMaxUses(e.target.value)}
              error={Boolean(shown('maxUses'))}
              helperText={shown('maxUses') ?? 'Empty: unlimited'}
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
            />
            <TextField
              label="Maximum uses per e-mail"
              type="number"
              value={maxPerEmail}
              onChange={(e) => setMaxPerEmail(e.target.value)}
              error={Boolean(shown('maxPerEmail'))}
              helperText={shown('maxPerEmail') ?? 'Empty: unlimited'}
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
            />
          </Box>
          <FormControlLabel
            control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />}
            label={active ? 'Active' : 'Paused'}
          />
          <Typography variant="body2" color="text.secondary">
            A discounted order is never charged less than $0.50.
          </Typography>
          {error && (
            <Alert severity="error" data-testid="discount-dialog-error">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : editing ? 'Save changes' : 'Create code'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
