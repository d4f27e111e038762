/**
 * The mailbox an address delivers to, as the per-recipient mail limits count it: trimmed,
 * lower-cased, and without a `+tag` in the local part (plus addressing, which most mail
 * providers deliver to the same inbox: `victim+1@example.com` is `victim@example.com`).
 * A limit keyed on the address as typed could be stepped round with a new tag each time.
 */
export function recipientKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return plus > 0 ? `${local.slice(0, plus)}${address.slice(at)}` : address;
}
