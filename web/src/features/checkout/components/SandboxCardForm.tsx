import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useImperativeHandle, useState, type ChangeEvent, type Ref } from 'react';
import { checkCard } from '@shared/sandbox-card';
import { ApiError } from '../../../lib/api-client';
import type { PaymentFormHandle } from '../api/payment';
import { confirmSandbox } from '../api/sandbox';
import { brand, inkA, tint } from '../../../theme/palette';

/** The cards the sandbox provider knows (DESIGN §3). */
export const SANDBOX_TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
] as const;

const MAX_CARD_DIGITS = 19;

const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** '4242424242424242' -> '4242 4242 4242 4242' */
export function formatCardNumber(value: string): string {
  return digitsOf(value, MAX_CARD_DIGITS).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1228' -> '12 / 28'; a leading 2-9 is a month: '4' -> '04'. */
export function formatExpiry(value: string): string {
  let d = digitsOf(value, 4);
  if (d.length === 1 && d > '1') d = `0${d}`;
  return d.length <= 2 ? d : `${d.slice(0, 2)} / ${d.slice(2)}`;
}

interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

const fieldSx = {
  width: '100%',
  minWidth: 0,
  height: 48,
  px: 1.5,
  font: 'inherit',
  fontSize: '1rem',
  color: brand.ink,
  bgcolor: brand.white,
  border: '1px solid',
  borderColor: brand.line,
  borderRadius: '10px',
  boxShadow: `0 1px 1px ${inkA[4]}, 0 3px 6px ${inkA[3]}`,
  outline: 'none',
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  '&::placeholder': { color: brand.placeholder, opacity: 1 },
  '&:focus': { borderColor: brand.green, boxShadow: `0 0 0 3px ${brand.green}33` },
  '&:disabled': { bgcolor: brand.ivory, color: brand.muted },
} as const;

const labelSx = { display: 'block', mb: 0.75, fontSize: '0.88rem', fontWeight: 600, color: brand.inkSoft } as const;

/** The card fields in their grid order; the card number takes a whole row. */
const CARD_FIELDS: readonly {
  name: keyof CardValues;
  label: string;
  autoComplete: string;
  placeholder: string;
  maxLength: number;
  format: (value: string) => string;
  wide?: boolean;
}[] = [
  {
    name: 'number',
    label: 'Card number',
    autoComplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
    maxLength: 23,
    format: formatCardNumber,
    wide: true,
  },
  { name: 'expiry', label: 'Expiration date', autoComplete: 'cc-exp', placeholder: 'MM / YY', maxLength: 7, format: formatExpiry },
  { name: 'cvc', label: 'Security code', autoComplete: 'cc-csc', placeholder: 'CVC', maxLength: 4, format: (v) => digitsOf(v, 4) },
];

interface SandboxCardFormProps {
  clientSecret: string;
  disabled?: boolean;
  ref?: Ref<PaymentFormHandle>;
}

/**
 * The sandbox provider's own card element: a test-mode banner, a 'Card' heading, and
 * card number / expiry / CVC fields. The card data
 * lives in this component's state only and is sent nowhere but /api/sandbox/confirm.
 */
export function SandboxCardForm({ clientSecret, disabled = false, ref }: SandboxCardFormProps) {
  const id = useId();
  const [card, setCard] = useState<CardValues>({ number: '', expiry: '', cvc: '' });

  useImperativeHandle(
    ref,
    () => ({
      isReady: () => true,
      confirm: async ({ email }) => {
        const current = card;
        // The element's own validation: the sandbox provider's card checks, shared with the server.
        const check = checkCard(current);
        if (!check.ok) return { kind: 'validation', message: check.message };
        try {
          const result = await confirmSandbox({
            clientSecret,
            email,
            card: { number: digitsOf(current.number, MAX_CARD_DIGITS), expiry: current.expiry, cvc: current.cvc },
          });
          return { kind: 'succeeded', paymentIntentId: result.paymentIntentId };
        } catch (e) {
          if (e instanceof ApiError && e.status === 400) return { kind: 'validation', message: e.serverMessage };
          if (e instanceof ApiError && e.status === 402) return { kind: 'payment', message: e.serverMessage };
          throw e;
        }
      },
    }),
    [clientSecret, card],
  );

  const onChange = (field: keyof CardValues, format: (v: string) => string) => (e: ChangeEvent<HTMLInputElement>) => {
    const value = format(e.target.value);
    setCard((c) => ({ ...c, [field]: value }));
  };

  return (
    <Box data-testid="sandbox-card-form">
      <Box
        role="note"
        aria-label="Test mode"
        sx={{
          display: 'flex',
          gap: 1.5,
          alignItems: 'flex-start',
          p: 1.75,
          mb: 2,
          borderRadius: '10px',
          bgcolor: tint.warning,
          border: `1px dashed ${tint.sandboxBorder}`,
          color: tint.sandboxText,
        }}
      >
        <ScienceOutlined aria-hidden sx={{ mt: 0.25, fontSize: 22, color: tint.sandboxIcon }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="p" sx={{ fontWeight: 800, fontSize: '0.95rem', lineHeight: 1.4 }}>
            Test mode - no real charge
          </Typography>
          <Typography component="p" sx={{ fontSize: '0.85rem', mt: 0.25, mb: 0.5 }}>
            Use a test card with any future expiry date and any CVC:
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.25, fontSize: '0.85rem' }}>
            {SANDBOX_TEST_CARDS.map((c) => (
              <li key={c.number}>
                <Box
                  component="code"
                  sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontWeight: 700, whiteSpace: 'nowrap' }}
                >
                  {c.number}
                </Box>{' '}
                {c.outcome}
              </li>
            ))}
          </Box>
        </Box>
      </Box>

      {/* One method only: a heading, not a tab bar of one tab. */}
      <Typography
        id={`${id}-method`}
        component="p"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, fontWeight: 700, fontSize: '0.95rem', color: brand.ink }}
      >
        <CreditCardRounded aria-hidden sx={{ fontSize: 20, color: brand.green }} />
        Card
      </Typography>

      <Box
        role="group"
        aria-labelledby={`${id}-method`}
        sx={{ display: 'grid', gap: 1.75, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' }}
      >
        {CARD_FIELDS.map((f) => (
          <Box key={f.name} sx={f.wide ? { gridColumn: '1 / -1' } : undefined}>
            <Box component="label" htmlFor={`${id}-${f.name}`} sx={labelSx}>
              {f.label}
            </Box>
            <Box
              component="input"
              id={`${id}-${f.name}`}
              type="text"
              inputMode="numeric"
              autoComplete={f.autoComplete}
              placeholder={f.placeholder}
              maxLength={f.maxLength}
              value={card[f.name]}
              onChange={onChange(f.name, f.format)}
              disabled={disabled}
              spellCheck={false}
              sx={fieldSx}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
