import { ArgumentsHost, Catch, ExceptionFilter, Inject, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { toErrorBody } from '../common/all-exceptions.filter.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ENQUIRY_KINDS, type EnquiryKind } from '../../shared/enquiry-format.js';
import { ENQUIRY_PAGE, enquiryFailed, NEWSLETTER_FAILED, type FormText } from '../../shared/form-texts.js';
import { formResultPage } from './form-pages.js';

/**
 * Every failure of a /forms post is a page for the browser tab, never JSON: the spec's
 * failure text of that form (the server's reason is not shown, spec §5, except the
 * newsletter's, whose toast shows it), a 429's own message, and a link back to the form.
 */
@Catch()
export class FormPageFilter implements ExceptionFilter {
  private readonly logger = new Logger('Forms');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    const { status, body, headers } = toErrorBody(exception);
    if (status >= 500) {
      this.logger.error(
        `${req.method} ${req.path} failed: ${exception instanceof Error ? (exception.stack ?? exception.message) : String(exception)}`,
      );
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    const newsletter = req.path.toLowerCase().startsWith('/forms/newsletter');
    const kind = enquiryKindOf(req.body);
    let text: FormText;
    if (status === 429) text = { title: 'Too many requests', description: body.message };
    else if (newsletter)
      text = { title: NEWSLETTER_FAILED.title, description: status < 500 ? body.message : NEWSLETTER_FAILED.description };
    else text = enquiryFailed(kind, this.config.supportEmail);
    const back = newsletter ? null : { href: ENQUIRY_PAGE[kind], label: 'Back to the form' };
    if (headers) res.set(headers);
    res.status(status).set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }).type('html').send(formResultPage(text, back));
  }
}

function enquiryKindOf(body: unknown): EnquiryKind {
  const kind = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).kind : undefined;
  return typeof kind === 'string' && (ENQUIRY_KINDS as readonly string[]).includes(kind) ? (kind as EnquiryKind) : 'contact';
}
