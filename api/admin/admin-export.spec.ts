import { ORDERS_CSV_HEADER, orderCsvRow } from './admin-export.js';
import type { AdminOrder } from '../../shared/api/admin.js';

const order = (over: Partial<AdminOrder>): AdminOrder => ({
  id: 7,
  number: 'TW-000007',
  email: 'buyer@example.com',
  status: 'paid',
  amountCents: 2319 + 799,
  currency: 'usd',
  provider: 'sandbox',
  paymentIntentId: 'pi_1',
  createdAt: '2026-12-01T10:00:00.000Z',
  paidAt: '2026-12-01T10:01:00.000Z',
  receiptSentAt: null,
  termsVersion: null,
  consentAt: null,
  discountCode: 'SPRING-20',
  discountCents: 580 + 200,
  items: [
    { slug: 'fabric-101', title: 'Fabric 101', kind: 'main', priceCents: 2900, paidCents: 2319, revokedAt: null, revokeReason: null },
    {
      slug: 'fabric-201-cotton',
      title: 'Cotton',
      kind: 'upsell',
      priceCents: 999,
      paidCents: 799,
      revokedAt: '2026-12-02T09:00:00.000Z',
      revokeReason: 'refund',
    },
  ],
  ...over,
});

const row = (o: AdminOrder) => Object.fromEntries(ORDERS_CSV_HEADER.map((h, i) => [h, orderCsvRow(o)[i]]));

describe('orderCsvRow', () => {
  it('a discounted order with a refunded add-on: paid prices, refunded as paid, kept, and the list wording', () => {
    expect(row(order({}))).toMatchObject({
      status: 'paid',
      statusLabel: 'partly refunded',
      items: 'fabric-101 (main, 29.00, paid 23.19); fabric-201-cotton (upsell, 9.99, paid 7.99)',
      discountCode: 'SPRING-20',
      discountCents: 780,
      refundedCents: 799,
      refunded: '7.99',
      keptCents: 2319,
      kept: '23.19',
    });
  });

  it('a declined checkout kept nothing, whatever its total', () => {
    const declined = order({ status: 'failed', number: null, paidAt: null, discountCode: null, discountCents: 0, amountCents: 3899 });
    declined.items = declined.items.map((i) => ({ ...i, paidCents: i.priceCents, revokedAt: null, revokeReason: null }));
    expect(row(declined)).toMatchObject({
      status: 'failed',
      statusLabel: 'failed',
      amountCents: 3899,
      keptCents: 0,
      kept: '0.00',
      refundedCents: 0,
    });
  });
});
