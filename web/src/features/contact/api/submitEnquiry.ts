import type { ContactRequest, FormFields } from '@shared/api/contact';
import { apiRequest } from '../../../lib/api-client';

/**
 * Sends one enquiry (POST /api/contact). `attachments` differs per form (spec §7): tech-pack
 * sends URL strings, production the file records, brand-building address strings, contact [].
 * The response is not read (spec §7); a non-OK answer throws ApiError.
 */
export async function submitEnquiry(payload: ContactRequest): Promise<void> {
  await apiRequest('POST', '/api/contact', payload);
}

/** Strings trimmed, booleans and string lists kept: the structured copy of a form for `fields`. */
export function toFields(values: object): FormFields {
  const out: FormFields = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'website') continue;
    if (typeof value === 'string') out[key] = value.trim();
    else if (typeof value === 'boolean') out[key] = value;
    else if (Array.isArray(value)) out[key] = value.filter((v): v is string => typeof v === 'string');
  }
  return out;
}
