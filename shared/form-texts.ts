/**
 * The outcome texts of the public forms (spec §5, §8), word for word: the web app shows
 * them as toasts, the server's no-JavaScript result pages (api/forms) as headings and
 * paragraphs. Pure: no Node or browser imports.
 */
import type { EnquiryKind } from './enquiry-format.js';

export interface FormText {
  title: string;
  description: string;
}

export const NEWSLETTER_SUBSCRIBED: FormText = {
  title: 'Successfully subscribed!',
  description: "You'll receive our latest fabric insights and exclusive content.",
};

export const NEWSLETTER_FAILED: FormText = { title: 'Subscription failed', description: 'Please try again later.' };

export const MISSING_CONTACT_TEXT: FormText = {
  title: 'Missing information',
  description: 'Please fill in all required fields.',
};

export const MISSING_REQUIRED_TEXT: FormText = {
  title: 'Missing information',
  description: 'Please fill in all required fields (Name, Email, Project Description).',
};

export const ENQUIRY_SENT: Readonly<Record<EnquiryKind, FormText>> = {
  contact: { title: 'Message sent!', description: "Thanks for getting in touch. We'll reply within 24 hours." },
  'tech-pack': {
    title: 'TechPack request sent!',
    description: "We'll review your project and get back to you within 24 hours.",
  },
  production: {
    title: 'Production request sent!',
    description: "We'll review your requirements and connect you with suitable manufacturers within 24 hours.",
  },
  'brand-building': {
    title: 'Brand building request sent!',
    description: "We'll review your requirements and get back to you within 24 hours with a detailed proposal.",
  },
};

/** The failure text of an enquiry form, with the shop's support address. */
export function enquiryFailed(kind: EnquiryKind, supportEmail: string): FormText {
  return kind === 'contact'
    ? { title: 'Failed to send message', description: `Please try again or email us directly at ${supportEmail}` }
    : { title: 'Failed to send request', description: `Please try again or contact us directly at ${supportEmail}` };
}

/** The text shown when a required field of an enquiry form is blank. */
export function missingText(kind: EnquiryKind): FormText {
  return kind === 'contact' ? MISSING_CONTACT_TEXT : MISSING_REQUIRED_TEXT;
}

/** The page each enquiry form is on. */
export const ENQUIRY_PAGE: Readonly<Record<EnquiryKind, string>> = {
  contact: '/contact',
  'tech-pack': '/contact/tech-pack',
  production: '/contact/production',
  'brand-building': '/contact/brand-building',
};

/**
 * The download page's 'E-mail me a fresh link' (api/downloads/download-pages.ts): the answer,
 * the same whether or not the address bought the guide, and its failures.
 */
export const FRESH_LINK_REQUESTED: FormText = {
  title: 'Check your inbox',
  description: 'If that address bought this guide, a fresh download link is on its way.',
};
export const FRESH_LINK_BAD_ADDRESS: FormText = {
  title: 'Check the address',
  description: 'Please enter the e-mail address you used at checkout.',
};
export const FRESH_LINK_FAILED: FormText = {
  title: 'Something went wrong',
  description: 'Something went wrong. Please try again in a few minutes.',
};

/** Where the forms post when the page has no JavaScript (yet): the server's form endpoints. */
export const FORM_ACTIONS = { newsletter: '/forms/newsletter', enquiry: '/forms/contact', resendLink: '/forms/resend-link' } as const;

/** Spec §5, §8: more files than an enquiry takes (the browser's alert, the server's refusal). */
export const TOO_MANY_FILES = 'Maximum 5 files allowed';
