import { Body, Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CommonError } from '../common/domain-error.js';
import { JsonOnly } from '../common/json-only.js';
import type { AdminOrderDetail, AdminRefundResponse } from '../../shared/api/refunds.js';
import { parseId } from './admin.controller.js';
import { AdminOnly, currentAdmin } from './admin.guard.js';
import { AdminRefundsService } from './admin-refunds.service.js';
import { CreateRefundDto } from './dto/refund.dto.js';

/**
 * An order's detail with its history, and refunds per line item (issue 15): admin only,
 * like every /api/admin route.
 */
@Controller('admin/orders')
@AdminOnly()
export class AdminRefundsController {
  constructor(private readonly refunds: AdminRefundsService) {}

  @Get(':id')
  async detail(@Param('id') rawId: string, @Res({ passthrough: true }) res: Response): Promise<AdminOrderDetail> {
    res.setHeader('Cache-Control', 'no-store');
    return this.refunds.detail(parseId(rawId));
  }

  /** 201 for a new refund; 200 with the same refund when the request repeats one (a double click). */
  @Post(':id/refunds')
  @JsonOnly()
  async refund(
    @Param('id') rawId: string,
    @Body() dto: CreateRefundDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminRefundResponse> {
    const id = parseId(rawId);
    const admin = currentAdmin(req);
    if (!admin) throw new CommonError('unauthorized', 'Please log in as the shop admin.');
    const answer = await this.refunds.refund(id, { itemIds: dto.itemIds, reason: dto.reason }, { id: admin.id, email: admin.email });
    res.status(answer.created ? 201 : 200);
    return answer;
  }
}
