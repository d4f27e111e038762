import type { DataSource } from 'typeorm';

/** A mail the outbox gave up on (status 'failed'), written straight to the table; its id. */
export async function failedMail(ds: DataSource, to = 'gone@example.com'): Promise<number> {
  const message = JSON.stringify({ kind: 'receipt', to, subject: 'Your receipt', text: 'Thank you' });
  await ds.query(
    `INSERT INTO mail_outbox (kind, status, recipients, subject, message, attempts, nextAttemptAt, lastError, createdAt)
     VALUES ('receipt', 'failed', ?, 'Your receipt', ?, 12, datetime('now'), '550 mailbox unavailable', datetime('now'))`,
    [to, message],
  );
  const [{ id }] = await ds.query('SELECT MAX(id) AS id FROM mail_outbox');
  return Number(id);
}
