import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { DiscountCheckResponse } from '../../shared/api/discounts.js';
import { describeDiscount } from '../../shared/discount.js';
import { formatCents } from '../../shared/pricing.js';
import { ApiErrors } from '../common/api-docs.js';
import { JsonOnly } from '../common/json-only.js';
import { RateLimit } from '../common/rate-limit.js';
import { CheckDiscountDto, DiscountCheckResponseDto } from '../discounts/dto/check-discount.dto.js';
import { currentUser } from '../session/current-user.js';
import { rememberedOrder } from './checkout-session.js';
import { CheckoutService } from './checkout.service.js';

/** Guessing codes is slow: per address and per browser session. */
export const DISCOUNT_CHECK_IP_LIMIT = {
  name: 'discount-check-ip',
  rule: { points: 100, duration: 10 * 60 },
  message: 'Too many discount code attempts. Please wait a few minutes and try again.',
};
export const DISCOUNT_CHECK_SESSION_LIMIT = {
  ...DISCOUNT_CHECK_IP_LIMIT,
  name: 'discount-check-session',
  rule: { points: 30, duration: 10 * 60 },
  per: 'session' as const,
};

/**
 * 'Add a discount code' at checkout: says whether a code may be used for the selection and
 * what it takes off. Nothing is reserved here; the payment intent checks the code again.
 */
@ApiTags('checkout')
@Controller('discount-codes')
export class DiscountCheckController {
  constructor(private readonly checkout: CheckoutService) {}

  @Post('check')
  @HttpCode(200)
  @ApiOkResponse({ type: DiscountCheckResponseDto, description: 'The code applies: its terms and the discount of this selection' })
  @ApiErrors(400, 404, 409, 415, 422, 429)
  @RateLimit(DISCOUNT_CHECK_IP_LIMIT, DISCOUNT_CHECK_SESSION_LIMIT)
  @JsonOnly()
  async check(@Body() dto: CheckDiscountDto, @Req() req: Request): Promise<DiscountCheckResponse> {
    const user = currentUser(req);
    const priced = await this.checkout.priceWithCode(
      dto.guideSlug,
      dto.upsellSlugs,
      dto.code,
      {
        buyer: { sessionOrderIds: [], account: user ? { userId: user.id, email: user.email, emailVerified: user.emailVerified } : null },
        rememberedOrderId: await rememberedOrder(req, dto.guideSlug),
        remember: () => undefined,
      },
      dto.email,
    );
    const { code, terms, discountCents } = priced.discount!;
    return { code, terms, label: describeDiscount(terms, formatCents), discountCents };
  }
}
