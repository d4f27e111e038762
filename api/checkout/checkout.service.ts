import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { downloadUrlOf, findGuide, GUIDES } from '../../shared/catalogue.js';
import { DiscountsService } from '../discounts/discounts.service.js';
import { dollarsToCents, type PricedCheckout, priceCheckout, sameSlugs, withDiscount } from './checkout-pricing.js';
import type { CompletePurchaseDto } from './dto/complete-purchase.dto.js';
import type { CreatePaymentIntentDto } from './dto/create-payment-intent.dto.js';
import { FulfilmentError, FulfilmentService } from './fulfilment.service.js';
import type { Order } from './order.entity.js';
import { OrdersService } from './orders.service.js';
import {
  type ConfirmableIntent,
  IntentNotUpdatableError,
  PAYMENT_PROVIDER,
  type PaymentProvider,
  ProviderUnavailableError,
} from './payment-provider.js';
import { CheckoutError } from './checkout.errors.js';
import type { OwnedGuidesResponse, PaymentIntentResponse, PurchaseResponse } from '../../shared/api/checkout.js';

/** Who is buying: this browser session's paid orders and the signed-in account, if any. */
export interface Buyer {
  sessionOrderIds: readonly number[];
  account: { userId: number; email: string; emailVerified: boolean } | null;
}

export interface CheckoutContext {
  buyer: Buyer;
  /** The pending order this session remembers for the guide, if any. */
  rememberedOrderId: number | undefined;
  /** Called as soon as a new pending order exists (even if creating its intent fails). */
  remember: (orderId: number) => void;
  /** The client's address (rate-limit key): its new holds of a limited code are capped. */
  client?: string;
}

export interface CompletionContext {
  /** True when this browser session started (or already paid) the order. */
  owns: (orderId: number) => boolean;
}

/** Prices a checkout from the catalogue; a rule it breaks is a CheckoutError (400 with the rule's code). */
export function priceOrRefuse(guideSlug: string, upsellSlugs: readonly string[] | undefined): PricedCheckout {
  return priceCheckout(guideSlug, upsellSlugs ?? []);
}

function providerDown(err: unknown): never {
  if (err instanceof ProviderUnavailableError) {
    throw new CheckoutError('payment_provider_unavailable', 'The payment provider is unavailable. Please try again.');
  }
  throw err;
}

