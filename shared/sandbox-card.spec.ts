import { brandOf, CARD_MESSAGES, checkCard, luhnValid } from './sandbox-card.js';

const NOW = new Date('2025-06-15T12:00:00Z');
const card = (over: Partial<{ number: string; expiry: string; cvc: string }> = {}) => ({
  number: '4242 4242 4242 4242',
  expiry: '12 / 30',
  cvc: '123',
  ...over,
});

describe('sandbox card checks', () => {
  it('lets 4242 4242 4242 4242 succeed and declines 4000 0000 0000 0002, keeping only last 4 and brand', () => {
    expect(checkCard(card(), NOW)).toEqual({ ok: true, last4: '4242', brand: 'visa', outcome: 'succeed' });
    expect(checkCard(card({ number: '4000 0000 0000 0002' }), NOW)).toEqual({
      ok: true,
      last4: '0002',
      brand: 'visa',
      outcome: 'decline',
    });
  });

  it('lets any other Luhn-valid number succeed', () => {
    expect(checkCard(card({ number: '5555 5555 5555 4444' }), NOW)).toMatchObject({ ok: true, brand: 'mastercard', outcome: 'succeed' });
    expect(checkCard(card({ number: '3782 822463 10005', cvc: '1234' }), NOW)).toMatchObject({ ok: true, brand: 'amex' });
  });

  it('words number problems like a card provider', () => {
    expect(checkCard(card({ number: '' }), NOW)).toEqual({ ok: false, message: CARD_MESSAGES.numberIncomplete });
    expect(checkCard(card({ number: '4242 4242' }), NOW)).toEqual({ ok: false, message: 'Your card number is incomplete.' });
    expect(checkCard(card({ number: '4242 4242 4242 4241' }), NOW)).toEqual({ ok: false, message: 'Your card number is invalid.' });
    expect(checkCard(card({ number: '4242-abcd-4242-4242' }), NOW)).toEqual({ ok: false, message: 'Your card number is invalid.' });
  });

  it('checks the expiry date', () => {
    expect(checkCard(card({ expiry: '12 / ' }), NOW)).toEqual({ ok: false, message: "Your card's expiration date is incomplete." });
    expect(checkCard(card({ expiry: '13 / 30' }), NOW)).toEqual({ ok: false, message: "Your card's expiration month is invalid." });
    expect(checkCard(card({ expiry: '05 / 25' }), NOW)).toEqual({ ok: false, message: "Your card's expiration date is in the past." });
    expect(checkCard(card({ expiry: '01 / 20' }), NOW)).toEqual({ ok: false, message: "Your card's expiration date is in the past." });
    expect(checkCard(card({ expiry: '06 / 25' }), NOW)).toMatchObject({ ok: true });
    expect(checkCard(card({ expiry: '06/27' }), NOW)).toMatchObject({ ok: true });
  });

  it('checks the security code (4 digits for amex)', () => {
    expect(checkCard(card({ cvc: '12' }), NOW)).toEqual({ ok: false, message: "Your card's security code is incomplete." });
    expect(checkCard(card({ cvc: '' }), NOW)).toEqual({ ok: false, message: "Your card's security code is incomplete." });
    expect(checkCard(card({ cvc: '12a' }), NOW)).toEqual({ ok: false, message: "Your card's security code is invalid." });
    expect(checkCard(card({ number: '3782 822463 10005', cvc: '123' }), NOW)).toEqual({
      ok: false,
      message: "Your card's security code is incomplete.",
    });
  });

  it('knows Luhn and brands', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(brandOf('4000000000000002')).toBe('visa');
    expect(brandOf('2223003122003222')).toBe('mastercard');
    expect(brandOf('6011111111111117')).toBe('discover');
    expect(brandOf('9999')).toBe('unknown');
  });
});
