import { Body, Controller, HttpStatus, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { JsonOnly } from '../common/json-only.js';
import { RateLimit } from '../common/rate-limit.js';
import { originOf } from '../uploads/upload-address.js';
import { ContactService } from './contact.service.js';
import { CreateContactDto } from './dto/create-contact.dto.js';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-docs.js';
import { ContactAcceptedDto } from './dto/contact-responses.dto.js';
import type { ContactAccepted } from '../../shared/api/contact.js';

@ApiTags('enquiries')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** 201 `{ ok: true, id }`; a filled honeypot gets 200 `{ ok: true }` and nothing is stored. */
  @Post()
  @ApiCreatedResponse({ type: ContactAcceptedDto, description: 'Stored; the owner is e-mailed' })
  @ApiOkResponse({ type: ContactAcceptedDto, description: 'The honeypot was filled: nothing stored' })
  @ApiErrors(400, 415, 429)
  @RateLimit('contact')
  @JsonOnly()
  async create(@Body() dto: CreateContactDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<ContactAccepted> {
    const own = originOf(`${req.protocol}://${req.get('host') ?? 'localhost'}`);
    const result = await this.contact.submit(dto, own ? [own] : []);
    if (!result.stored) {
      res.status(HttpStatus.OK);
      return { ok: true };
    }
    res.status(HttpStatus.CREATED);
    return { ok: true, id: result.id };
  }
}
