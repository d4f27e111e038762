/**
 * A no-JavaScript enquiry post (application/x-www-form-urlencoded, the fields of the
 * pre-rendered form) turned into the body POST /api/contact gets from the web app: the same
 * folded message, company and `fields`, so both paths store the same enquiry. Without
 * JavaScript nothing can be uploaded: attachments are always [].
 */
import { withoutControlCharacters } from '../../shared/display-text.js';
import {
  companyFor,
  ENQUIRY_KINDS,
  type EnquiryKind,
  formatBrandBuildingMessage,
  formatContactMessage,
  formatProductionMessage,
  formatTechPackMessage,
  type BrandBuildingFormValues,
  type ContactFormValues,
  type ProductionFormValues,
  showsNeedTechPack,
  type TechPackFormValues,
} from '../../shared/enquiry-format.js';
import { CommonError } from '../common/domain-error.js';

interface Shape {
  strings: readonly string[];
  booleans: readonly string[];
  lists: readonly string[];
}

const CONTACT_INFO = ['name', 'email', 'company', 'phone'];
const DESCRIPTION = ['projectDescription', 'specificRequirements'];

/** The fields of each form (web/src/features/contact, their EMPTY values), the honeypot aside. */
export const FORM_SHAPES: Readonly<Record<EnquiryKind, Shape>> = {
  contact: { strings: ['name', 'email', 'company', 'message'], booleans: [], lists: [] },
  'tech-pack': {
    strings: [...CONTACT_INFO, 'projectType', 'garmentCategory', 'fabricPreference', ...DESCRIPTION],
    booleans: ['existingSamples', 'needPatternMaking', 'needSourcingSupport'],
    lists: ['additionalServices'],
  },
  production: {
    strings: [
      ...CONTACT_INFO,
      'garmentCategory',
      'productionQuantity',
      'budget',
      'hasTechPack',
      'fabricSourcing',
      'qualityRequirements',
      'packagingNeeds',
      ...DESCRIPTION,
    ],
    booleans: ['needTechPack'],
    lists: ['complianceNeeds'],
  },
  'brand-building': {
    strings: [
      ...CONTACT_INFO,
      'businessType',
      'targetAudience',
      'brandValues',
      'competitorReferences',
      'stylePreference',
      'colorPreferences',
      'fontPreferences',
      'logoStyle',
      'timeline',
      'budget',
      ...DESCRIPTION,
    ],
    booleans: [],
    lists: ['brandPersonality', 'brandElements'],
  },
};

const malformed = () => new CommonError('validation_failed', 'Invalid form data');

/** The form's kind from its hidden `kind` field ('contact' when absent); 400 for anything else. */
export function formKind(body: Record<string, unknown>): EnquiryKind {
  const raw = body.kind ?? 'contact';
  if (typeof raw === 'string' && (ENQUIRY_KINDS as readonly string[]).includes(raw)) return raw as EnquiryKind;
  throw malformed();
}

/** A form field that is one string (absent: ''). */
function one(body: Record<string, unknown>, key: string): string {
  const v = body[key];
  if (v === undefined) return '';
  if (typeof v !== 'string') throw malformed();
  return withoutControlCharacters(v);
}

/** The honeypot, one text field ('' when absent); a list or an object is not a browser's post (400). */
export function honeypotValue(body: Record<string, unknown>): string {
  return one(body, 'website');
}

/**
 * The values of the form, shaped like the web app's (strings, checkbox booleans, lists),
 * cleaned of control characters as the web app cleans them (form feeds from a pasted PDF
 * become line breaks).
 */
export function formValues(kind: EnquiryKind, body: Record<string, unknown>): Record<string, string | boolean | string[]> {
  const shape = FORM_SHAPES[kind];
  const values: Record<string, string | boolean | string[]> = {};
  for (const key of shape.strings) values[key] = one(body, key);
  // A checked checkbox is posted (its value, 'on' by default), an unchecked one is not.
  for (const key of shape.booleans) values[key] = one(body, key) !== '';
  for (const key of shape.lists) {
    const v = body[key];
    const list = v === undefined ? [] : typeof v === 'string' ? [v] : v;
    if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) throw malformed();
    values[key] = list.map(withoutControlCharacters).filter((item) => item !== '');
  }
  return values;
}

/** The values that must not be blank (spec §5). */
export function requiredValues(kind: EnquiryKind, values: Record<string, unknown>): unknown[] {
  return kind === 'contact' ? [values.name, values.email, values.message] : [values.name, values.email, values.projectDescription];
}

export function anyBlank(values: readonly unknown[]): boolean {
  return values.some((v) => typeof v !== 'string' || v.trim() === '');
}

/** Strings trimmed, booleans and lists kept (the web app's toFields). */
function toFields(values: Record<string, string | boolean | string[]>): Record<string, string | boolean | string[]> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
}

/** The body of an enquiry as the web app would send it, for CreateContactDto. */
export function enquiryBody(kind: EnquiryKind, values: Record<string, string | boolean | string[]>, website: string) {
  let company: string;
  let message: string;
  let fields = values;
  switch (kind) {
    case 'contact': {
      const form = values as unknown as ContactFormValues;
      company = form.company.trim();
      message = formatContactMessage(form);
      break;
    }
    case 'tech-pack': {
      const form = values as unknown as TechPackFormValues;
      company = form.company.trim();
      message = formatTechPackMessage(form, []);
      break;
    }
    case 'production': {
      // The checkbox counts only when the form shows it (as in the web app).
      const form = values as unknown as ProductionFormValues;
      const shown: ProductionFormValues = { ...form, needTechPack: showsNeedTechPack(form.hasTechPack) && form.needTechPack };
      company = companyFor('production', shown);
      message = formatProductionMessage(shown, []);
      fields = shown as unknown as Record<string, string | boolean | string[]>;
      break;
    }
    case 'brand-building': {
      const form = values as unknown as BrandBuildingFormValues;
      company = companyFor('brand-building', form);
      message = formatBrandBuildingMessage(form, []);
      break;
    }
  }
  return {
    name: String(values.name).trim(),
    email: String(values.email).trim(),
    company,
    message,
    attachments: [],
    kind,
    fields: toFields(fields),
    website,
  };
}
