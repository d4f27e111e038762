import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { OutboxPage, OutboxRetryResponse } from '../../shared/api/outbox.js';
import { CommonError } from '../common/domain-error.js';
import { JsonOnly } from '../common/json-only.js';
import { OutboxQueryDto } from '../mail/dto/outbox-query.dto.js';
import { MailService } from '../mail/mail.service.js';
import { parseId } from './admin.controller.js';
import { AdminOnly } from './admin.guard.js';
import { EmptyBodyDto } from './dto/admin-queries.dto.js';
import { ApiAcceptedResponse, ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-docs.js';
import { OutboxPageDto, OutboxRetryResponseDto } from '../mail/dto/outbox-responses.dto.js';

/**
 * The mail outbox as the owner sees it: every e-mail the shop sent or is still trying to
 * send, failures first to look at (`?status=failed`), and a way to queue a failed one
 * again once the cause (SMTP settings, a full mailbox) is fixed.
 */
@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin/outbox')
@AdminOnly()
export class AdminOutboxController {
  constructor(private readonly mail: MailService) {}

  @Get()
  @ApiOkResponse({ type: OutboxPageDto })
  @ApiErrors(400, 401, 403)
  async list(@Query() q: OutboxQueryDto, @Res({ passthrough: true }) res: Response): Promise<OutboxPage> {
    res.setHeader('Cache-Control', 'no-store');
    return this.mail.list({ status: q.status, cursor: q.cursor === undefined ? undefined : Number(q.cursor), limit: q.limit });
  }

  /** 202: queued again with a fresh set of attempts (the worker sends it at once). */
  @Post(':id/retry')
  @ApiAcceptedResponse({ type: OutboxRetryResponseDto })
  @ApiErrors(400, 401, 403, 404, 409, 415)
  @HttpCode(HttpStatus.ACCEPTED)
  @JsonOnly()
  async retry(@Param('id') rawId: string, @Body() _body: EmptyBodyDto): Promise<OutboxRetryResponse> {
    const outcome = await this.mail.retryFailed(parseId(rawId));
    if (outcome === 'not_found') throw new CommonError('not_found', 'There is no such e-mail in the outbox.');
    if (outcome === 'not_failed') throw new CommonError('conflict', 'Only an e-mail that failed can be queued again.');
    return { ok: true, item: outcome };
  }
}
