/**
 * Card checks of the sandbox provider, worded like a card provider's element. Pure. The
 * number itself is never stored or logged: callers keep at most `last4` and `brand`.
 */
export interface CardInput {
  number: string;
  /** 'MM / YY' */
  expiry: string;
  cvc: string;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export type CardCheck = { ok: true; last4: string; brand: CardBrand; outcome: 'succeed' | 'decline' } | { ok: false; message: string };

/** The sandbox's declined test card (DESIGN §3); every other valid number succeeds. */
export const DECLINED_TEST_CARD = '4000000000000002';

export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryYearInvalid: "Your card's expiration year is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
} as const;

export function brandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

const MIN_LENGTH: Record<CardBrand, number> = { visa: 16, mastercard: 16, amex: 15, discover: 16, unknown: 13 };

export function checkCard(card: CardInput, now = new Date()): CardCheck {
  const raw = card.number.replace(/[\s-]/g, '');
  if (raw === '') return { ok: false, message: CARD_MESSAGES.numberIncomplete };
  if (!/^\d+$/.test(raw) || raw.length > 19) return { ok: false, message: CARD_MESSAGES.numberInvalid };
  const brand = brandOf(raw);
  if (raw.length < MIN_LENGTH[brand]) return { ok: false, message: CARD_MESSAGES.numberIncomplete };
  if (!luhnValid(raw)) return { ok: false, message: CARD_MESSAGES.numberInvalid };

  const exp = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(card.expiry);
  if (!exp) return { ok: false, message: CARD_MESSAGES.expiryIncomplete };
  const month = Number(exp[1]);
  const year = 2000 + Number(exp[2]);
  if (month < 1 || month > 12) return { ok: false, message: CARD_MESSAGES.expiryMonthInvalid };
  const thisYear = now.getFullYear();
  if (year < thisYear || (year === thisYear && month < now.getMonth() + 1)) {
    return { ok: false, message: CARD_MESSAGES.expiryPast };
  }
  if (year > thisYear + 50) return { ok: false, message: CARD_MESSAGES.expiryYearInvalid };

  const cvc = card.cvc.trim();
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!/^\d*$/.test(cvc) || cvc.length > cvcLength) return { ok: false, message: CARD_MESSAGES.cvcInvalid };
  if (cvc.length < cvcLength) return { ok: false, message: CARD_MESSAGES.cvcIncomplete };

  return { ok: true, last4: raw.slice(-4), brand, outcome: raw === DECLINED_TEST_CARD ? 'decline' : 'succeed' };
}
