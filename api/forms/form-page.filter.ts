import { ArgumentsHost, Catch, ExceptionFilter, Inject, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { toErrorBody } from '../common/all-exceptions.filter.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ENQUIRY_KINDS } from '../../shared/enquiry-format.js';
import {
  ENQUIRY_PAGE,
  enquiryFailed,
  FORM_ACTIONS,
  FRESH_LINK_BAD_ADDRESS,
  FRESH_LINK_FAILED,
  NEWSLETTER_FAILED,
  type FormText,
} from '../../shared/form-texts.js';
import { GUIDE_SLUGS } from '../../shared/catalogue.js';
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
    const path = req.path.toLowerCase();
    const newsletter = path.startsWith(FORM_ACTIONS.newsletter);
    const resend = path.startsWith(FORM_ACTIONS.resendLink);
    const kind = postedChoice(req.body, 'kind', ENQUIRY_KINDS) ?? 'contact';
    let text: FormText;
    if (status === 429) text = { title: 'Too many requests', description: body.message };
    else if (newsletter)
      text = { title: NEWSLETTER_FAILED.title, description: status < 500 ? body.message : NEWSLETTER_FAILED.description };
    else if (resend) text = status < 500 ? FRESH_LINK_BAD_ADDRESS : FRESH_LINK_FAILED;
    else text = enquiryFailed(kind, this.config.supportEmail);
    let back: { href: string; label: string } | null = { href: ENQUIRY_PAGE[kind], label: 'Back to the form' };
    if (newsletter) back = null;
    // Back to the download's own page (the 403 page with the form, or the PDF if now entitled).
    else if (resend)
      back = { href: `/api/download/${postedChoice(req.body, 'slug', GUIDE_SLUGS) ?? GUIDE_SLUGS[0]}`, label: 'Back to the form' };
    if (headers) res.set(headers);
    res.status(status).set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }).type('html').send(formResultPage(text, back));
  }
}

/** The posted field `key` when it is one of `allowed`. */
function postedChoice<T extends string>(body: unknown, key: string, allowed: readonly T[]): T | undefined {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}
