import { Body, Controller, Get, HttpCode, HttpStatus, Logger, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { OrderFilter } from '../checkout/orders.service.js';
import { JsonOnly } from '../common/json-only.js';
import { clientKey, RATE_LIMIT_MESSAGE } from '../common/rate-limit.js';
import { type ThrottleRule, Throttles, tooManyRequests } from '../common/throttle.js';
import type { MessageFilter } from '../contact/contact.service.js';
import { decodeCursor, PAGE_SIZE_DEFAULT, type PageRequest } from '../database/keyset.js';
import type { SubscriberFilter } from '../newsletter/newsletter.service.js';
import { MESSAGES_CSV_HEADER, ORDERS_CSV_HEADER, SUBSCRIBERS_CSV_HEADER } from './admin-export.js';
import { AdminMessagesService } from './admin-messages.service.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { AdminSubscribersService } from './admin-subscribers.service.js';
import { AdminOnly } from './admin.guard.js';
import { streamCsv } from './csv-stream.js';
import {
  EmptyBodyDto,
  MessagesFilterDto,
  MessagesQueryDto,
  OrdersFilterDto,
  OrdersQueryDto,
  SubscribersFilterDto,
  SubscribersQueryDto,
} from './dto/admin-queries.dto.js';
import type { AdminMessage, AdminMessagesPage, AdminOrdersPage, AdminSubscribersPage } from '../../shared/api/admin.js';
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

/** The page a validated query asks for (the DTO has checked the cursor already). */
function pageOf(q: { cursor?: string; limit?: number }): PageRequest {
  return { cursor: q.cursor ? (decodeCursor(q.cursor) ?? undefined) : undefined, limit: q.limit ?? PAGE_SIZE_DEFAULT };
}

function messageFilter(q: MessagesFilterDto): MessageFilter {
  return {
    kind: q.kind,
    read: q.status === undefined ? undefined : q.status === 'read',
    status: q.enquiryStatus,
    from: q.from,
    to: q.to,
    search: q.q,
  };
}

function orderFilter(q: OrdersFilterDto): OrderFilter {
  return { status: q.status, guide: q.guide, from: q.from, to: q.to, search: q.q };
}

function subscriberFilter(q: SubscribersFilterDto): SubscriberFilter {
  return { status: q.status, source: q.source, search: q.q };
}

/**
 * The owner's back office (spec §2 Admin, DESIGN §3 Admin): the inbox, orders, newsletter
 * subscribers and CSV exports. Admin only: AdminGuard runs before anything else. Every
 * list is one keyset page (DESIGN §4 rule 7); every export streams.
 */
@Controller('admin')
@AdminOnly()
export class AdminController {
  private readonly logger = new Logger('Admin');

  constructor(
    private readonly messages: AdminMessagesService,
    private readonly orders: AdminOrdersService,
    private readonly subscribers: AdminSubscribersService,
    private readonly throttles: Throttles,
  ) {}

  // --- messages (spec §7) ---------------------------------------------------------------

  @Get('messages')
  async listMessages(@Query() q: MessagesQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminMessagesPage> {
    res.setHeader('Cache-Control', 'no-store');
    return this.messages.page(messageFilter(q), pageOf(q));
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
  async listOrders(@Query() q: OrdersQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminOrdersPage> {
    res.setHeader('Cache-Control', 'no-store');
    return this.orders.page(orderFilter(q), pageOf(q));
  }

  /** 202: the receipt went out again with fresh signed links. */
  @Post('orders/:id/resend-receipt')
  @HttpCode(HttpStatus.ACCEPTED)
  @JsonOnly()
  async resendReceipt(@Param('id') rawId: string, @Body() _body: EmptyBodyDto, @Req() req: Request): Promise<{ ok: true }> {
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
  async listSubscribers(@Query() q: SubscribersQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminSubscribersPage> {
    res.setHeader('Cache-Control', 'no-store');
    return this.subscribers.page(subscriberFilter(q), pageOf(q));
  }

  // --- CSV exports (same filters as the lists, every matching row, streamed) -------------

  @Get('export/messages.csv')
  async exportMessages(@Query() q: MessagesFilterDto, @Res() res: Response): Promise<void> {
    await streamCsv(res, 'messages', MESSAGES_CSV_HEADER, this.messages.csvRows(messageFilter(q)), this.logger);
  }

  @Get('export/orders.csv')
  async exportOrders(@Query() q: OrdersFilterDto, @Res() res: Response): Promise<void> {
    await streamCsv(res, 'orders', ORDERS_CSV_HEADER, this.orders.csvRows(orderFilter(q)), this.logger);
  }

  @Get('export/subscribers.csv')
  async exportSubscribers(@Query() q: SubscribersFilterDto, @Res() res: Response): Promise<void> {
    await streamCsv(res, 'subscribers', SUBSCRIBERS_CSV_HEADER, this.subscribers.csvRows(subscriberFilter(q)), this.logger);
  }
}
