/**
 * The e-mails of account recovery (DESIGN §3 Accounts): the password reset link, and the
 * notice sent instead of a verification link when someone registers with an address that
 * already belongs to an account. Both name the account, say what to do when the reader
 * did not ask, and never carry the password. Pure, unit-tested.
 */
import { html } from '../common/html.js';
import { block, emailLayout, formatMailDateTime, mailtoLink } from '../mail/email-layout.js';

export interface ResetMailInput {
  username: string;
  link: string;
  expiresAt: Date;
  supportEmail: string;
}

export interface TakenAddressMailInput {
  email: string;
  /** The account that owns the address. */
  username: string;
  loginUrl: string;
  supportEmail: string;
}

type Mail = { subject: string; text: string; html: string };

export function resetMail(m: ResetMailInput): Mail {
  const subject = 'Reset the password of your Threadwise account';
  const { html: body, text } = emailLayout({
    title: subject,
    preheader: `A link to choose a new password for your Threadwise account "${m.username}".`,
    blocks: [
      block.paragraph(`Hello ${m.username},`),
      block.paragraph(
        html`Someone (we hope you) asked to reset the password of your Threadwise account <strong>${m.username}</strong>. Choose a new
          password with the button below; setting it signs you out on every other device.`,
        `Someone (we hope you) asked to reset the password of your Threadwise account "${m.username}". Choose a new password with the link below; setting it signs you out on every other device.`,
      ),
      block.button('Choose a new password', m.link, 'Choose a new password:'),
      block.paragraph(`The link works once, until ${formatMailDateTime(m.expiresAt)}.`),
      block.paragraph(
        html`Didn't ask for this? Ignore this e-mail: your password stays as it is. Questions? Write to ${mailtoLink(m.supportEmail)}.`,
        `Didn't ask for this? Ignore this e-mail: your password stays as it is. Questions? Write to ${m.supportEmail}.`,
      ),
    ],
  });
  return { subject, text, html: body };
}

export function takenAddressMail(m: TakenAddressMailInput): Mail {
  const subject = 'Your e-mail already has a Threadwise account';
  const { html: body, text } = emailLayout({
    title: subject,
    preheader: `Someone tried to create a new Threadwise account with ${m.email}.`,
    blocks: [
      block.paragraph('Hello,'),
      block.paragraph(
        html`Someone just created a new Threadwise account with <strong>${m.email}</strong>. This address already belongs to your account
          <strong>${m.username}</strong>, so the new account will never see your purchases.`,
        `Someone just created a new Threadwise account with ${m.email}. This address already belongs to your account "${m.username}", so the new account will never see your purchases.`,
      ),
      block.button('Log in to your account', m.loginUrl, 'Log in to your account:'),
      block.paragraph('Forgot your password? Choose "Forgot password?" on the login page and we will send you a link to set a new one.'),
      block.paragraph(
        html`Wasn't this you? There is nothing to do: your account and purchases are safe. Questions? Write to
        ${mailtoLink(m.supportEmail)}.`,
        `Wasn't this you? There is nothing to do: your account and purchases are safe. Questions? Write to ${m.supportEmail}.`,
      ),
    ],
  });
  return { subject, text, html: body };
}
