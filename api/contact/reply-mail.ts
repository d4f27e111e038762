/**
 * The owner's reply to an enquiry, as the enquirer receives it (issue 15): the owner's
 * plain text as written, the names of the attached files, and the enquirer's original
 * message quoted under it as mail clients do. Pure.
 */
import { html } from '../common/html.js';
import { BRAND, block, emailLayout, type EmailBlock } from '../mail/email-layout.js';
import type { EnquiryKind } from '../../shared/enquiry-format.js';
import { formatSize, multiLine, singleLine, WHAT } from './owner-mail.js';

export interface ReplyMailInput {
  kind: EnquiryKind;
  /** The enquirer's original message. */
  message: string;
  messageCreatedAt: Date;
  /** The owner's text. */
  text: string;
  attachments: ReadonlyArray<{ name: string; size: number }>;
}

export function replyMail(input: ReplyMailInput): { subject: string; text: string; html: string } {
  const subject = `Re: your ${WHAT[input.kind]}`;
  const text = multiLine(input.text).trim();
  const when = `${input.messageCreatedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`;
  const blocks: EmailBlock[] = [block.paragraph(html`<span style="white-space:pre-wrap">${text}</span>`, text)];
  if (input.attachments.length > 0) {
    blocks.push(
      block.section(`Attached (${input.attachments.length})`, [
        block.fields(input.attachments.map((f) => [singleLine(f.name), formatSize(f.size)] as const)),
      ]),
    );
  }
  blocks.push(
    block.section(`Your message of ${when}`, [block.quote(multiLine(input.message))]),
    block.note(`Reply to this e-mail to answer ${BRAND} directly.`),
  );
  const preview = singleLine(text).slice(0, 120);
  return { subject, ...emailLayout({ title: subject, preheader: preview, blocks }) };
}
