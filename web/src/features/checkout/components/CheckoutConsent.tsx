import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { CHECKOUT_CONSENT_MISSING, CHECKOUT_CONSENT_TEXT, LEGAL_DOC_INFO } from '@shared/legal';
import { ApiError } from '../../../lib/api-client';
import { brand, tint } from '../../../theme/palette';
import { fetchCheckoutTerms, recordCheckoutConsent } from '../api/consent';

export interface CheckoutConsentState {
  checked: boolean;
  setChecked: (checked: boolean) => void;
  error: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
  /** On submit: false (and the error next to the box) while the box is not ticked. */
  ensureTicked: () => boolean;
  /**
   * Before the payment is confirmed: records the consent on this checkout's order (with the
   * buyer's e-mail, so that a discount code's per-e-mail limit is checked). False, with the
   * reason next to the box, when the server refused (nothing is charged then); a refusal of
   * the discount code is thrown for the code field to show.
   */
  record: (email?: string) => Promise<boolean>;
  /**
   * Sends something that carries the agreed versions (a free order) and handles a refusal
   * of them like `record`; null when refused that way. Other errors are thrown.
   */
  withTerms: <T>(send: (termsVersion: string) => Promise<T>) => Promise<T | null>;
}

/**
 * The consent box of the checkout (shared/legal.ts): unticked at first and required to
 * pay. The server refuses to take a payment for an order without it (api/checkout).
 */
export function useCheckoutConsent(guideSlug: string): CheckoutConsentState {
  const [checked, setCheckedState] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  /** The versions the page shows, asked for once the checkout is on screen. */
  const terms = useRef<Promise<string> | null>(null);

  const loadTerms = useCallback(() => {
    terms.current ??= fetchCheckoutTerms().then(
      (r) => r.termsVersion,
      (err: unknown) => {
        terms.current = null;
        throw err;
      },
    );
    return terms.current;
  }, []);

  useEffect(() => {
    loadTerms().catch(() => undefined);
  }, [loadTerms]);

  const setChecked = useCallback((value: boolean) => {
    setCheckedState(value);
    if (value) setError(null);
  }, []);

  const ensureTicked = useCallback(() => {
    if (checked) return true;
    setError(CHECKOUT_CONSENT_MISSING);
    inputRef.current?.focus();
    return false;
  }, [checked]);

  /** The server refused the agreement: the reason next to the box. */
  const refused = useCallback((err: unknown) => {
    if (err instanceof ApiError && err.code === 'terms_outdated') {
      // The owner changed a text meanwhile: the buyer reads it and ticks again.
      terms.current = null;
      setCheckedState(false);
    }
    setError(
      err instanceof ApiError && err.serverMessage
        ? err.serverMessage
        : 'We could not record your agreement. Check your connection and try again.',
    );
    inputRef.current?.focus();
  }, []);

  const record = useCallback(
    async (email?: string) => {
      try {
        await recordCheckoutConsent({ guideSlug, termsVersion: await loadTerms(), ...(email ? { email } : {}) });
        return true;
      } catch (err) {
        if (err instanceof ApiError && err.code?.startsWith('discount_code_')) throw err;
        refused(err);
        return false;
      }
    },
    [guideSlug, loadTerms, refused],
  );

  const withTerms = useCallback(
    async <T,>(send: (termsVersion: string) => Promise<T>): Promise<T | null> => {
      let termsVersion: string;
      try {
        termsVersion = await loadTerms();
      } catch (err) {
        refused(err);
        return null;
      }
      try {
        return await send(termsVersion);
      } catch (err) {
        if (!(err instanceof ApiError && err.code === 'terms_outdated')) throw err;
        refused(err);
        return null;
      }
    },
    [loadTerms, refused],
  );

  return { checked, setChecked, error, inputRef, ensureTicked, record, withTerms };
}

const newTab = { target: '_blank', rel: 'noopener' } as const;

/** The box, its sentence with links to the Terms and Refund policy (new tab: the checkout stays), and its error. */
export function CheckoutConsent({ consent, disabled }: { consent: CheckoutConsentState; disabled: boolean }) {
  const t = CHECKOUT_CONSENT_TEXT;
  const link = { color: brand.green, fontWeight: 600 } as const;
  return (
    <Box>
      <Box
        component="label"
        htmlFor="checkout-consent"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          columnGap: 1,
          alignItems: 'start',
          p: 1.25,
          pr: 1.5,
          borderRadius: '10px',
          border: '1px solid',
          borderColor: consent.error ? brand.danger : brand.line,
          bgcolor: consent.error ? tint.danger : brand.ivory,
          cursor: disabled ? 'default' : 'pointer',
        }}
      >
        <Checkbox
          id="checkout-consent"
          name="consent"
          checked={consent.checked}
          onChange={(e) => consent.setChecked(e.target.checked)}
          disabled={disabled}
          slotProps={{
            input: {
              ref: consent.inputRef,
              'aria-invalid': consent.error ? true : undefined,
              'aria-describedby': consent.error ? 'checkout-consent-error' : undefined,
            },
          }}
          sx={{ p: 0.5, mt: -0.25, color: consent.error ? brand.danger : brand.muted, '&.Mui-checked': { color: brand.green } }}
        />
        <Typography component="span" sx={{ fontSize: '0.86rem', lineHeight: 1.5, color: brand.inkSoft }}>
          {t.before}
          <Link href={LEGAL_DOC_INFO.terms.path} {...newTab} sx={link}>
            {t.terms}
          </Link>
          {t.and}
          <Link href={LEGAL_DOC_INFO['refund-policy'].path} {...newTab} sx={link}>
            {t.refund}
          </Link>
          {t.after}
        </Typography>
      </Box>
      {consent.error && (
        <Typography
          id="checkout-consent-error"
          role="alert"
          data-testid="consent-error"
          sx={{ mt: 1, fontSize: '0.85rem', fontWeight: 600, color: brand.danger }}
        >
          {consent.error}
        </Typography>
      )}
    </Box>
  );
}
