/**
 * The buyer's refund e-mail: the order number, each refunded guide with its amount, the
 * total returned, and which guides (if any) the buyer keeps. Pure. The owner's reason is
 * internal and is not sent.
 */
import { findGuide } from '../../shared/catalogue.js';
import { formatCents } from '../../shared/pricing.js';
import { html } from '../common/html.js';
import { block, emailLayout, mailtoLink, textLink } from '../mail/email-layout.js';

export interface RefundMailInput {
  orderNumber: string;
  email: string;
  amountCents: number;
  lines: ReadonlyArray<{ guideSlug: string; amountCents: number }>;
  /** Guides of the order the buyer still owns after this refund. */
  keptSlugs: readonly string[];
}

export interface RefundMailOptions {
  publicUrl: string;
  supportEmail: string;
}

const titleOf = (slug: string) => findGuide(slug)?.title ?? slug;

export function refundMail(input: RefundMailInput, options: RefundMailOptions) {
  const subject = `Your Threadwise refund — order ${input.orderNumber}`;
  const total = formatCents(input.amountCents);
  const kept = input.keptSlugs.map(titleOf);
  const accountUrl = `${options.publicUrl}/account`;
  const { html: body, text } = emailLayout({
    title: subject,
    preheader: `Order ${input.orderNumber}: ${total} refunded.`,
    blocks: [
      block.heading('Your refund is on its way'),
      block.paragraph(
        html`We have refunded <strong>${total}</strong> for order <strong>${input.orderNumber}</strong> to the card you paid with.`,
        `We have refunded ${total} for order ${input.orderNumber} to the card you paid with.`,
      ),
      block.items(
        input.lines.map((l) => ({ title: titleOf(l.guideSlug), amount: formatCents(l.amountCents) })),
        { label: 'Refunded', amount: total, unit: 'USD' },
      ),
      block.paragraph(
        'Banks usually take 5 to 10 business days to show a refund on your statement. The download links for the refunded guides no longer work.',
      ),
      ...(kept.length > 0
        ? [
            block.paragraph(
              html`You keep ${kept.join(', ')}: download ${kept.length === 1 ? 'it' : 'them'} from your receipt's links or ${textLink('your account', accountUrl)}.`,
              `You keep ${kept.join(', ')}: download ${kept.length === 1 ? 'it' : 'them'} from your receipt's links or your account:\n${accountUrl}`,
            ),
          ]
        : []),
      block.paragraph(html`Questions? Write to ${mailtoLink(options.supportEmail)}.`, `Questions? Write to ${options.supportEmail}.`),
    ],
  });
  return { to: input.email, subject, text, html: body };
}
