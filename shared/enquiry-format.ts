/**
 * Enquiry forms → one readable message text (spec §3 'The forms fold all other fields
 * into the one message text', §5 company fallbacks, §9 default texts).
 *
 * PURE module: no Node, Nest or browser imports. The web app imports it through
 * `@shared/enquiry-format`; the API imports it to validate or re-fold enquiries.
 */

/** The four enquiry kinds stored in `contact_messages.kind`. */
export const ENQUIRY_KINDS = ['contact', 'tech-pack', 'production', 'brand-building'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

// ---------------------------------------------------------------------------------------
// Default texts (spec §9)
// ---------------------------------------------------------------------------------------

/** An optional value the enquirer left empty. */
export const NOT_SPECIFIED = 'Not specified';
/** No compliance requirement (and, by the same convention, no additional tech-pack service). */
export const NONE = 'None';
/** No specific or additional requirements. */
export const NONE_SPECIFIED = 'None specified';
/** No files on the production and tech-pack forms. */
export const NO_FILES = 'None';
/** No files on the brand-building form. */
export const NO_FILES_UPLOADED = 'No files uploaded';

// ---------------------------------------------------------------------------------------
// Choice lists: value → human label, in display order
// ---------------------------------------------------------------------------------------

export interface Choice<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

function labelMap<V extends string>(choices: readonly Choice<V>[]): Readonly<Record<V, string>> {
  return Object.fromEntries(choices.map((c) => [c.value, c.label])) as Record<V, string>;
}

/** The values of a choice list, e.g. for server-side `IsIn` checks. */
export function choiceValues<V extends string>(choices: readonly Choice<V>[]): V[] {
  return choices.map((c) => c.value);
}

// Tech-pack (spec §3 'Tech-pack form fields')
export const PROJECT_TYPE_CHOICES = [
  { value: 'new-design', label: 'New design' },
  { value: 'existing-redesign', label: 'Redesign of an existing garment' },
  { value: 'sample-replication', label: 'Sample replication' },
  { value: 'production-ready', label: 'Production-ready TechPack' },
] as const satisfies readonly Choice[];
export type ProjectType = (typeof PROJECT_TYPE_CHOICES)[number]['value'];
export const PROJECT_TYPE_LABELS = labelMap(PROJECT_TYPE_CHOICES);

/** Shared by the tech-pack and production forms. */
export const GARMENT_CATEGORY_CHOICES = [
  { value: 'tops', label: 'Tops' },
  { value: 'bottoms', label: 'Bottoms' },
  { value: 'dresses', label: 'Dresses' },
  { value: 'outerwear', label: 'Outerwear' },
  { value: 'activewear', label: 'Activewear' },
  { value: 'intimates', label: 'Intimates' },
  { value: 'accessories', label: 'Accessories' },
] as const satisfies readonly Choice[];
export type GarmentCategory = (typeof GARMENT_CATEGORY_CHOICES)[number]['value'];
export const GARMENT_CATEGORY_LABELS = labelMap(GARMENT_CATEGORY_CHOICES);

export const FABRIC_PREFERENCE_CHOICES = [
  { value: 'cotton', label: 'Cotton' },
  { value: 'synthetic', label: 'Synthetic' },
  { value: 'natural', label: 'Natural fibres' },
  { value: 'performance', label: 'Performance fabrics' },
  { value: 'luxury', label: 'Luxury fabrics' },
  { value: 'open', label: 'Open to suggestions' },
] as const satisfies readonly Choice[];
export type FabricPreference = (typeof FABRIC_PREFERENCE_CHOICES)[number]['value'];
export const FABRIC_PREFERENCE_LABELS = labelMap(FABRIC_PREFERENCE_CHOICES);

export const ADDITIONAL_SERVICE_CHOICES = [
  { value: 'size-grading', label: 'Size grading specifications' },
  { value: 'construction-drawings', label: 'Construction detail drawings' },
  { value: 'material-specifications', label: 'Material specifications' },
  { value: 'measurement-charts', label: 'Measurement charts' },
] as const satisfies readonly Choice[];
export type AdditionalService = (typeof ADDITIONAL_SERVICE_CHOICES)[number]['value'];
export const ADDITIONAL_SERVICE_LABELS = labelMap(ADDITIONAL_SERVICE_CHOICES);

// Garment production (spec §2 'Garment Production form')
export const PRODUCTION_QUANTITY_CHOICES = [
  { value: 'sample-batch', label: 'Sample batch (10-50 pieces)' },
  { value: 'small-batch', label: 'Small batch (50-500 pieces)' },
  { value: 'medium-batch', label: 'Medium batch (500-2000 pieces)' },
  { value: 'large-batch', label: 'Large batch (2000-10000 pieces)' },
  { value: 'mass-production', label: 'Mass production (10000+ pieces)' },
] as const satisfies readonly Choice[];
export type ProductionQuantity = (typeof PRODUCTION_QUANTITY_CHOICES)[number]['value'];
export const PRODUCTION_QUANTITY_LABELS = labelMap(PRODUCTION_QUANTITY_CHOICES);

/** Budget per piece. */
export const PRODUCTION_BUDGET_CHOICES = [
  { value: 'under-10', label: 'Under $10' },
  { value: '10-25', label: '$10-25' },
  { value: '25-50', label: '$25-50' },
  { value: '50-100', label: '$50-100' },
  { value: 'over-100', label: 'Over $100' },
  { value: 'discuss', label: "Let's discuss" },
] as const satisfies readonly Choice[];
export type ProductionBudget = (typeof PRODUCTION_BUDGET_CHOICES)[number]['value'];
export const PRODUCTION_BUDGET_LABELS = labelMap(PRODUCTION_BUDGET_CHOICES);

export const HAS_TECHPACK_CHOICES = [
  { value: 'yes-complete', label: 'Yes, I have a complete TechPack' },
  { value: 'yes-partial', label: 'Yes, but it is partial or incomplete' },
  { value: 'no', label: "No, I don't have a TechPack yet" },
] as const satisfies readonly Choice[];
export type HasTechPack = (typeof HAS_TECHPACK_CHOICES)[number]['value'];
export const HAS_TECHPACK_LABELS = labelMap(HAS_TECHPACK_CHOICES);

/** With these answers the production form shows the TechPack upload control. */
export function showsTechPackUpload(hasTechPack: string | undefined | null): boolean {
  return hasTechPack === 'yes-complete' || hasTechPack === 'yes-partial';
}
/** With these answers the production form shows 'I need TechPack development services'. */
export function showsNeedTechPack(hasTechPack: string | undefined | null): boolean {
  return hasTechPack === 'no' || hasTechPack === 'yes-partial';
}

export const FABRIC_SOURCING_CHOICES = [
  { value: 'client-provided', label: 'I will provide the fabric' },
  { value: 'manufacturer-sources', label: 'The manufacturer sources the fabric' },
  { value: 'need-sourcing-help', label: 'I need help sourcing fabric' },
  { value: 'flexible', label: 'Flexible' },
] as const satisfies readonly Choice[];
export type FabricSourcing = (typeof FABRIC_SOURCING_CHOICES)[number]['value'];
export const FABRIC_SOURCING_LABELS = labelMap(FABRIC_SOURCING_CHOICES);

export const QUALITY_CHOICES = [
  { value: 'basic', label: 'Basic (entry-level, price first)' },
  { value: 'standard', label: 'Standard (mid-market)' },
  { value: 'premium', label: 'Premium (high-end finishing)' },
  { value: 'luxury', label: 'Luxury (couture-level detail)' },
] as const satisfies readonly Choice[];
export type QualityRequirement = (typeof QUALITY_CHOICES)[number]['value'];
export const QUALITY_LABELS = labelMap(QUALITY_CHOICES);

export const PACKAGING_CHOICES = [
  { value: 'basic-polybags', label: 'Basic polybags' },
  { value: 'branded-packaging', label: 'Branded packaging' },
  { value: 'retail-ready', label: 'Retail-ready (tags, labels, hangers)' },
  { value: 'custom', label: 'Custom packaging' },
] as const satisfies readonly Choice[];
export type PackagingNeed = (typeof PACKAGING_CHOICES)[number]['value'];
export const PACKAGING_LABELS = labelMap(PACKAGING_CHOICES);

export const COMPLIANCE_CHOICES = [
  { value: 'oeko-tex', label: 'OEKO-TEX certification' },
  { value: 'gots', label: 'GOTS (organic) certification' },
  { value: 'fair-trade', label: 'Fair Trade certification' },
  { value: 'wrap', label: 'WRAP compliance' },
  { value: 'cpsia', label: "CPSIA (children's products)" },
  { value: 'eu-regulations', label: 'EU regulations' },
] as const satisfies readonly Choice[];
export type ComplianceNeed = (typeof COMPLIANCE_CHOICES)[number]['value'];
export const COMPLIANCE_LABELS = labelMap(COMPLIANCE_CHOICES);

// Brand building (spec §2 'Brand Building form')
export const BUSINESS_TYPE_CHOICES = [
  { value: 'fashion-brand', label: 'Fashion brand' },
  { value: 'lifestyle-brand', label: 'Lifestyle brand' },
  { value: 'startup', label: 'Startup' },
  { value: 'established-business', label: 'Established business' },
  { value: 'personal-brand', label: 'Personal brand' },
  { value: 'nonprofit', label: 'Nonprofit' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Choice[];
export type BusinessType = (typeof BUSINESS_TYPE_CHOICES)[number]['value'];
export const BUSINESS_TYPE_LABELS = labelMap(BUSINESS_TYPE_CHOICES);

export const BRAND_PERSONALITY_CHOICES = [
  { value: 'modern', label: 'Modern' },
  { value: 'classic', label: 'Classic' },
  { value: 'playful', label: 'Playful' },
  { value: 'sophisticated', label: 'Sophisticated' },
  { value: 'minimalist', label: 'Minimalist' },
  { value: 'bold', label: 'Bold' },
  { value: 'elegant', label: 'Elegant' },
  { value: 'edgy', label: 'Edgy' },
  { value: 'warm', label: 'Warm' },
  { value: 'cool', label: 'Cool' },
  { value: 'professional', label: 'Professional' },
  { value: 'creative', label: 'Creative' },
] as const satisfies readonly Choice[];
export type BrandPersonality = (typeof BRAND_PERSONALITY_CHOICES)[number]['value'];
export const BRAND_PERSONALITY_LABELS = labelMap(BRAND_PERSONALITY_CHOICES);

export const STYLE_PREFERENCE_CHOICES = [
  { value: 'minimal-clean', label: 'Minimal & clean' },
  { value: 'bold-vibrant', label: 'Bold & vibrant' },
  { value: 'elegant-luxury', label: 'Elegant & luxury' },
  { value: 'playful-fun', label: 'Playful & fun' },
  { value: 'classic-timeless', label: 'Classic & timeless' },
  { value: 'modern-trendy', label: 'Modern & trendy' },
] as const satisfies readonly Choice[];
export type StylePreference = (typeof STYLE_PREFERENCE_CHOICES)[number]['value'];
export const STYLE_PREFERENCE_LABELS = labelMap(STYLE_PREFERENCE_CHOICES);

export const LOGO_STYLE_CHOICES = [
  { value: 'wordmark', label: 'Wordmark (text only)' },
  { value: 'icon-symbol', label: 'Icon / symbol' },
  { value: 'combination', label: 'Combination (icon + text)' },
  { value: 'monogram', label: 'Monogram' },
  { value: 'abstract', label: 'Abstract' },
  { value: 'illustrative', label: 'Illustrative' },
] as const satisfies readonly Choice[];
export type LogoStyle = (typeof LOGO_STYLE_CHOICES)[number]['value'];
export const LOGO_STYLE_LABELS = labelMap(LOGO_STYLE_CHOICES);

export const BRAND_ELEMENT_CHOICES = [
  { value: 'logo-design', label: 'Logo Design' },
  { value: 'brand-guidelines', label: 'Brand Guidelines' },
  { value: 'color-palette', label: 'Color Palette' },
  { value: 'typography-system', label: 'Typography System' },
  { value: 'business-cards', label: 'Business Cards' },
  { value: 'letterhead', label: 'Letterhead' },
  { value: 'social-media-templates', label: 'Social Media Templates' },
  { value: 'website-design', label: 'Website Design' },
  { value: 'packaging-design', label: 'Packaging Design' },
  { value: 'marketing-materials', label: 'Marketing Materials' },
  { value: 'brand-photography', label: 'Brand Photography' },
  { value: 'brand-story', label: 'Brand Story' },
] as const satisfies readonly Choice[];
export type BrandElement = (typeof BRAND_ELEMENT_CHOICES)[number]['value'];
export const BRAND_ELEMENT_LABELS = labelMap(BRAND_ELEMENT_CHOICES);

export const BRAND_TIMELINE_CHOICES = [
  { value: 'rush-1-2-weeks', label: 'Rush (1-2 weeks)' },
  { value: 'standard-3-4-weeks', label: 'Standard (3-4 weeks)' },
  { value: 'extended-6-8-weeks', label: 'Extended (6-8 weeks)' },
  { value: 'flexible', label: 'Flexible' },
] as const satisfies readonly Choice[];
export type BrandTimeline = (typeof BRAND_TIMELINE_CHOICES)[number]['value'];
export const BRAND_TIMELINE_LABELS = labelMap(BRAND_TIMELINE_CHOICES);

export const BRAND_BUDGET_CHOICES = [
  { value: 'under-5k', label: 'Under $5,000' },
  { value: '5k-10k', label: '$5,000-10,000' },
  { value: '10k-20k', label: '$10,000-20,000' },
  { value: '20k-50k', label: '$20,000-50,000' },
  { value: '50k-plus', label: '$50,000+' },
  { value: 'discuss', label: "Let's discuss" },
] as const satisfies readonly Choice[];
export type BrandBudget = (typeof BRAND_BUDGET_CHOICES)[number]['value'];
export const BRAND_BUDGET_LABELS = labelMap(BRAND_BUDGET_CHOICES);

// ---------------------------------------------------------------------------------------
// Form values (spec §3). Choice fields hold '' until something is chosen.
// ---------------------------------------------------------------------------------------

export interface ContactFormValues {
  name: string;
  email: string;
  company: string;
  message: string;
}

export interface TechPackFormValues {
  name: string;
  email: string;
  company: string;
  phone: string;
  projectType: ProjectType | '';
  garmentCategory: GarmentCategory | '';
  fabricPreference: FabricPreference | '';
  existingSamples: boolean;
  needPatternMaking: boolean;
  needSourcingSupport: boolean;
  additionalServices: AdditionalService[];
  projectDescription: string;
  specificRequirements: string;
}

export interface ProductionFormValues {
  name: string;
  email: string;
  company: string;
  phone: string;
  garmentCategory: GarmentCategory | '';
  productionQuantity: ProductionQuantity | '';
  budget: ProductionBudget | '';
  hasTechPack: HasTechPack | '';
  needTechPack: boolean;
  fabricSourcing: FabricSourcing | '';
  qualityRequirements: QualityRequirement | '';
  packagingNeeds: PackagingNeed | '';
  complianceNeeds: ComplianceNeed[];
  projectDescription: string;
  specificRequirements: string;
}

export interface BrandBuildingFormValues {
  name: string;
  email: string;
  company: string;
  phone: string;
  businessType: BusinessType | '';
  targetAudience: string;
  brandPersonality: BrandPersonality[];
  brandValues: string;
  competitorReferences: string;
  stylePreference: StylePreference | '';
  colorPreferences: string;
  fontPreferences: string;
  logoStyle: LogoStyle | '';
  brandElements: BrandElement[];
  timeline: BrandTimeline | '';
  budget: BrandBudget | '';
  projectDescription: string;
  specificRequirements: string;
}

/** What the folded text says about an attached file (the upload control's record). */
export interface FileSummary {
  name?: string | null;
  size?: number | null;
}

// ---------------------------------------------------------------------------------------
// Folding
// ---------------------------------------------------------------------------------------

/** Trimmed text, '' for anything that is not a string. */
function clean(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function orDefault(value: unknown, fallback: string): string {
  return clean(value) || fallback;
}

/** The human label of a choice; an unknown value is shown as given; empty → 'Not specified'. */
export function choiceLabel(labels: Readonly<Record<string, string>>, value: unknown, fallback = NOT_SPECIFIED): string {
  const v = clean(value);
  if (!v) return fallback;
  return Object.prototype.hasOwnProperty.call(labels, v) ? labels[v] : v;
}

/** Labels of a multi-choice list joined with ', '; an empty list → fallback. */
export function choiceListLabel(labels: Readonly<Record<string, string>>, values: unknown, fallback: string): string {
  const list = Array.isArray(values) ? values.map(clean).filter(Boolean) : [];
  if (list.length === 0) return fallback;
  return list.map((v) => choiceLabel(labels, v)).join(', ');
}

function yesNo(value: unknown): string {
  return value === true ? 'Yes' : 'No';
}

/** Bytes → megabytes to one decimal, e.g. 2516582 → '2.4 MB'. */
export function formatFileSize(bytes: number | null | undefined): string {
  const n = typeof bytes === 'number' && Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}

function fileLines(files: readonly FileSummary[] | null | undefined, fallback: string): string[] {
  if (!files || files.length === 0) return [fallback];
  return files.map((f) => `- ${orDefault(f?.name, 'Unknown file')} (${formatFileSize(f?.size)})`);
}

type Line = string;
interface Section {
  heading: string;
  lines: Line[];
}

function field(label: string, value: string): Line {
  // A multi-line answer starts on its own line so the owner's mail client keeps it readable.
  return value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`;
}

function render(title: string, sections: Section[]): string {
  const blocks = [title.toUpperCase(), ...sections.map((s) => [s.heading.toUpperCase(), ...s.lines].join('\n'))];
  return blocks.join('\n\n');
}

function contactSection(v: { name?: unknown; email?: unknown; company?: unknown; phone?: unknown }): Section {
  return {
    heading: 'Contact information',
    lines: [
      field('Name', orDefault(v.name, NOT_SPECIFIED)),
      field('Email', orDefault(v.email, NOT_SPECIFIED)),
      field('Company/Brand', orDefault(v.company, NOT_SPECIFIED)),
      field('Phone', orDefault(v.phone, NOT_SPECIFIED)),
    ],
  };
}

/** The general contact form has nothing else to fold: the message is what was typed. */
export function formatContactMessage(values: Pick<ContactFormValues, 'message'>): string {
  return clean(values.message);
}

export function formatTechPackMessage(values: TechPackFormValues, files: readonly FileSummary[] = []): string {
  return render('TechPack request', [
    contactSection(values),
    {
      heading: 'Project details',
      lines: [
        field('Project Type', choiceLabel(PROJECT_TYPE_LABELS, values.projectType)),
        field('Garment Category', choiceLabel(GARMENT_CATEGORY_LABELS, values.garmentCategory)),
        field('Fabric Preference', choiceLabel(FABRIC_PREFERENCE_LABELS, values.fabricPreference)),
      ],
    },
    {
      heading: 'Current status and services',
      lines: [
        field('Existing Samples', yesNo(values.existingSamples)),
        field('Needs Pattern Making', yesNo(values.needPatternMaking)),
        field('Needs Sourcing Support', yesNo(values.needSourcingSupport)),
        field('Additional Services', choiceListLabel(ADDITIONAL_SERVICE_LABELS, values.additionalServices, NONE)),
      ],
    },
    { heading: 'Project description', lines: [orDefault(values.projectDescription, NOT_SPECIFIED)] },
    { heading: 'Specific requirements', lines: [orDefault(values.specificRequirements, NONE_SPECIFIED)] },
    { heading: 'Uploaded files', lines: fileLines(files, NO_FILES) },
  ]);
}

export function formatProductionMessage(values: ProductionFormValues, files: readonly FileSummary[] = []): string {
  const hasFiles = Array.isArray(files) && files.length > 0;
  const techPackLines = [
    field('Has TechPack', choiceLabel(HAS_TECHPACK_LABELS, values.hasTechPack)),
    field('Needs TechPack Development Services', yesNo(values.needTechPack)),
    hasFiles ? ['TechPack Files:', ...fileLines(files, NO_FILES)].join('\n') : field('TechPack Files', NO_FILES),
  ];
  return render('Garment production request', [
    contactSection(values),
    {
      heading: 'Production details',
      lines: [
        field('Garment Category', choiceLabel(GARMENT_CATEGORY_LABELS, values.garmentCategory)),
        field('Production Quantity', choiceLabel(PRODUCTION_QUANTITY_LABELS, values.productionQuantity)),
        field('Budget per Piece', choiceLabel(PRODUCTION_BUDGET_LABELS, values.budget)),
      ],
    },
    { heading: 'TechPack information', lines: techPackLines },
    {
      heading: 'Production requirements',
      lines: [
        field('Fabric Sourcing', choiceLabel(FABRIC_SOURCING_LABELS, values.fabricSourcing)),
        field('Quality Requirements', choiceLabel(QUALITY_LABELS, values.qualityRequirements)),
        field('Packaging Needs', choiceLabel(PACKAGING_LABELS, values.packagingNeeds)),
        field('Compliance Requirements', choiceListLabel(COMPLIANCE_LABELS, values.complianceNeeds, NONE)),
      ],
    },
    { heading: 'Project description', lines: [orDefault(values.projectDescription, NOT_SPECIFIED)] },
    { heading: 'Specific production requirements', lines: [orDefault(values.specificRequirements, NONE_SPECIFIED)] },
  ]);
}

export function formatBrandBuildingMessage(values: BrandBuildingFormValues, files: readonly FileSummary[] = []): string {
  return render('Brand building request', [
    contactSection(values),
    {
      heading: 'Business information',
      lines: [
        field('Business Type', choiceLabel(BUSINESS_TYPE_LABELS, values.businessType)),
        field('Target Audience', orDefault(values.targetAudience, NOT_SPECIFIED)),
      ],
    },
    {
      heading: 'Brand identity',
      lines: [
        field('Brand Personality', choiceListLabel(BRAND_PERSONALITY_LABELS, values.brandPersonality, NOT_SPECIFIED)),
        field('Brand Values & Mission', orDefault(values.brandValues, NOT_SPECIFIED)),
        field('Competitor & Inspiration References', orDefault(values.competitorReferences, NOT_SPECIFIED)),
      ],
    },
    {
      heading: 'Design preferences',
      lines: [
        field('Style Preference', choiceLabel(STYLE_PREFERENCE_LABELS, values.stylePreference)),
        field('Logo Style', choiceLabel(LOGO_STYLE_LABELS, values.logoStyle)),
        field('Color Preferences', orDefault(values.colorPreferences, NOT_SPECIFIED)),
        field('Font Preferences', orDefault(values.fontPreferences, NOT_SPECIFIED)),
      ],
    },
    {
      heading: 'Brand elements needed',
      lines: [field('Brand Elements', choiceListLabel(BRAND_ELEMENT_LABELS, values.brandElements, NOT_SPECIFIED))],
    },
    {
      heading: 'Project details',
      lines: [
        field('Timeline', choiceLabel(BRAND_TIMELINE_LABELS, values.timeline)),
        field('Budget', choiceLabel(BRAND_BUDGET_LABELS, values.budget)),
      ],
    },
    { heading: 'Project description', lines: [orDefault(values.projectDescription, NOT_SPECIFIED)] },
    { heading: 'Additional requirements', lines: [orDefault(values.specificRequirements, NONE_SPECIFIED)] },
    { heading: 'Reference materials', lines: fileLines(files, NO_FILES_UPLOADED) },
  ]);
}

/**
 * The company sent with an enquiry (spec §5): what was entered, otherwise
 * 'Production Project - {garment category}' or 'Brand Building Project - {business type}'.
 */
export function companyFor(kind: 'production', values: Pick<ProductionFormValues, 'company' | 'garmentCategory'>): string;
export function companyFor(kind: 'brand-building', values: Pick<BrandBuildingFormValues, 'company' | 'businessType'>): string;
export function companyFor(
  kind: 'production' | 'brand-building',
  values: { company?: unknown; garmentCategory?: unknown; businessType?: unknown },
): string {
  const entered = clean(values.company);
  if (entered) return entered;
  return kind === 'production'
    ? `Production Project - ${choiceLabel(GARMENT_CATEGORY_LABELS, values.garmentCategory)}`
    : `Brand Building Project - ${choiceLabel(BUSINESS_TYPE_LABELS, values.businessType)}`;
}
