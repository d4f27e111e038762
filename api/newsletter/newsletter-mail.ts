/**
 * Newsletter e-mails. Every one of them, the confirmation included, carries an
 * unsubscribe link in its body and the RFC 2369 / RFC 8058 one-click headers. Pure.
 */
import { escapeHtml } from './newsletter-pages.js';

export interface NewsletterMailContent {
  subject: string;
  /** Plain-text body, without the unsubscribe footer. */
  text: string;
  /** HTML body fragment, without the unsubscribe footer. */
  html: string;
}

export interface NewsletterMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Adds the unsubscribe footer and the List-Unsubscribe headers. */
export function withUnsubscribe(content: NewsletterMailContent, unsubscribeUrl: string): NewsletterMail {
  const text = `${content.text.trimEnd()}\n\n--\nThreadwise - Master textiles, one thread at a time.\nUnsubscribe: ${unsubscribeUrl}\n`;
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f7f3ec;font-family:Arial,Helvetica,sans-serif;color:#2b2622">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="font-family:Georgia,serif;letter-spacing:2px;text-transform:uppercase;color:#7a6a58;margin:0 0 24px">Threadwise</p>
${content.html}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#7a6a58;text-align:center">
Master textiles, one thread at a time.<br>
<a href="${escapeHtml(unsubscribeUrl)}" style="color:#7a6a58">Unsubscribe</a></p>
</body></html>
`;
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
      text: [
        'Hello,',
        '',
        'Please confirm that you want to receive the Threadwise newsletter: our latest fabric insights and exclusive content for fashion brand founders.',
        '',
        'Confirm your subscription:',
        confirmUrl,
        '',
        "If you didn't ask for this, ignore this e-mail: you won't be subscribed.",
      ].join('\n'),
      html: `<h1 style="font-family:Georgia,serif;font-size:24px;margin:0 0 16px">Confirm your subscription</h1>
<p style="line-height:1.5">Please confirm that you want to receive the Threadwise newsletter: our latest fabric insights and exclusive content for fashion brand founders.</p>
<p style="margin:28px 0"><a href="${escapeHtml(confirmUrl)}" style="background:#2b2622;color:#ffffff;padding:12px 24px;border-radius:999px;text-decoration:none;font-weight:bold">Confirm subscription</a></p>
<p style="line-height:1.5;font-size:14px;color:#7a6a58">If you didn't ask for this, ignore this e-mail: you won't be subscribed.</p>`,
    },
    unsubscribeUrl,
  );
}
