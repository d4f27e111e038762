import { ENQUIRY_SENT, enquiryFailed, MISSING_CONTACT_TEXT, MISSING_REQUIRED_TEXT } from '@shared/form-texts';
import { SUPPORT_EMAIL } from '../../lib/site';
import type { ToastInput } from '../../components/toast/toast-context';

/** Toasts of the enquiry forms (spec §5, §8), word for word (the texts: @shared/form-texts). */
export const MISSING_CONTACT: ToastInput = { ...MISSING_CONTACT_TEXT, variant: 'destructive' };

export const MISSING_REQUIRED: ToastInput = { ...MISSING_REQUIRED_TEXT, variant: 'destructive' };

export const CONTACT_SENT: ToastInput = ENQUIRY_SENT.contact;

export const CONTACT_FAILED: ToastInput = { ...enquiryFailed('contact', SUPPORT_EMAIL), variant: 'destructive' };

export const TECHPACK_SENT: ToastInput = ENQUIRY_SENT['tech-pack'];

/** Tech-pack, production and brand-building failures share the same advice. */
export const REQUEST_FAILED: ToastInput = { ...enquiryFailed('tech-pack', SUPPORT_EMAIL), variant: 'destructive' };

export const PRODUCTION_SENT: ToastInput = ENQUIRY_SENT.production;

export const BRAND_SENT: ToastInput = ENQUIRY_SENT['brand-building'];

/** Brand form spec text; the other upload controls use it too. */
export const filesUploadedDescription = (n: number): string => `${n} file(s) uploaded and ready to attach to your request.`;

/** True when any of the values is empty or only spaces. */
export function anyBlank(...values: (string | undefined | null)[]): boolean {
  return values.some((v) => !v || !v.trim());
}
