import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../common/api-docs.js';
import { JsonOnly } from '../common/json-only.js';
import { RATE_LIMIT_MESSAGE } from '../common/rate-limit.js';
import { type ThrottleRule, Throttles, tooManyRequests } from '../common/throttle.js';
import { createValidationPipe } from '../common/validation.js';
import { ReplyFilesService } from '../uploads/reply-files.service.js';
import { ENQUIRY_LIMITS, REPLY_FILES_FIELD, type AdminMessageDetail, type ReplyResponse } from '../../shared/api/enquiries.js';
import { AdminEnquiriesService } from './admin-enquiries.service.js';
import { parseId } from './admin.controller.js';
import { AdminOnly, currentAdmin } from './admin.guard.js';
import { ReplyDto, UpdateMessageDto } from './dto/enquiry.dto.js';
import { AdminMessageDetailDto, ReplyResponseDto } from './dto/enquiry-responses.dto.js';
import { REPLY_FILES, type RequestWithReplyFiles, ReplyUploadInterceptor } from './reply-upload.interceptor.js';

/** Replies per message: 10 in 10 minutes (a double click or a stuck key never mails the enquirer twenty times). */
export const REPLY_RULE: ThrottleRule = { points: 10, duration: 10 * 60 };

/** The multipart body of a reply, for the OpenAPI document. */
class ReplyFormDto {
  @ApiProperty({ maxLength: ENQUIRY_LIMITS.replyMax, description: 'Plain text' })
  text: string;
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    maxItems: ENQUIRY_LIMITS.replyFilesMax,
    description: 'PDF, DOC, DOCX, JPG or PNG, at most 10 MB each',
  })
  [REPLY_FILES_FIELD]?: unknown[];
}

/**
 * Enquiries as a workflow (issue 15), beside the spec's inbox routes (admin.controller.ts):
 * one message with its notes, thread and the enquirer's guides; its status and notes; a
 * reply with files, e-mailed to the enquirer. Admin only.
 */
@ApiTags('admin')
@ApiCookieAuth('cookie')
@Controller('admin')
@AdminOnly()
export class AdminEnquiriesController {
  private readonly validation = createValidationPipe();

  constructor(
    private readonly enquiries: AdminEnquiriesService,
    private readonly replyFiles: ReplyFilesService,
    private readonly throttles: Throttles,
  ) {}

  @Get('messages/:id')
  @ApiOkResponse({ type: AdminMessageDetailDto, description: 'The message, its notes, its thread and the guides its address bought' })
  @ApiErrors(400, 401, 403, 404)
  async detail(@Param('id') id: string, @Res({ passthrough: true }) res: Response): Promise<AdminMessageDetail> {
    res.setHeader('Cache-Control', 'no-store');
    return this.enquiries.detail(parseId(id));
  }

  @Patch('messages/:id')
  @JsonOnly()
  @ApiOkResponse({ type: AdminMessageDetailDto, description: 'Updated; the whole detail again' })
  @ApiErrors(400, 401, 403, 404, 415)
  async update(@Param('id') id: string, @Body() body: UpdateMessageDto): Promise<AdminMessageDetail> {
    return this.enquiries.update(parseId(id), body);
  }

  /**
   * multipart/form-data: `text` and up to five `attachments`. The e-mail goes to the
   * enquirer with Reply-To the owner's inbox; a new message becomes 'replied'.
   */
  @Post('messages/:id/replies')
  @HttpCode(HttpStatus.CREATED)
  @UseInterceptors(ReplyUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ReplyFormDto })
  @ApiCreatedResponse({ type: ReplyResponseDto, description: 'Recorded in the thread and queued in the outbox' })
  @ApiErrors(400, 401, 403, 404, 413, 415, 429)
  async reply(@Param('id') rawId: string, @Req() req: RequestWithReplyFiles): Promise<ReplyResponse> {
    const incoming = req[REPLY_FILES] ?? [];
    try {
      const id = parseId(rawId);
      const dto = (await this.validation.transform({ ...(req.body as object) }, { type: 'body', metatype: ReplyDto })) as ReplyDto;
      const verdict = await this.throttles.get('admin-reply', REPLY_RULE).consume(String(id));
      if (!verdict.allowed) throw tooManyRequests(RATE_LIMIT_MESSAGE, verdict);
      return await this.enquiries.reply(id, currentAdmin(req)?.email ?? 'admin', dto.text, incoming);
    } finally {
      await this.replyFiles.dropIncoming(incoming);
    }
  }
}
