import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AdminDiscountCode, AdminDiscountCodeResponse, AdminDiscountCodesPage } from '../../shared/api/discounts.js';
import { ApiErrors } from '../common/api-docs.js';
import { CommonError } from '../common/domain-error.js';
import { JsonOnly } from '../common/json-only.js';
import { decodeCursor, PAGE_SIZE_DEFAULT } from '../database/keyset.js';
import { type DiscountCode, DiscountsService } from '../discounts/discounts.service.js';
import { parseId } from './admin.controller.js';
import { AdminOnly } from './admin.guard.js';
import {
  AdminDiscountCodeResponseDto,
  AdminDiscountCodesPageDto,
  CreateDiscountCodeDto,
  DiscountCodesQueryDto,
  UpdateDiscountCodeDto,
} from './dto/discount-codes.dto.js';

const dateOf = (value: string | null | undefined): Date | null | undefined =>
  value === undefined ? undefined : value === null ? null : new Date(value);

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** The wire shape of a code (DESIGN §4.4: never the entity). */
export function adminDiscountCode(c: DiscountCode, refundedCents: number): AdminDiscountCode {
  return {
    id: c.id,
    code: c.code,
    kind: c.kind,
    percentOff: c.percentOff,
    amountOffCents: c.amountOffCents,
    guideSlugs: c.guideSlugs ? c.guideSlugs.split(',') : null,
    startsAt: iso(c.startsAt),
    endsAt: iso(c.endsAt),
    maxUses: c.maxUses,
    maxUsesPerEmail: c.maxUsesPerEmail,
    status: c.status,
    uses: c.uses,
    reserved: c.reserved,
    overLimitUses: c.overLimitUses,
    revenueCents: c.revenueCents,
    refundedCents,
    discountCents: c.discountCents,
    createdAt: iso(c.createdAt)!,
  };
}

/** The owner's discount codes: list (with uses and revenue), create, pause/resume and limits. */
@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin/discount-codes')
@AdminOnly()
export class AdminDiscountCodesController {
  constructor(private readonly discounts: DiscountsService) {}

  @Get()
  @ApiOkResponse({ type: AdminDiscountCodesPageDto, description: 'One page of discount codes, newest first' })
  @ApiErrors(400, 401, 403)
  async list(@Query() q: DiscountCodesQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminDiscountCodesPage> {
    res.setHeader('Cache-Control', 'no-store');
    const page = await this.discounts.listPage({
      cursor: q.cursor ? (decodeCursor(q.cursor) ?? undefined) : undefined,
      limit: q.limit ?? PAGE_SIZE_DEFAULT,
    });
    const refunded = await this.discounts.refundedCents(page.rows.map((c) => c.id));
    return { codes: page.rows.map((c) => adminDiscountCode(c, refunded.get(c.id) ?? 0)), nextCursor: page.nextCursor };
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiResponse({ status: 201, type: AdminDiscountCodeResponseDto, description: 'Created' })
  @ApiErrors(400, 401, 403, 409, 415)
  @JsonOnly()
  async create(@Body() dto: CreateDiscountCodeDto): Promise<AdminDiscountCodeResponse> {
    const created = await this.discounts.create({
      code: dto.code,
      terms: {
        kind: dto.kind,
        percentOff: dto.percentOff ?? null,
        amountOffCents: dto.amountOffCents ?? null,
        guideSlugs: dto.guideSlugs && dto.guideSlugs.length > 0 ? dto.guideSlugs : null,
      },
      startsAt: dateOf(dto.startsAt) ?? null,
      endsAt: dateOf(dto.endsAt) ?? null,
      maxUses: dto.maxUses ?? null,
      maxUsesPerEmail: dto.maxUsesPerEmail ?? null,
      status: dto.status ?? 'active',
    });
    return { ok: true, code: adminDiscountCode(created, 0) };
  }

  @Patch(':id')
  @ApiOkResponse({ type: AdminDiscountCodeResponseDto, description: 'Updated' })
  @ApiErrors(400, 401, 403, 404, 415)
  @JsonOnly()
  async update(@Param('id') rawId: string, @Body() dto: UpdateDiscountCodeDto): Promise<AdminDiscountCodeResponse> {
    const updated = await this.discounts.update(parseId(rawId), {
      status: dto.status,
      startsAt: dateOf(dto.startsAt),
      endsAt: dateOf(dto.endsAt),
      maxUses: dto.maxUses,
      maxUsesPerEmail: dto.maxUsesPerEmail,
    });
    if (!updated) throw new CommonError('not_found', 'There is no such discount code.');
    const refunded = await this.discounts.refundedCents([updated.id]);
    return { ok: true, code: adminDiscountCode(updated, refunded.get(updated.id) ?? 0) };
  }
}
