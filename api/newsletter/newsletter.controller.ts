import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { JsonOnly } from '../common/json-only.js';
import { RateLimit } from '../common/rate-limit.js';
import { SubscribeDto } from './dto/subscribe.dto.js';
import { newsletterPage, type NewsletterPage } from './newsletter-pages.js';
import { NewsletterService } from './newsletter.service.js';
import { ApiBadRequestResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiErrors, OkDto } from '../common/api-docs.js';

const HTML_PAGE = { 'text/html': { schema: { type: 'string' } } };

@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  /** Always 200 `{ ok: true }`: never tells whether the address was already known. */
  @Post('subscribe')
  @ApiOkResponse({ type: OkDto, description: 'Always the same answer; a confirmation e-mail goes out when needed' })
  @ApiErrors(400, 415, 429)
  @HttpCode(200)
  @RateLimit('newsletter')
  @JsonOnly()
  async subscribe(@Body() dto: SubscribeDto): Promise<{ ok: true }> {
    await this.newsletter.subscribe(dto.email, dto.source ?? 'footer');
    return { ok: true };
  }

  /**
   * The link in the confirmation e-mail: a page whose button POSTs (a GET changes nothing,
   * so a mail provider's link scanner cannot confirm a sign-up on the reader's behalf).
   * An address already confirmed gets the confirmed page at once.
   */
  @Get('confirm')
  @ApiQuery({ name: 'token', description: 'From the confirmation e-mail' })
  @ApiOkResponse({
    description: 'Page with a button that POSTs the confirmation (a GET changes nothing), or the confirmed page when it is done',
    content: HTML_PAGE,
  })
  @ApiBadRequestResponse({ description: 'Page: link not valid', content: HTML_PAGE })
  async confirmPage(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    const state = await this.newsletter.confirmationState(token);
    if (state === 'invalid') return this.invalidLink(res);
    if (state === 'confirmed') return this.confirmed(res);
    this.page(
      res,
      HttpStatus.OK,
      'Confirm your subscription',
      [
        'Please confirm that you want to receive the Threadwise newsletter: our latest fabric insights and exclusive content for fashion brand founders.',
      ],
      // Relative, like the unsubscribe button's.
      { action: `/api/newsletter/confirm?token=${encodeURIComponent(String(token))}`, button: 'Confirm subscription' },
    );
  }

  /** The confirmation page's button. Any body is ignored. */
  @Post('confirm')
  @ApiQuery({ name: 'token', description: 'From the confirmation e-mail' })
  @ApiOkResponse({ description: 'Page: subscription confirmed (again: the same page)', content: HTML_PAGE })
  @ApiBadRequestResponse({ description: 'Page: link not valid', content: HTML_PAGE })
  async confirm(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    if ((await this.newsletter.confirm(token)) === 'done') {
      this.confirmed(res);
    } else {
      this.invalidLink(res);
    }
  }

  /** The unsubscribe link: a page whose button POSTs (a GET changes nothing). */
  @Get('unsubscribe')
  @ApiQuery({ name: 'token', description: 'From the List-Unsubscribe header or the e-mail footer' })
  @ApiOkResponse({ description: 'Page with a button that POSTs the unsubscription (a GET changes nothing)', content: HTML_PAGE })
  @ApiBadRequestResponse({ description: 'Page: link not valid', content: HTML_PAGE })
  async unsubscribePage(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    if (!(await this.newsletter.isUnsubscribeToken(token))) return this.invalidLink(res);
    this.page(
      res,
      HttpStatus.OK,
      'Unsubscribe',
      ['Do you want to stop receiving the Threadwise newsletter?'],
      // Relative: the page posts to the host it was opened on (CSP form-action 'self'), whatever PUBLIC_URL says.
      {
        action: `/api/newsletter/unsubscribe?token=${encodeURIComponent(String(token))}`,
        button: 'Unsubscribe',
        // RFC 8058's one-click body.
        hidden: { 'List-Unsubscribe': 'One-Click' },
      },
    );
  }

  /** One-click unsubscribe (RFC 8058) and the page's button. Any body is ignored. */
  @Post('unsubscribe')
  @ApiQuery({ name: 'token', description: 'From the List-Unsubscribe header or the e-mail footer' })
  @ApiOkResponse({ description: 'Page: unsubscribed (RFC 8058 one-click too; any body is ignored)', content: HTML_PAGE })
  @ApiBadRequestResponse({ description: 'Page: link not valid', content: HTML_PAGE })
  async unsubscribe(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    if ((await this.newsletter.unsubscribe(token)) === 'done') {
      this.page(res, HttpStatus.OK, "You're unsubscribed", [
        "You won't receive the Threadwise newsletter any more. You can subscribe again at any time from the shop.",
      ]);
    } else {
      this.invalidLink(res);
    }
  }

  private confirmed(res: Response): void {
    this.page(res, HttpStatus.OK, 'Subscription confirmed', [
      "Thank you! You'll receive our latest fabric insights and exclusive content.",
    ]);
  }

  private invalidLink(res: Response): void {
    this.page(res, HttpStatus.BAD_REQUEST, 'Link not valid', [
      'This link is invalid or no longer valid. Please use the most recent e-mail from us.',
    ]);
  }

  private page(res: Response, status: number, title: string, paragraphs: string[], form?: NewsletterPage['form']): void {
    res
      .status(status)
      .set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' })
      .type('html')
      .send(newsletterPage({ title, paragraphs, form, homeUrl: '/' }));
  }
}
