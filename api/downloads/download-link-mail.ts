/** The e-mail with a fresh download link (POST /api/download/resend-link). Pure, unit-tested. */
import { html } from '../common/html.js';
import { block, emailLayout, formatMailDate, mailtoLink } from '../mail/email-layout.js';

export interface DownloadLinkMailInput {
  guideTitle: string;
  orderNumber: string;
  link: string;
  expiresAt: Date;
  supportEmail: string;
}

export function downloadLinkMail(m: DownloadLinkMailInput): { subject: string; text: string; html: string } {
  const expires = formatMailDate(m.expiresAt);
  const subject = `Your download link for ${m.guideTitle}`;
  const { html: body, text } = emailLayout({
    title: subject,
    preheader: `A fresh download link for ${m.guideTitle}, valid until ${expires}.`,
    blocks: [
      block.paragraph('Hello,'),
      block.paragraph(
        html`Here is a fresh download link for <strong>${m.guideTitle}</strong> (order ${m.orderNumber}):`,
        `Here is a fresh download link for ${m.guideTitle} (order ${m.orderNumber}):`,
      ),
      block.button(`Download ${m.guideTitle}`, m.link),
      block.paragraph(`The link works until ${expires}. The PDF is licensed to you for personal use; please do not share it.`),
      block.paragraph(
        html`You asked for this link on our website. If it wasn't you, you can ignore this e-mail. Questions? Write to ${mailtoLink(m.supportEmail)}.`,
        `You asked for this link on our website. If it wasn't you, you can ignore this e-mail. Questions? Write to ${m.supportEmail}.`,
      ),
    ],
  });
  return { subject, text, html: body };
}
