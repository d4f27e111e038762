/** The e-mail with a fresh download link (POST /api/download/resend-link). Pure, unit-tested. */
import { escapeHtml } from './download-pages.js';

export interface DownloadLinkMailInput {
  guideTitle: string;
  orderNumber: string;
  link: string;
  expiresAt: Date;
  supportEmail: string;
}

function formatDate(d: Date): string {
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function downloadLinkMail(m: DownloadLinkMailInput): { subject: string; text: string; html: string } {
  const expires = formatDate(m.expiresAt);
  const subject = `Your download link for ${m.guideTitle}`;
  const text = [
    'Hello,',
    '',
    `Here is a fresh download link for ${m.guideTitle} (order ${m.orderNumber}):`,
    '',
    m.link,
    '',
    `The link works until ${expires}. The PDF is licensed to you for personal use; please do not share it.`,
    '',
    `You asked for this link on our website. If it wasn't you, you can ignore this e-mail. Questions? Write to ${m.supportEmail}.`,
    '',
    'Threadwise',
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; color: #2b2622; line-height: 1.55;">
<p>Hello,</p>
<p>Here is a fresh download link for <strong>${escapeHtml(m.guideTitle)}</strong> (order ${escapeHtml(m.orderNumber)}):</p>
<p><a href="${escapeHtml(m.link)}" style="display: inline-block; padding: 10px 20px; border-radius: 999px; background: #2b2622; color: #ffffff; text-decoration: none; font-weight: 600;">Download ${escapeHtml(m.guideTitle)}</a></p>
<p style="font-size: 13px; color: #5e5650;">Or copy this address into your browser: ${escapeHtml(m.link)}</p>
<p>The link works until ${escapeHtml(expires)}. The PDF is licensed to you for personal use; please do not share it.</p>
<p>You asked for this link on our website. If it wasn't you, you can ignore this e-mail. Questions? Write to <a href="mailto:${escapeHtml(m.supportEmail)}">${escapeHtml(m.supportEmail)}</a>.</p>
<p>Threadwise</p>
</body></html>
`;
  return { subject, text, html };
}
