/**
 * Newsletter e-mails. Every one of them, the confirmation included, carries an
 * unsubscribe link in its footer and the RFC 2369 / RFC 8058 one-click headers. Pure.
 */
import { block, emailLayout, type EmailBlock } from '../mail/email-layout.js';

export interface NewsletterMailContent {
  subject: string;
  preheader?: string;
  blocks: EmailBlock[];
}

export interface NewsletterMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The e-mail in the shop's layout with the unsubscribe link and the List-Unsubscribe headers. */
export function withUnsubscribe(content: NewsletterMailContent, unsubscribeUrl: string): NewsletterMail {
  const { html, text } = emailLayout({
    title: content.subject,
    preheader: content.preheader,
    blocks: content.blocks,
    footerLinks: [{ label: 'Unsubscribe', href: unsubscribeUrl }],
  });
  return {
    subject: content.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function confirmationMail(confirmUrl: string, unsubscribeUrl: string): NewsletterMail {
  return withUnsubscribe(
    {
      subject: 'Confirm your Threadwise newsletter subscription',
      preheader: 'Confirm to start receiving our fabric insights.',
      blocks: [
        block.heading('Confirm your subscription', null),
        block.paragraph('Hello,'),
        block.paragraph(
          'Please confirm that you want to receive the Threadwise newsletter: our latest fabric insights and exclusive content for fashion brand founders.',
        ),
        block.button('Confirm subscription', confirmUrl, 'Confirm your subscription:'),
        block.note("If you didn't ask for this, ignore this e-mail: you won't be subscribed."),
      ],
    },
    unsubscribeUrl,
  );
}
