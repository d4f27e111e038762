/** The e-mail that tells a past buyer about a new edition of their guide, with their signed link. Pure. */
import { html } from '../common/html.js';
import { block, emailLayout, formatMailDate, mailtoLink } from '../mail/email-layout.js';

export interface EditionAnnouncementInput {
  guideTitle: string;
  edition: number;
  /** The owner's 'what changed' note. */
  note: string;
  link: string;
  expiresAt: Date;
  supportEmail: string;
}

export function editionAnnouncementMail(m: EditionAnnouncementInput): { subject: string; text: string; html: string } {
  const subject = `A new edition of ${m.guideTitle} is ready for you`;
  const expires = formatMailDate(m.expiresAt);
  const { html: body, text } = emailLayout({
    title: subject,
    preheader: `Edition ${m.edition} of ${m.guideTitle}: free for you as a past buyer.`,
    blocks: [
      block.paragraph('Hello,'),
      block.paragraph(
        html`You bought <strong>${m.guideTitle}</strong>, and edition ${String(m.edition)} is out. It is yours at no extra cost.`,
        `You bought ${m.guideTitle}, and edition ${m.edition} is out. It is yours at no extra cost.`,
      ),
      block.section('What changed', [block.quote(m.note)]),
      block.button(`Download edition ${m.edition}`, m.link),
      block.paragraph(
        `The link works until ${expires}; after that, sign in to your account or ask for a fresh link on the guide's page. The PDF is licensed to you for personal use; please do not share it.`,
      ),
      block.note(
        html`You receive this because you bought this guide. Questions? Write to ${mailtoLink(m.supportEmail)}.`,
        `You receive this because you bought this guide. Questions? Write to ${m.supportEmail}.`,
      ),
    ],
  });
  return { subject, text, html: body };
}
