import { Body, Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors, ErrorBodyDto } from '../common/api-docs.js';
import { CommonError } from '../common/domain-error.js';
import { JsonOnly } from '../common/json-only.js';
import type { AdminOrderDetail, AdminRefundResponse } from '../../shared/api/refunds.js';
import { parseId } from './admin.controller.js';
import { AdminOnly, currentAdmin } from './admin.guard.js';
import { AdminRefundsService } from './admin-refunds.service.js';
import { CreateRefundDto } from './dto/refund.dto.js';
import { OrderDetailDto, RefundResponseDto } from './dto/refund-docs.dto.js';

/**
 * An order's detail with its history, and refunds per line item (issue 15): admin only,
 * like every /api/admin route.
 */
@ApiTags('admin')
@ApiSecurity('cookie')
@Controller('admin/orders')
@AdminOnly()
export class AdminRefundsController {
  constructor(private readonly refunds: AdminRefundsService) {}

  @Get(':id')
  @ApiOperation({ summary: "An order with its line items' ids, refunds and history" })
  @ApiOkResponse({ type: OrderDetailDto })
  @ApiErrors(400, 401, 403, 404)
  async detail(@Param('id') rawId: string, @Res({ passthrough: true }) res: Response): Promise<AdminOrderDetail> {
    res.setHeader('Cache-Control', 'no-store');
    return this.refunds.detail(parseId(rawId));
  }

  /** 201 for a new refund; 200 with the same refund when the request repeats one (a double click). */
  @Post(':id/refunds')
  @ApiOperation({ summary: 'Refunds every guide still owned, or chosen line items, with a reason' })
  @ApiResponse({ status: 201, type: RefundResponseDto, description: 'Refunded (or asked of the provider: status pending)' })
  @ApiResponse({ status: 200, type: RefundResponseDto, description: 'The same refund, asked again (a double click)' })
  @ApiErrors(400, 401, 403, 404, 409, 415)
  @ApiResponse({ status: 502, type: ErrorBodyDto, description: 'The payment provider refused the refund or could not be reached' })
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
