import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Guide } from '@shared/catalogue';
import type { DiscountCheckRequest, DiscountCheckResponse } from '@shared/api/discounts';
import { allocateDiscount, DISCOUNT_CODE_MAX_LENGTH } from '@shared/discount';
import { UPSELL_CENTS } from '@shared/pricing';
import { ApiError, apiJson } from '../../../lib/api-client';

export function checkDiscountCode(body: DiscountCheckRequest): Promise<DiscountCheckResponse> {
  return apiJson<DiscountCheckResponse>('POST', '/api/discount-codes/check', body);
}

export interface DiscountCodeState {
  /** The code the server accepted, with its terms. */
  applied: DiscountCheckResponse | null;
  /** What it takes off the current selection (shared/discount.ts; the server prices it again). */
  discountCents: number;
  /** The code to send with the payment intent: only while it takes something off. */
  intentCode: string | undefined;
  checking: boolean;
  /** Why the last code was refused (the server's message). */
  error: string | null;
  /** The last code tried (a link's code too), to show it again with its error. */
  lastCode: string;
  /** The code was accepted but none of the guides now in the order is one it applies to. */
  notApplicable: boolean;
  apply: (code: string) => Promise<boolean>;
  remove: () => void;
  /** The payment intent refused the code (it ran out meanwhile): drop it and say why. */
  refuse: (message: string) => void;
  /**
   * The buyer's e-mail is typed: the applied code is checked again for it (its per-e-mail
   * limit), so that a buyer who used it already learns before typing a card.
   */
  recheckFor: (email: string) => Promise<void>;
}

/**
 * 'Add a discount code': asks the server whether a code may be used for this selection,
 * then prices the selection with the code's terms as the server will. A link with
 * `?code=...` applies its code on load.
 */
export function useDiscountCode(guide: Guide, upsells: readonly Guide[]): DiscountCodeState {
  const [params] = useSearchParams();
  const [applied, setApplied] = useState<DiscountCheckResponse | null>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [lastCode, setLastCode] = useState('');
  const upsellSlugs = upsells.map((g) => g.slug);
  const selection = useRef({ guideSlug: guide.slug, upsellSlugs });
  selection.current = { guideSlug: guide.slug, upsellSlugs };

  const apply = useCallback(async (raw: string) => {
    const code = raw.trim();
    setLastCode(code);
    if (!code) {
      setError('Please enter a discount code.');
      return false;
    }
    setChecking(true);
    setError(null);
    try {
      const res = await checkDiscountCode({ code: code.slice(0, 64), ...selection.current });
      setApplied(res);
      return true;
    } catch (e) {
      setApplied(null);
      setError(
        e instanceof ApiError && e.serverMessage ? e.serverMessage : 'We could not check this code. Check your connection and try again.',
      );
      return false;
    } finally {
      setChecking(false);
    }
  }, []);

  const linked = params.get('code');
  useEffect(() => {
    if (linked) void apply(linked.slice(0, DISCOUNT_CODE_MAX_LENGTH + 8));
    // Once, on load: the link's code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const remove = useCallback(() => {
    setApplied(null);
    setError(null);
  }, []);
  const refuse = useCallback((message: string) => {
    setApplied(null);
    setError(message);
  }, []);

  const appliedCode = applied?.code;
  const recheckFor = useCallback(
    async (email: string) => {
      if (!appliedCode) return;
      try {
        await checkDiscountCode({ code: appliedCode, ...selection.current, email });
      } catch (e) {
        // Only the server's refusal drops the code; a lost connection leaves it to the payment.
        if (e instanceof ApiError && e.code?.startsWith('discount_code_')) {
          setApplied(null);
          setLastCode(appliedCode);
          setError(e.serverMessage ?? 'This discount code cannot be used.');
        }
      }
    },
    [appliedCode],
  );

  const lines = [{ slug: guide.slug, priceCents: guide.saleCents }, ...upsells.map((g) => ({ slug: g.slug, priceCents: UPSELL_CENTS }))];
  const discountCents = applied ? allocateDiscount(lines, applied.terms).discountCents : 0;
  return {
    applied,
    discountCents,
    intentCode: applied && discountCents > 0 ? applied.code : undefined,
    checking,
    error,
    lastCode,
    notApplicable: applied !== null && discountCents === 0,
    apply,
    remove,
    refuse,
    recheckFor,
  };
}

/** A code the payment intent refused (used up or expired since it was applied) is dropped, with the reason. */
export function useDropRefusedCode(discount: DiscountCodeState, intent: { error: string | null; errorCode: string | null }): void {
  const { refuse } = discount;
  useEffect(() => {
    if (intent.error && intent.errorCode?.startsWith('discount_code_')) refuse(intent.error);
  }, [intent.error, intent.errorCode, refuse]);
}
