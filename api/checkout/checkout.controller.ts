import { Body, Controller, Get, Header, HttpCode, Post, Req, UseInterceptors } from '@nestjs/common';
import type { Request } from 'express';
import { JsonOnly } from '../common/json-only.js';
import { clientKey, RateLimit } from '../common/rate-limit.js';
import { rotateSession } from '../session/session-auth.js';
import { SessionsService } from '../session/sessions.service.js';
import { grantPaidOrder, ownsOrder, rememberedOrder, rememberOrder, saveSession } from './checkout-session.js';
import type { OwnedGuidesResponse, PaymentIntentResponse, PurchaseResponse } from '../../shared/api/checkout.js';
import { currentUser } from '../session/current-user.js';
import { type Buyer, CheckoutService } from './checkout.service.js';
import { CompletePurchaseDto } from './dto/complete-purchase.dto.js';
import { CreatePaymentIntentDto } from './dto/create-payment-intent.dto.js';
import { KeyedLock } from './keyed-lock.js';
import { CodeGuessLimit } from './code-guess-limit.interceptor.js';
import { ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ErrorBodyDto } from '../common/api-docs.js';
import { OwnedGuidesResponseDto, PaymentIntentResponseDto, PurchaseResponseDto } from './dto/checkout-responses.dto.js';

/** This browser session's paid orders and the signed-in account. */
export function buyerOf(req: Request): Buyer {
  const paid = req.session.paidOrderIds;
  const user = currentUser(req);
  return {
    sessionOrderIds: Array.isArray(paid) ? paid.filter((id): id is number => typeof id === 'number') : [],
    account: user ? { userId: user.id, email: user.email, emailVerified: user.emailVerified } : null,
  };
}

/** One checkout toggling its add-ons a lot stays well within this. */
export const PAYMENT_INTENT_SESSION_LIMIT = {
  name: 'payment-intent-session',
  rule: { points: 20, duration: 10 * 60 },
  message: 'Too many payment attempts from this browser. Please wait a few minutes and try again.',
  per: 'session' as const,
};

@ApiTags('checkout')
@Controller()
export class CheckoutController {
  /** One checkout change at a time per browser session and guide. */
  private readonly lock = new KeyedLock();

  constructor(
    private readonly checkout: CheckoutService,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * 200 `{ clientSecret, amountCents, provider }`: the pending order of this checkout, priced
   * by the server. Each call creates or updates an intent at the provider: limited per IP
   * (RATE_LIMIT_PAYMENT_INTENT a minute) and per browser session.
   */
  @Post('create-payment-intent')
  @ApiOkResponse({ type: PaymentIntentResponseDto })
  @ApiErrors(400, 404, 409, 415, 429)
  @ApiResponse({ status: 502, type: ErrorBodyDto, description: 'The payment provider did not answer' })
  @HttpCode(200)
  @RateLimit('paymentIntent', PAYMENT_INTENT_SESSION_LIMIT)
  @UseInterceptors(CodeGuessLimit)
  @JsonOnly()
  createPaymentIntent(@Body() dto: CreatePaymentIntentDto, @Req() req: Request): Promise<PaymentIntentResponse> {
    return this.lock.run(`${req.sessionID}:${dto.guideSlug}`, async () => {
      let remembered = false;
      try {
        return await this.checkout.createPaymentIntent(dto, {
          buyer: buyerOf(req),
          client: clientKey(req.ip),
          rememberedOrderId: await rememberedOrder(req, dto.guideSlug),
          remember: (orderId) => {
            rememberOrder(req, dto.guideSlug, orderId);
            remembered = true;
          },
        });
      } finally {
        if (remembered) await saveSession(req);
      }
    });
  }

  /** 200 `{ slugs }`: guides this session or account owns (the shop offers them as downloads, not for sale). */
  @Get('owned-guides')
  @ApiOkResponse({ type: OwnedGuidesResponseDto })
  @Header('Cache-Control', 'no-store')
  ownedGuides(@Req() req: Request): Promise<OwnedGuidesResponse> {
    return this.checkout.ownedGuides(buyerOf(req));
  }

  /** 200 `{ ok: true, order }` once the provider confirms the payment; this session may then download. */
  @Post('complete-purchase')
  @ApiOkResponse({ type: PurchaseResponseDto })
  @ApiErrors(400, 404, 409, 415)
  @ApiResponse({ status: 402, type: ErrorBodyDto, description: 'The payment has not been completed' })
  @ApiResponse({ status: 428, type: ErrorBodyDto, description: 'The Terms were not agreed to at checkout (consent_required)' })
  @HttpCode(200)
  @JsonOnly()
  async completePurchase(@Body() dto: CompletePurchaseDto, @Req() req: Request): Promise<PurchaseResponse> {
    const { response, order, owner } = await this.checkout.completePurchase(dto, { owns: (id) => ownsOrder(req, id) });
    if (owner) {
      // Concurrent completions from one browser: the first grants and moves the session to a
      // new id; the others find their id gone and leave it (their answer is the same).
      await this.lock.run(`grant:${req.sessionID}`, async () => {
        if (this.sessions.wasDestroyed(req.sessionID)) return;
        grantPaidOrder(req, order.guideSlug, order.id);
        await rotateSession(req);
      });
    }
    return response;
  }
}
