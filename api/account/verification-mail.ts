/**
 * The e-mail that proves an address belongs to an account holder (DESIGN §3 Accounts).
 * It names the account, so that somebody who receives it for an account they did not
 * create knows not to click. Pure, unit-tested.
 */
export interface VerificationMailInput {
  username: string;
  email: string;
  link: string;
  expiresAt: Date;
  supportEmail: string;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function formatDateTime(d: Date): string {
  return `${d.toLocaleString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })} UTC`;
}

export function verificationMail(m: VerificationMailInput): { subject: string; text: string; html: string } {
  const until = formatDateTime(m.expiresAt);
  const subject = 'Confirm your e-mail for your Threadwise account';
  const text = [
    `Hello ${m.username},`,
    '',
    `Please confirm that ${m.email} is your e-mail address. Once it is confirmed, the fabric guides bought with this address appear in your Threadwise account "${m.username}", ready to download again.`,
    '',
    'Confirm your e-mail:',
    m.link,
    '',
    `The link works until ${until}.`,
    '',
    `Didn't create the account "${m.username}"? Then don't click the link: ignore this e-mail and your purchases stay private. Questions? Write to ${m.supportEmail}.`,
    '',
    'Threadwise',
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; color: #2b2622; line-height: 1.55;">
<p>Hello ${escapeHtml(m.username)},</p>
<p>Please confirm that <strong>${escapeHtml(m.email)}</strong> is your e-mail address. Once it is confirmed, the fabric guides bought with this address appear in your Threadwise account <strong>${escapeHtml(m.username)}</strong>, ready to download again.</p>
<p><a href="${escapeHtml(m.link)}" style="display: inline-block; padding: 10px 20px; border-radius: 999px; background: #2b2622; color: #ffffff; text-decoration: none; font-weight: 600;">Confirm my e-mail</a></p>
<p style="font-size: 13px; color: #5e5650;">Or copy this address into your browser: ${escapeHtml(m.link)}</p>
<p>The link works until ${escapeHtml(until)}.</p>
<p>Didn't create the account <strong>${escapeHtml(m.username)}</strong>? Then don't click the link: ignore this e-mail and your purchases stay private. Questions? Write to <a href="mailto:${escapeHtml(m.supportEmail)}">${escapeHtml(m.supportEmail)}</a>.</p>
<p>Threadwise</p>
</body></html>
`;
  return { subject, text, html };
}
