import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { CheckoutConsentResponse } from '../../shared/api/legal.js';
import { DiscountsService } from '../discounts/discounts.service.js';
import { LegalService } from '../legal/legal.service.js';
import { CheckoutError } from './checkout.errors.js';
import { Order, type OrderStatus } from './order.entity.js';

export const CONSENT_REQUIRED_MESSAGE =
  'Please tick the box to agree to the Terms and Refund Policy before you pay. Nothing has been charged.';

/** Orders a consent can still be given for: not paid yet (failed: a declined card may be retried). */
const OPEN: OrderStatus[] = ['pending', 'failed'];

/**
 * The checkout's consent (shared/legal.ts CHECKOUT_CONSENT_TEXT): when the buyer presses
 * pay with the box ticked, the page records the Terms and Refund policy versions it showed
 * on the checkout's pending order, before the payment is confirmed. The sandbox takes no
 * payment and fulfilment delivers nothing for an order without it (`hasConsent`).
 */
@Injectable()
export class CheckoutConsentService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly legal: LegalService,
    private readonly discounts: DiscountsService,
  ) {}

  /** Refuses versions that are not the current ones (the owner edited a text while the page was open). */
  assertCurrent(termsVersion: string): void {
    if (termsVersion !== this.legal.checkoutTerms().termsVersion) {
      throw new CheckoutError(
        'terms_outdated',
        'Our Terms or Refund Policy changed while this page was open. Please read them again and tick the box to continue.',
      );
    }
  }

  /**
   * Records the consent on the order; refused when the versions are not the current ones
   * (the owner edited a text while the page was open: the buyer must see the new one).
   * With the buyer's e-mail, the order's discount code is checked for it first (its
   * per-e-mail limit), so that a guest learns before the card is confirmed;
   * `beforeCodeCheck` runs just before that check (the route's throttle) and may refuse.
   */
  async record(
    orderId: number | undefined,
    termsVersion: string,
    now = new Date(),
    email?: string,
    beforeCodeCheck: () => Promise<void> = async () => undefined,
  ): Promise<CheckoutConsentResponse> {
    this.assertCurrent(termsVersion);
    if (orderId !== undefined && email) await this.checkCodeFor(orderId, email, beforeCodeCheck);
    const result =
      orderId === undefined
        ? { affected: 0 }
        : await this.orders
            .createQueryBuilder()
            .update(Order)
            .set({ termsVersion, consentAt: now })
            .where('id = :id AND status IN (:...open)', { id: orderId, open: OPEN })
            .execute();
    if (result.affected !== 1) {
      throw new CheckoutError('payment_not_found', 'This checkout is no longer open. Please reload the page and try again.');
    }
    return { ok: true, termsVersion, consentAt: now.toISOString() };
  }

  private async checkCodeFor(orderId: number, email: string, beforeCodeCheck: () => Promise<void>): Promise<void> {
    const order = await this.orders.findOne({ where: { id: orderId }, relations: { items: true } });
    if (!order?.discountCode || !OPEN.includes(order.status)) return;
    await beforeCodeCheck();
    await this.discounts.quote(order.discountCode, { slugs: order.items.map((i) => i.guideSlug), email, orderId });
  }

  async hasConsent(orderId: number): Promise<boolean> {
    const order = await this.orders.findOne({ where: { id: orderId }, select: { id: true, termsVersion: true, consentAt: true } });
    return Boolean(order?.termsVersion && order.consentAt);
  }
}
