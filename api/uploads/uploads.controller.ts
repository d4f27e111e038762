import { Controller, Headers, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { clientKey, RateLimit } from '../common/rate-limit.js';
import { type UploadedFile, UploadsService } from './uploads.service.js';
import type { UploadSlotResponse } from '../../shared/api/uploads.js';
import { ApiBody, ApiConsumes, ApiHeader, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-docs.js';
import { StoredFileDto, UploadSlotResponseDto } from './dto/upload-responses.dto.js';

/**
 * `POST /api/objects/upload` hands out a slot; the browser then PUTs the raw bytes to
 * `/objects/uploads/{id}?token=...` (outside /api, like every private file path).
 * The global prefix leaves only `objects/uploads/...` unprefixed (app.factory.ts).
 */
@ApiTags('enquiries')
@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post('objects/upload')
  @ApiOkResponse({ type: UploadSlotResponseDto })
  @ApiErrors(429)
  @HttpCode(200)
  @RateLimit('upload')
  async createSlot(@Req() req: Request): Promise<UploadSlotResponse> {
    const { uploadURL } = await this.uploads.createSlot(clientKey(req.ip));
    return { uploadURL };
  }

  /** Raw bytes, not JSON: exempt from the JSON-only rule. Answers `{ id, name, size, type }`. */
  @Put('objects/uploads/:id')
  @ApiConsumes(
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'image/jpeg',
    'image/png',
  )
  @ApiBody({ description: 'The file bytes (at most 10 MB), recognised by their content', schema: { type: 'string', format: 'binary' } })
  @ApiQuery({ name: 'token', description: 'The token of the uploadURL', required: true })
  @ApiHeader({ name: 'X-File-Name', description: 'The URI-encoded original file name', required: false })
  @ApiOkResponse({ type: StoredFileDto })
  @ApiErrors(400, 403, 404, 409, 410, 413, 415)
  @HttpCode(200)
  async receive(
    @Param('id') id: string,
    @Query('token') token: unknown,
    @Headers('content-type') contentType: string | undefined,
    @Headers('content-length') contentLength: string | undefined,
    @Headers('x-file-name') fileName: string | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UploadedFile> {
    try {
      return await this.uploads.receive(id, {
        token: typeof token === 'string' ? token : undefined,
        contentType,
        contentLength,
        fileName,
        body: req,
      });
    } catch (err) {
      // Reading stopped part-way (over 10 MB): close the connection after the answer
      // rather than read the rest of the body.
      if (req.readableDidRead && !req.complete) res.setHeader('Connection', 'close');
      throw err;
    }
  }
}
