/**
 * A `mailto:` link to one address. Buyers and enquirers type their own addresses, and an
 * address may hold `?`, `&`, `#` or `%` (valid in a local part): put into the link as typed,
 * `x?cc=someone@evil.example&subject=...@example.com` would open a draft with a copy and a
 * subject the owner never chose. Every character but `@` is percent-encoded (RFC 6068), so
 * the link names exactly the address and nothing else.
 */
export function mailtoHref(address: string): string {
  return `mailto:${encodeURIComponent(address).replace(/%40/g, '@')}`;
}
