import { SUPPORT_EMAIL } from '../../lib/site';
import type { ToastInput } from '../../components/toast/toast-context';

/** Toasts of the enquiry forms (spec §5, §8), word for word. */
export const MISSING_CONTACT: ToastInput = {
  title: 'Missing information',
  description: 'Please fill in all required fields.',
  variant: 'destructive',
};

export const MISSING_REQUIRED: ToastInput = {
  title: 'Missing information',
  description: 'Please fill in all required fields (Name, Email, Project Description).',
  variant: 'destructive',
};

export const CONTACT_SENT: ToastInput = {
  title: 'Message sent!',
  description: "Thanks for getting in touch. We'll reply within 24 hours.",
};

export const CONTACT_FAILED: ToastInput = {
  title: 'Failed to send message',
  description: `Please try again or email us directly at ${SUPPORT_EMAIL}`,
  variant: 'destructive',
};

export const TECHPACK_SENT: ToastInput = {
  title: 'TechPack request sent!',
  description: "We'll review your project and get back to you within 24 hours.",
};

/** Tech-pack, production and brand-building failures share the same advice. */
export const REQUEST_FAILED: ToastInput = {
  title: 'Failed to send request',
  description: `Please try again or contact us directly at ${SUPPORT_EMAIL}`,
  variant: 'destructive',
};

export const PRODUCTION_SENT: ToastInput = {
  title: 'Production request sent!',
  description: "We'll review your requirements and connect you with suitable manufacturers within 24 hours.",
};

export const BRAND_SENT: ToastInput = {
  title: 'Brand building request sent!',
  description: "We'll review your requirements and get back to you within 24 hours with a detailed proposal.",
};

/** Brand form spec text; the other upload controls use it too. */
export const filesUploadedDescription = (n: number): string => `${n} file(s) uploaded and ready to attach to your request.`;

/** True when any of the values is empty or only spaces. */
export function anyBlank(...values: (string | undefined | null)[]): boolean {
  return values.some((v) => !v || !v.trim());
}
