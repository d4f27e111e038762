import { Body, Controller, HttpStatus, Post, Req, Res, UseFilters } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RateLimit } from '../common/rate-limit.js';
import { createValidationPipe } from '../common/validation.js';
import { ContactService } from '../contact/contact.service.js';
import { CreateContactDto } from '../contact/dto/create-contact.dto.js';
import { SubscribeDto } from '../newsletter/dto/subscribe.dto.js';
import { NewsletterService } from '../newsletter/newsletter.service.js';
import { originOf } from '../uploads/upload-address.js';
import {
  ENQUIRY_PAGE,
  ENQUIRY_SENT,
  FRESH_LINK_REQUESTED,
  missingText,
  NEWSLETTER_SUBSCRIBED,
  type FormText,
} from '../../shared/form-texts.js';
import { anyBlank, enquiryBody, formKind, formValues, honeypotValue, requiredValues } from './enquiry-form.js';
import { FormOnly } from './form-only.js';
import { FormPageFilter } from './form-page.filter.js';
import { formResultPage } from './form-pages.js';
import { ENQUIRY_KINDS } from '../../shared/enquiry-format.js';
import { findGuide, GUIDE_SLUGS } from '../../shared/catalogue.js';
import { DownloadsService, RESEND_LINK_LIMIT } from '../downloads/downloads.service.js';
import { ResendLinkDto } from '../downloads/dto/resend-link.dto.js';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';

/**
 * The pre-rendered forms' posts before (or without) JavaScript: a plain HTML form post
 * (application/x-www-form-urlencoded) answered with a result page, so nothing the visitor
 * typed ever lands in a URL. Same services, DTO rules, rate-limit buckets and origin check
 * (global middleware) as the JSON API, which stays JSON-only. Outside /api: answers are pages.
 */
const PAGE = { 'text/html': { schema: { type: 'string' } } } as const;
const FORM = 'application/x-www-form-urlencoded';

@ApiTags('forms')
@ApiConsumes(FORM)
@ApiResponse({ status: 400, description: 'A page naming what is missing or wrong', content: PAGE })
@ApiResponse({ status: 403, description: 'A page: the post came from another site', content: PAGE })
@ApiResponse({ status: 415, description: 'A page: not a form post', content: PAGE })
@ApiResponse({ status: 429, description: 'A page: too many posts, try again later', content: PAGE })
@Controller('forms')
@UseFilters(FormPageFilter)
export class FormsController {
  private readonly validation = createValidationPipe();

  constructor(
    private readonly newsletter: NewsletterService,
    private readonly contact: ContactService,
    private readonly downloads: DownloadsService,
  ) {}

  @Post('newsletter')
  @ApiBody({ schema: { type: 'object', required: ['email'], properties: { email: { type: 'string', format: 'email' } } } })
  @ApiOkResponse({ description: 'A page: check your inbox to confirm', content: PAGE })
  @RateLimit('newsletter')
  @FormOnly()
  async subscribe(@Body() body: Record<string, unknown>, @Res() res: Response): Promise<void> {
    const email = typeof body?.email === 'string' ? body.email : undefined;
    const dto = (await this.validation.transform({ email }, { type: 'body', metatype: SubscribeDto })) as SubscribeDto;
    await this.newsletter.subscribe(dto.email, 'footer');
    page(res, HttpStatus.OK, NEWSLETTER_SUBSCRIBED, null);
  }

  /** The four enquiry forms; the hidden `kind` field says which ('contact' when absent). */
  @Post('contact')
  @ApiBody({
    description: "The enquiry form's fields as posted; `kind` (hidden) says which form",
    schema: {
      type: 'object',
      properties: {
        kind: { type: 'string', enum: [...ENQUIRY_KINDS] },
        name: { type: 'string' },
        email: { type: 'string', format: 'email' },
        company: { type: 'string' },
        message: { type: 'string' },
        website: { type: 'string', description: 'Honeypot: leave empty' },
      },
      additionalProperties: { type: 'string' },
    },
  })
  @ApiCreatedResponse({ description: 'A page: enquiry sent', content: PAGE })
  @ApiOkResponse({ description: 'A page: enquiry sent (the honeypot was filled: nothing stored)', content: PAGE })
  @RateLimit('contact')
  @FormOnly()
  async enquire(@Req() req: Request, @Res() res: Response): Promise<void> {
    // Read past the global pipe: like the web app's forms, this one cleans pasted control
    // characters (formValues) before the body is validated below, rather than refusing them.
    const form = (req.body ?? {}) as Record<string, unknown>;
    const kind = formKind(form);
    const values = formValues(kind, form);
    const back = { href: ENQUIRY_PAGE[kind], label: 'Back to the form' };
    if (anyBlank(requiredValues(kind, values))) return page(res, HttpStatus.BAD_REQUEST, missingText(kind), back);
    const website = honeypotValue(form);
    const dto = (await this.validation.transform(enquiryBody(kind, values, website), {
      type: 'body',
      metatype: CreateContactDto,
    })) as CreateContactDto;
    const own = originOf(`${req.protocol}://${req.get('host') ?? 'localhost'}`);
    const result = await this.contact.submit(dto, own ? [own] : []);
    // A filled honeypot gets the same page as a stored enquiry.
    page(res, result.stored ? HttpStatus.CREATED : HttpStatus.OK, ENQUIRY_SENT[kind], null);
  }

  /** The download page's 'E-mail me a fresh link' form (403 page): the same answer whether or not the address bought it. */
  @Post('resend-link')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['email', 'slug'],
      properties: { email: { type: 'string', format: 'email' }, slug: { type: 'string', enum: [...GUIDE_SLUGS] } },
    },
  })
  @ApiResponse({ status: 202, description: 'A page: if that address bought the guide, a fresh link is on its way', content: PAGE })
  @RateLimit(RESEND_LINK_LIMIT)
  @FormOnly()
  async resendLink(@Body() body: Record<string, unknown>, @Res() res: Response): Promise<void> {
    const fields = { email: body?.email, slug: body?.slug };
    const dto = (await this.validation.transform(fields, { type: 'body', metatype: ResendLinkDto })) as ResendLinkDto;
    await this.downloads.requestFreshLink(dto.email, dto.slug);
    const guide = findGuide(dto.slug)!;
    page(res, HttpStatus.ACCEPTED, FRESH_LINK_REQUESTED, { href: `/guides/${guide.slug}`, label: `Back to ${guide.title}` });
  }
}

function page(res: Response, status: number, text: FormText, back: { href: string; label: string } | null): void {
  res.status(status).set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }).type('html').send(formResultPage(text, back));
}
