import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Req,
  Res,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { EDITION_FILE_FIELD, EDITION_NOTE_MAX, type EditionResult, type GuideLibrary } from '../../shared/api/guide-library.js';
import { findGuide, GUIDE_SLUGS, isGuideSlug } from '../../shared/catalogue.js';
import type { Guide } from '../../shared/guide.types.js';
import { AdminOnly, currentAdmin } from '../admin/admin.guard.js';
import { EmptyBodyDto } from '../admin/dto/admin-queries.dto.js';
import { ApiErrors } from '../common/api-docs.js';
import { CommonError } from '../common/domain-error.js';
import { JsonOnly } from '../common/json-only.js';
import { AddEditionDto } from './dto/add-edition.dto.js';
import { LibraryQueryDto } from './dto/library-query.dto.js';
import { EditionResultDto, GuideLibraryDto } from './dto/guide-library-responses.dto.js';
import { GuideLibraryError } from './guide-library.errors.js';
import { GuideLibraryService } from './guide-library.service.js';
import { MultipartOnlyGuard } from './multipart-only.guard.js';
import type { StoredPdf } from './pdf-upload.storage.js';

function guideOf(slug: string): Guide {
  const guide = isGuideSlug(slug) ? findGuide(slug) : undefined;
  if (!guide) throw new CommonError('not_found', 'There is no such guide.');
  return guide;
}

/**
 * The guide library of the back office: each guide's published PDF (uploaded edition or
 * generated sample), its previews, sales and downloads; a new edition is a streamed PDF
 * upload (multipart, field 'file'), checked before buyers get it.
 */
@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin/guides')
@AdminOnly()
export class GuideLibraryController {
  constructor(private readonly library: GuideLibraryService) {}

  @Get()
  @ApiOkResponse({ type: GuideLibraryDto })
  @ApiErrors(400, 401, 403)
  async list(@Query() _query: LibraryQueryDto, @Res({ passthrough: true }) res: Response): Promise<GuideLibrary> {
    res.setHeader('Cache-Control', 'no-store');
    return this.library.library();
  }

  /** 201: the new edition is what buyers download from now on. */
  @Post(':slug/editions')
  @ApiParam({ name: 'slug', enum: GUIDE_SLUGS })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [EDITION_FILE_FIELD, 'note'],
      properties: {
        [EDITION_FILE_FIELD]: { type: 'string', format: 'binary', description: 'The guide as a PDF (at most GUIDE_PDF_MAX_MB)' },
        note: { type: 'string', maxLength: EDITION_NOTE_MAX, description: 'What changed in this edition (required)' },
        notify: { type: 'boolean', description: 'E-mail every past buyer about it, with their signed download link' },
      },
    },
  })
  @ApiCreatedResponse({ type: EditionResultDto })
  @ApiErrors(400, 401, 403, 404, 409, 413, 415, 422)
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(MultipartOnlyGuard)
  @UseInterceptors(FileInterceptor(EDITION_FILE_FIELD))
  async upload(
    @Param('slug') slug: string,
    @UploadedFile() file: StoredPdf | undefined,
    @Body() dto: AddEditionDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<EditionResult> {
    res.setHeader('Cache-Control', 'no-store');
    let guide: Guide;
    try {
      guide = guideOf(slug);
    } catch (err) {
      if (file) await this.library.discardUpload(file);
      throw err;
    }
    if (!file) throw new GuideLibraryError('pdf_required', 'Please choose the PDF of the new edition.');
    return this.library.addEdition(guide.slug, file, {
      note: dto.note,
      notify: dto.notify ?? false,
      uploadedBy: currentAdmin(req)?.email ?? null,
    });
  }

  /** Announces an edition to the past buyers not told yet (202: the e-mails are queued). */
  @Post(':slug/editions/:edition/announce')
  @ApiParam({ name: 'slug', enum: GUIDE_SLUGS })
  @ApiParam({ name: 'edition', example: 2 })
  @ApiOkResponse({ type: EditionResultDto })
  @ApiErrors(400, 401, 403, 404, 415)
  @HttpCode(HttpStatus.OK)
  @JsonOnly()
  async announce(@Param('slug') slug: string, @Param('edition') rawEdition: string, @Body() _body: EmptyBodyDto): Promise<EditionResult> {
    const guide = guideOf(slug);
    const edition = /^[1-9]\d{0,5}$/.test(rawEdition) ? Number(rawEdition) : NaN;
    if (!Number.isInteger(edition)) throw new CommonError('invalid_id', 'The edition must be a positive whole number');
    const result = await this.library.announce(guide.slug, edition);
    if (!result) throw new CommonError('not_found', 'There is no such edition of this guide.');
    return result;
  }
}
