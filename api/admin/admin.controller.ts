import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { attachmentDisposition } from '../common/content-disposition.js';
import { JsonOnly } from '../common/json-only.js';
import { clientKey, RATE_LIMIT_MESSAGE } from '../common/rate-limit.js';
import { type ThrottleRule, Throttles, tooManyRequests } from '../common/throttle.js';
import { messagesCsv, ordersCsv, subscribersCsv } from './admin-export.js';
import { type AdminMessage, AdminMessagesService } from './admin-messages.service.js';
import { type AdminOrder, AdminOrdersService } from './admin-orders.service.js';
import { type AdminSubscriber, AdminSubscribersService } from './admin-subscribers.service.js';
import { AdminOnly } from './admin.guard.js';
import { csvFileName } from './csv.js';
import { EmptyBodyDto, MessagesQueryDto, OrdersQueryDto, SubscribersQueryDto } from './dto/admin-queries.dto.js';
import { JsonOrEmptyGuard } from './json-or-empty.guard.js';
import { CommonError } from '../common/domain-error.js';

/** "Resend receipt": per IP 10 a minute, per order 3 in 10 minutes (no mail bombing a buyer). */
export const RESEND_IP_RULE: ThrottleRule = { points: 10, duration: 60 };
export const RESEND_ORDER_RULE: ThrottleRule = { points: 3, duration: 10 * 60 };

/** A positive integer id from the path, or 400. */
export function parseId(raw: string): number {
  const id = /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new CommonError('invalid_id', 'The id must be a positive whole number');
  return id;
}

/**
 * The owner's back office (spec §2 Admin, DESIGN §3 Admin): the inbox, orders, newsletter
 * subscribers and CSV exports. Admin only: AdminGuard runs before anything else.
 */
@Controller('admin')
@AdminOnly()
export class AdminController {
  constructor(
    private readonly messages: AdminMessagesService,
    private readonly orders: AdminOrdersService,
    private readonly subscribers: AdminSubscribersService,
    private readonly throttles: Throttles,
  ) {}

  // --- messages (spec §7) ---------------------------------------------------------------

  @Get('messages')
  async listMessages(@Query() q: MessagesQueryDto, @Res({ passthrough: true }) res: Response): Promise<{ messages: AdminMessage[] }> {
    res.setHeader('Cache-Control', 'no-store');
    return { messages: await this.messages.list({ kind: q.kind }) };
  }

  /** Idempotent; there is no way back to unread (spec §4). The spec's call sends no body. */
  @Put('messages/:id/read')
  @HttpCode(HttpStatus.OK)
  @UseGuards(JsonOrEmptyGuard)
  async markRead(@Param('id') id: string): Promise<{ ok: true; message: AdminMessage }> {
    return { ok: true, message: await this.messages.markRead(parseId(id)) };
  }

  // --- orders ---------------------------------------------------------------------------

  @Get('orders')
  async listOrders(@Query() q: OrdersQueryDto, @Res({ passthrough: true }) res: Response): Promise<{ orders: AdminOrder[] }> {
    res.setHeader('Cache-Control', 'no-store');
    return { orders: await this.orders.list({ status: q.status }) };
  }

  /** 202: the receipt went out again with fresh signed links. */
  @Post('orders/:id/resend-receipt')
  @HttpCode(HttpStatus.ACCEPTED)
  @JsonOnly()
  async resendReceipt(
    @Param('id') rawId: string,
    @Body() _body: EmptyBodyDto,
    @Req() req: Request,
  ): Promise<{ ok: true }> {
    const id = parseId(rawId);
    for (const [throttle, key] of [
      [this.throttles.get('admin-resend', RESEND_IP_RULE), clientKey(req.ip)],
      [this.throttles.get('admin-resend-order', RESEND_ORDER_RULE), String(id)],
    ] as const) {
      const verdict = await throttle.consume(key);
      if (!verdict.allowed) throw tooManyRequests(RATE_LIMIT_MESSAGE, verdict);
    }
    await this.orders.resendReceipt(id);
    return { ok: true };
  }

  // --- newsletter -----------------------------------------------------------------------

  @Get('subscribers')
  async listSubscribers(
    @Query() q: SubscribersQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ subscribers: AdminSubscriber[] }> {
    res.setHeader('Cache-Control', 'no-store');
    return { subscribers: await this.subscribers.list({ status: q.status }) };
  }

  // --- CSV exports (same filters as the lists) ------------------------------------------

  @Get('export/messages.csv')
  async exportMessages(@Query() q: MessagesQueryDto, @Res() res: Response): Promise<void> {
    sendCsv(res, 'messages', messagesCsv(await this.messages.list({ kind: q.kind })));
  }

  @Get('export/orders.csv')
  async exportOrders(@Query() q: OrdersQueryDto, @Res() res: Response): Promise<void> {
    sendCsv(res, 'orders', ordersCsv(await this.orders.list({ status: q.status })));
  }

  @Get('export/subscribers.csv')
  async exportSubscribers(@Query() q: SubscribersQueryDto, @Res() res: Response): Promise<void> {
    sendCsv(res, 'subscribers', subscribersCsv(await this.subscribers.list({ status: q.status })));
  }
}

function sendCsv(res: Response, name: string, csv: string): void {
  res
    .status(HttpStatus.OK)
    .set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachmentDisposition(csvFileName(name)),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .send(csv);
}
