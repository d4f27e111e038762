import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { FreeOrderRequest, FreeOrderResponse } from '../../shared/api/checkout.js';
import { DiscountsService } from '../discounts/discounts.service.js';
import { CheckoutConsentService } from './checkout-consent.service.js';
import { CheckoutError } from './checkout.errors.js';
import { type CheckoutContext, CheckoutService, purchaseResponse } from './checkout.service.js';
import { FulfilmentService } from './fulfilment.service.js';
import type { Order } from './order.entity.js';
import { OrdersService } from './orders.service.js';

/** The handle of a free order, in the shape of a payment intent id (the thank-you page and complete-purchase take one). */
function freeOrderHandle(): string {
  return `pi_free_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/**
 * A checkout that costs nothing (a discount code covers the whole order): no card and no
 * payment provider. The server prices the selection with the code and the buyer's e-mail
 * (limits included); only a $0.00 total is completed here. The consent to the Terms is
 * required and recorded as for a paid order; the code's use is counted (refused over its
 * limits), the order is then paid at $0.00 (provider 'none'), the receipt is sent, and
 * this browser may download.
 */
@Injectable()
export class FreeOrderService {
  private readonly logger = new Logger('Checkout');

  constructor(
    private readonly checkout: CheckoutService,
    private readonly orders: OrdersService,
    private readonly consent: CheckoutConsentService,
    private readonly discounts: DiscountsService,
    private readonly fulfilment: FulfilmentService,
  ) {}

  async complete(input: FreeOrderRequest, ctx: CheckoutContext): Promise<{ response: FreeOrderResponse; order: Order }> {
    this.consent.assertCurrent(input.termsVersion);
    const priced = await this.checkout.priceWithCode(input.guideSlug, input.upsellSlugs, input.code, ctx, input.email);
    if (priced.totalCents !== 0 || !priced.discount) {
      throw new CheckoutError('order_not_free', 'This order is not free: please pay with a card.');
    }
    await this.checkout.refuseOwned(priced, ctx.buyer);
    const pending = await this.orders.createPending(priced, 'none');
    const handle = freeOrderHandle();
    await this.orders.setPaymentIntent(pending.id, handle);
    // Holds one use of a limited code (refused when every use is taken); counted once completed.
    await this.discounts.reserve(priced.discount.codeId, pending.id);
    await this.consent.record(pending.id, input.termsVersion);
    // The use is counted before the order is paid, and refused over a limit: parallel free
    // orders for one address all passed the check above, and only one may have its share.
    // (A paid order's use is counted once paid, and honoured over a limit: the buyer paid.)
    try {
      await this.discounts.redeem({
        orderId: pending.id,
        codeId: priced.discount.codeId,
        email: input.email,
        amountCents: pending.amountCents,
        discountCents: pending.discountCents,
        refuseOverLimit: true,
      });
    } catch (err) {
      await this.discounts.release(pending.id);
      throw err;
    }
    const { order } = await this.fulfilment.completeFree(pending.id, input.email);
    if (order.status !== 'paid') {
      this.logger.warn(`Free order ${order.id} is ${order.status} after completion`);
      throw new CheckoutError('order_revoked', 'This order was refunded or disputed.');
    }
    return { response: { ...purchaseResponse(order, input.email), paymentIntentId: handle }, order };
  }
}
