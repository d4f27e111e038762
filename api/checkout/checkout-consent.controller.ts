import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { CheckoutConsentResponse } from '../../shared/api/legal.js';
import { ApiErrors } from '../common/api-docs.js';
import { JsonOnly } from '../common/json-only.js';
import { Throttles } from '../common/throttle.js';
import { CheckoutConsentService } from './checkout-consent.service.js';
import { spendDiscountCheck } from './code-guess-limit.interceptor.js';
import { rememberedOrder } from './checkout-session.js';
import { CheckoutConsentDto, CheckoutConsentResponseDto } from './dto/checkout-consent.dto.js';

@ApiTags('checkout')
@Controller('checkout')
export class CheckoutConsentController {
  constructor(
    private readonly consent: CheckoutConsentService,
    private readonly throttles: Throttles,
  ) {}

  /**
   * 200 `{ ok, termsVersion, consentAt }`: the buyer ticked the box and pressed pay; recorded
   * on this session's pending order for the guide. 409 terms_outdated when a text changed
   * since the page loaded; 404 when this session has no open checkout of the guide. With
   * an e-mail and a code on the order, the code's per-e-mail check spends a point of the
   * discount check's budgets (429 when spent).
   */
  @Post('consent')
  @ApiOkResponse({ type: CheckoutConsentResponseDto })
  @ApiErrors(400, 404, 409, 415, 422, 429)
  @HttpCode(200)
  @JsonOnly()
  async record(@Body() dto: CheckoutConsentDto, @Req() req: Request): Promise<CheckoutConsentResponse> {
    return this.consent.record(await rememberedOrder(req, dto.guideSlug), dto.termsVersion, new Date(), dto.email, () =>
      spendDiscountCheck(this.throttles, req),
    );
  }
}
