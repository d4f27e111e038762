import { Body, Controller, HttpCode, Post, Req, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { FreeOrderResponse } from '../../shared/api/checkout.js';
import { ApiErrors, ErrorBodyDto } from '../common/api-docs.js';
import { JsonOnly } from '../common/json-only.js';
import { CodeGuessLimit } from './code-guess-limit.interceptor.js';
import { RateLimit } from '../common/rate-limit.js';
import { rotateSession } from '../session/session-auth.js';
import { SessionsService } from '../session/sessions.service.js';
import { buyerOf, PAYMENT_INTENT_SESSION_LIMIT } from './checkout.controller.js';
import { grantPaidOrder, rememberedOrder } from './checkout-session.js';
import { FreeOrderDto, FreeOrderResponseDto } from './dto/free-order.dto.js';
import { FreeOrderService } from './free-order.service.js';
import { KeyedLock } from './keyed-lock.js';

@ApiTags('checkout')
@Controller('checkout')
export class FreeOrderController {
  /** One free order at a time per browser session and guide (a double click completes once). */
  private readonly lock = new KeyedLock();

  constructor(
    private readonly free: FreeOrderService,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * 200 `{ ok, order, paymentIntentId }`: the order is complete and this browser may
   * download it. 409 order_not_free when the code does not cover the whole total; the
   * code's refusals (422/409), terms_outdated (409) and already_owned (409) as at checkout.
   */
  @Post('free-order')
  @ApiOperation({ summary: 'Completes a checkout that a discount code makes free (no card)' })
  @ApiOkResponse({ type: FreeOrderResponseDto })
  @ApiErrors(400, 404, 409, 415, 422, 429)
  @ApiResponse({ status: 409, type: ErrorBodyDto, description: 'The total is not $0.00 (order_not_free), or a code or Terms refusal' })
  @HttpCode(200)
  @RateLimit('paymentIntent', PAYMENT_INTENT_SESSION_LIMIT)
  @UseInterceptors(CodeGuessLimit)
  @JsonOnly()
  createFreeOrder(@Body() dto: FreeOrderDto, @Req() req: Request): Promise<FreeOrderResponse> {
    return this.lock.run(`${req.sessionID}:${dto.guideSlug}`, async () => {
      const { response, order } = await this.free.complete(dto, {
        buyer: buyerOf(req),
        rememberedOrderId: await rememberedOrder(req, dto.guideSlug),
        remember: () => undefined,
      });
      await this.lock.run(`grant:${req.sessionID}`, async () => {
        if (this.sessions.wasDestroyed(req.sessionID)) return;
        grantPaidOrder(req, order.guideSlug, order.id);
        await rotateSession(req);
      });
      return response;
    });
  }
}
