/**
 * The e-mail an enquirer gets the moment their enquiry is stored (issue 15): the form's own
 * success text with the 24-hour promise (shared/form-texts.ts, spec §8 word for word) and a
 * copy of what they sent. Everything they wrote is escaped by the layout and set apart as a
 * quote or a form row; their files are named, never linked (the links are the admin's). Pure.
 */
import { block, emailLayout, type EmailBlock } from '../mail/email-layout.js';
import { ENQUIRY_SENT } from '../../shared/form-texts.js';
import type { EnquiryKind } from '../../shared/enquiry-format.js';
import type { FormFields } from './contact-message.entity.js';
import { fieldValue, formatSize, humanizeKey, multiLine, singleLine, WHAT } from './owner-mail.js';

export interface AcknowledgementInput {
  id: number;
  kind: EnquiryKind;
  name: string;
  email: string;
  company: string | null;
  message: string;
  fields: FormFields | null;
  createdAt: Date;
  attachments: ReadonlyArray<{ name: string; size: number }>;
}

export function acknowledgementMail(input: AcknowledgementInput): { subject: string; text: string; html: string } {
  const sent = ENQUIRY_SENT[input.kind];
  const subject = `We received your ${WHAT[input.kind]}`;
  const name = singleLine(input.name);
  const company = input.company ? singleLine(input.company) : null;
  const received = `${input.createdAt.toISOString().replace('T', ' ').slice(0, 16)} UTC (reference #${input.id})`;
  const fields = Object.entries(input.fields ?? {});
  const files = input.attachments;

  const blocks: EmailBlock[] = [
    block.heading(sent.title),
    block.paragraph(`Hi ${name},`),
    block.paragraph(sent.description),
    block.paragraph('Here is a copy of what you sent. To add anything, simply reply to this e-mail.'),
    block.section('Your details', [
      block.fields([['Name', name], ['Email', input.email], ...(company ? [['Company', company] as const] : []), ['Received', received]]),
    ]),
    block.section('Your message', [block.quote(multiLine(input.message))]),
  ];
  if (fields.length > 0) {
    const rows = fields.map(([key, value]) => [humanizeKey(key), multiLine(fieldValue(input.kind, key, value))] as const);
    blocks.push(block.section('Your answers', [block.fields(rows)]));
  }
  if (files.length > 0) {
    blocks.push(
      block.section(`Files you attached (${files.length})`, [
        block.fields(files.map((f) => [singleLine(f.name), formatSize(f.size)] as const)),
      ]),
    );
  }
  blocks.push(
    block.note("You get this e-mail because this address was entered in one of our enquiry forms. If that wasn't you, ignore it."),
  );
  return { subject, ...emailLayout({ title: subject, preheader: sent.description, blocks }) };
}