/**
 * The checkout (DESIGN §3 Purchase): one pending order and one payment intent per
 * checkout, priced by the server; a change of upsells updates both rather than making
 * new ones. Completion goes through FulfilmentService.fulfil.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger('Checkout');

  constructor(
    private readonly orders: OrdersService,
    private readonly fulfilment: FulfilmentService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly discounts: DiscountsService,
  ) {}

  /**
   * The selection priced by the catalogue and, with a code, by the code's terms: the code
   * is checked here (DiscountsService.quote), never taken from the browser's total. The
   * code's per-e-mail limit counts the e-mail typed at checkout, else the account's.
   */
  async priceWithCode(
    guideSlug: string,
    upsellSlugs: readonly string[] | undefined,
    code: string | undefined,
    ctx: CheckoutContext,
    email?: string | null,
  ) {
    const base = priceOrRefuse(guideSlug, upsellSlugs);
    if (code === undefined) return base;
    const usable = await this.discounts.quote(code, {
      slugs: base.items.map((i) => i.slug),
      email: email ?? ctx.buyer.account?.email ?? null,
      orderId: ctx.rememberedOrderId,
    });
    return withDiscount(base, usable);
  }

  /** Refuses a selection with a guide this browser or account already owns. */
  async refuseOwned(priced: PricedCheckout, buyer: Buyer): Promise<void> {
    const owned = await this.orders.findOwnedSlugs(buyer);
    const already = priced.items.map((i) => i.slug).filter((slug) => owned.has(slug));
    if (already.length > 0) {
      const titles = already.map((slug) => findGuide(slug)?.title ?? slug).join(', ');
      throw new CheckoutError('already_owned', `You already own ${titles}. Download it from your account or the thank-you page.`);
    }
  }

  async createPaymentIntent(dto: CreatePaymentIntentDto, ctx: CheckoutContext): Promise<PaymentIntentResponse> {
    const priced = await this.priceWithCode(dto.guideSlug, dto.upsellSlugs, dto.code, ctx);
    if (dto.amount !== undefined && dollarsToCents(dto.amount) !== priced.totalCents) {
      throw new CheckoutError(
        'amount_mismatch',
        `The amount does not match the order total of $${(priced.totalCents / 100).toFixed(2)}. Please reload the page.`,
      );
    }
    // A code that covers everything needs no card (POST /api/checkout/free-order); no intent can be $0.00.
    if (priced.totalCents === 0) throw new CheckoutError('order_is_free', 'This order is free: no payment is needed.');
    await this.refuseOwned(priced, ctx.buyer);
    const intent = (await this.reuse(ctx.rememberedOrderId, priced, ctx.client)) ?? (await this.startNew(priced, ctx));
    return {
      clientSecret: intent.clientSecret,
      amountCents: priced.totalCents,
      provider: this.provider.name,
      ...(priced.discount ? { discountCode: priced.discount.code, discountCents: priced.discount.discountCents } : {}),
    };
  }

  /** GET /api/owned-guides: catalogue order. */
  async ownedGuides(buyer: Buyer): Promise<OwnedGuidesResponse> {
    const owned = await this.orders.findOwnedSlugs(buyer);
    return { slugs: GUIDES.map((g) => g.slug).filter((slug) => owned.has(slug)) };
  }

  /** The remembered order, updated to the new selection; null when it can't be reused. */
  private async reuse(orderId: number | undefined, priced: PricedCheckout, client?: string): Promise<ConfirmableIntent | null> {
    if (orderId === undefined) return null;
    const order = await this.orders.findById(orderId);
    if (!order || order.status !== 'pending' || order.provider !== this.provider.name || order.guideSlug !== priced.guide.slug) {
      return null;
    }
    const slugs = priced.items.map((i) => i.slug);
    if (priced.discount || order.discountCodeId !== null) await this.holdDiscount(order.id, priced, client);
    if (!order.paymentIntentId) {
      // Creating its intent failed earlier: try again (same key for the same parameters).
      if (!(await this.orders.repricePending(order.id, priced))) return null;
      return this.createIntentFor(order.id, priced);
    }
    let intent: ConfirmableIntent;
    try {
      intent = await this.provider.updateIntent(order.paymentIntentId, priced.totalCents, slugs);
    } catch (err) {
      if (err instanceof IntentNotUpdatableError) return null;
      return providerDown(err);
    }
    if (!(await this.orders.repricePending(order.id, priced))) return null;
    return intent;
  }

  private async startNew(priced: PricedCheckout, ctx: CheckoutContext): Promise<ConfirmableIntent> {
    const order = await this.orders.createPending(priced, this.provider.name);
    ctx.remember(order.id);
    if (priced.discount) await this.holdDiscount(order.id, priced, ctx.client);
    return this.createIntentFor(order.id, priced);
  }

  /** A limited code's use is held for this checkout before its intent is made (see DiscountsService). */
  private async holdDiscount(orderId: number, priced: PricedCheckout, client: string | undefined): Promise<void> {
    if (priced.discount) await this.discounts.reserve(priced.discount.codeId, orderId, { client });
    else await this.discounts.release(orderId);
  }

  private async createIntentFor(orderId: number, priced: PricedCheckout): Promise<ConfirmableIntent> {
    const slugs = priced.items.map((i) => i.slug);
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([priced.totalCents, priced.currency, slugs]))
      .digest('hex')
      .slice(0, 16);
    let intent: ConfirmableIntent;
    try {
      intent = await this.provider.createIntent({
        orderId,
        amountCents: priced.totalCents,
        currency: priced.currency,
        idempotencyKey: `threadwise-order-${orderId}-${fingerprint}`,
        guideSlugs: slugs,
      });
    } catch (err) {
      return providerDown(err);
    }
    await this.orders.setPaymentIntent(orderId, intent.id);
    return intent;
  }

  /**
   * POST /api/complete-purchase: fulfils the payment (idempotent) and answers with the
   * order. The e-mail is recorded only for the session that owns the order, so that a
   * payment intent id alone (it is in the thank-you URL) can't redirect a receipt.
   */
  async completePurchase(
    dto: CompletePurchaseDto,
    ctx: CompletionContext,
  ): Promise<{ response: PurchaseResponse; order: Order; owner: boolean }> {
    const found = await this.orders.findByPaymentIntent(dto.paymentIntentId);
    if (!found) throw new CheckoutError('payment_not_found', 'We could not find this payment.');
    const upsells = found.items.filter((i) => i.kind === 'upsell').map((i) => i.guideSlug);
    if (found.guideSlug !== dto.guideSlug || !sameSlugs(upsells, dto.upsellSlugs ?? [])) {
      throw new CheckoutError('order_mismatch', 'The guides do not match this payment.');
    }
    const owner = ctx.owns(found.id);
    let order: Order;
    try {
      ({ order } = await this.fulfilment.fulfil(dto.paymentIntentId, owner ? dto.email : null));
    } catch (err) {
      if (err instanceof FulfilmentError) {
        switch (err.reason) {
          case 'not_found':
            throw new CheckoutError('payment_not_found', 'We could not find this payment.');
          case 'incomplete':
            throw new CheckoutError('payment_incomplete', 'Your payment has not been completed.');
          case 'mismatch':
            throw new CheckoutError('payment_mismatch', 'This payment does not match the order.');
          case 'no_consent':
            throw new CheckoutError('consent_required', 'This order cannot be completed: the Terms were not agreed to at checkout.');
        }
      }
      return providerDown(err);
    }
    if (order.status !== 'paid') {
      this.logger.warn(`Completion asked for order ${order.number} in status ${order.status}`);
      throw new CheckoutError('order_revoked', 'This order was refunded or disputed.');
    }
    // The buyer's e-mail, order number and guides are for the session that owns the order only.
    return { response: owner ? purchaseResponse(order, dto.email) : { ok: true }, order, owner };
  }
}

/** The order as the thank-you page needs it: guides that may be downloaded, main guide first. */
export function purchaseResponse(order: Order, fallbackEmail: string): PurchaseResponse {
  const items = [...order.items]
    .filter((i) => i.revokedAt === null)
    .sort((a, b) => Number(b.kind === 'main') - Number(a.kind === 'main') || a.id - b.id)
    .map((i) => {
      const guide = findGuide(i.guideSlug);
      return {
        slug: i.guideSlug,
        title: guide?.title ?? i.guideSlug,
        downloadUrl: guide ? downloadUrlOf(guide) : `/api/download/${i.guideSlug}`,
      };
    });
  return {
    ok: true,
    order: { number: order.number ?? '', email: order.email ?? fallbackEmail, totalCents: order.amountCents, items },
  };
}
