/**
 * The e-mail that proves an address belongs to an account holder (DESIGN §3 Accounts).
 * It names the account, so that somebody who receives it for an account they did not
 * create knows not to click. Pure, unit-tested.
 */
import { html } from '../common/html.js';
import { block, emailLayout, formatMailDateTime, mailtoLink } from '../mail/email-layout.js';

export interface VerificationMailInput {
  username: string;
  email: string;
  link: string;
  expiresAt: Date;
  supportEmail: string;
}

export function verificationMail(m: VerificationMailInput): { subject: string; text: string; html: string } {
  const until = formatMailDateTime(m.expiresAt);
  const subject = 'Confirm your e-mail for your Threadwise account';
  const { html: body, text } = emailLayout({
    title: subject,
    preheader: `Confirm ${m.email} for your Threadwise account "${m.username}".`,
    blocks: [
      block.paragraph(`Hello ${m.username},`),
      block.paragraph(
        html`Please confirm that <strong>${m.email}</strong> is your e-mail address. Once it is confirmed, the fabric guides bought with this address appear in your Threadwise account <strong>${m.username}</strong>, ready to download again.`,
        `Please confirm that ${m.email} is your e-mail address. Once it is confirmed, the fabric guides bought with this address appear in your Threadwise account "${m.username}", ready to download again.`,
      ),
      block.button('Confirm my e-mail', m.link, 'Confirm your e-mail:'),
      block.paragraph(`The link works until ${until}.`),
      block.paragraph(
        html`Didn't create the account <strong>${m.username}</strong>? Then don't click the link: ignore this e-mail and your purchases stay private. Questions? Write to ${mailtoLink(m.supportEmail)}.`,
        `Didn't create the account "${m.username}"? Then don't click the link: ignore this e-mail and your purchases stay private. Questions? Write to ${m.supportEmail}.`,
      ),
    ],
  });
  return { subject, text, html: body };
}
