import {
  BRAND_BUDGET_LABELS,
  BRAND_TIMELINE_LABELS,
  type BrandBuildingFormValues,
  choiceLabel,
  companyFor,
  COMPLIANCE_CHOICES,
  formatBrandBuildingMessage,
  formatContactMessage,
  formatFileSize,
  formatProductionMessage,
  formatTechPackMessage,
  GARMENT_CATEGORY_CHOICES,
  PRODUCTION_BUDGET_LABELS,
  PRODUCTION_QUANTITY_LABELS,
  type ProductionFormValues,
  showsNeedTechPack,
  showsTechPackUpload,
  type TechPackFormValues,
} from './enquiry-format.js';

const emptyProduction: ProductionFormValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: '',
  phone: '',
  garmentCategory: '',
  productionQuantity: '',
  budget: '',
  hasTechPack: '',
  needTechPack: false,
  fabricSourcing: '',
  qualityRequirements: '',
  packagingNeeds: '',
  complianceNeeds: [],
  projectDescription: 'A capsule of 3 tees.',
  specificRequirements: '',
};

const emptyBrand: BrandBuildingFormValues = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  company: '',
  phone: '',
  businessType: '',
  targetAudience: '',
  brandPersonality: [],
  brandValues: '',
  competitorReferences: '',
  stylePreference: '',
  colorPreferences: '',
  fontPreferences: '',
  logoStyle: '',
  brandElements: [],
  timeline: '',
  budget: '',
  projectDescription: 'A new identity.',
  specificRequirements: '',
};

const emptyTechPack: TechPackFormValues = {
  name: 'Anni Albers',
  email: 'anni@example.com',
  company: '',
  phone: '',
  projectType: '',
  garmentCategory: '',
  fabricPreference: '',
  existingSamples: false,
  needPatternMaking: false,
  needSourcingSupport: false,
  additionalServices: [],
  projectDescription: 'A woven jacket.',
  specificRequirements: '',
};

/** The lines under a section heading, up to the next blank line. */
function section(text: string, heading: string): string[] {
  const blocks = text.split('\n\n');
  const block = blocks.find((b) => b.split('\n')[0] === heading);
  if (!block) throw new Error(`no section ${heading} in:\n${text}`);
  return block.split('\n').slice(1);
}

describe('label maps', () => {
  it('turns choice values into readable labels', () => {
    expect(PRODUCTION_QUANTITY_LABELS['sample-batch']).toBe('Sample batch (10-50 pieces)');
    expect(PRODUCTION_QUANTITY_LABELS['mass-production']).toBe('Mass production (10000+ pieces)');
    expect(PRODUCTION_BUDGET_LABELS['under-10']).toBe('Under $10');
    expect(PRODUCTION_BUDGET_LABELS['over-100']).toBe('Over $100');
    expect(BRAND_BUDGET_LABELS['under-5k']).toBe('Under $5,000');
    expect(BRAND_BUDGET_LABELS['50k-plus']).toBe('$50,000+');
    expect(BRAND_TIMELINE_LABELS['rush-1-2-weeks']).toBe('Rush (1-2 weeks)');
  });

  it('lists the spec choices in order', () => {
    expect(GARMENT_CATEGORY_CHOICES.map((c) => c.value)).toEqual([
      'tops',
      'bottoms',
      'dresses',
      'outerwear',
      'activewear',
      'intimates',
      'accessories',
    ]);
    expect(COMPLIANCE_CHOICES.map((c) => c.label)).toEqual([
      'OEKO-TEX certification',
      'GOTS (organic) certification',
      'Fair Trade certification',
      'WRAP compliance',
      "CPSIA (children's products)",
      'EU regulations',
    ]);
  });

  it('shows an unknown value as given and an empty one as Not specified', () => {
    expect(choiceLabel(PRODUCTION_BUDGET_LABELS, 'custom-value')).toBe('custom-value');
    expect(choiceLabel(PRODUCTION_BUDGET_LABELS, '')).toBe('Not specified');
    expect(choiceLabel(PRODUCTION_BUDGET_LABELS, undefined)).toBe('Not specified');
    expect(choiceLabel(PRODUCTION_BUDGET_LABELS, 'toString')).toBe('toString');
  });
});

describe('formatFileSize', () => {
  it('shows megabytes to one decimal', () => {
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatFileSize(10485760)).toBe('10.0 MB');
    expect(formatFileSize(0)).toBe('0.0 MB');
    expect(formatFileSize(undefined)).toBe('0.0 MB');
  });
});

describe('has-TechPack conditions', () => {
  it('shows the upload for yes-complete and yes-partial, the checkbox for no and yes-partial', () => {
    expect(['yes-complete', 'yes-partial', 'no', ''].map(showsTechPackUpload)).toEqual([true, true, false, false]);
    expect(['yes-complete', 'yes-partial', 'no', ''].map(showsNeedTechPack)).toEqual([false, true, true, false]);
  });
});

describe('companyFor', () => {
  it('keeps the entered company (trimmed)', () => {
    expect(companyFor('production', { company: '  Loom & Co ', garmentCategory: 'tops' })).toBe('Loom & Co');
    expect(companyFor('brand-building', { company: 'Loom & Co', businessType: 'startup' })).toBe('Loom & Co');
  });

  it("falls back to 'Production Project - {garment category}'", () => {
    expect(companyFor('production', { company: '', garmentCategory: 'tops' })).toBe('Production Project - Tops');
    expect(companyFor('production', { company: '   ', garmentCategory: 'outerwear' })).toBe('Production Project - Outerwear');
    expect(companyFor('production', { company: '', garmentCategory: '' })).toBe('Production Project - Not specified');
  });

  it("falls back to 'Brand Building Project - {business type}'", () => {
    expect(companyFor('brand-building', { company: '', businessType: 'fashion-brand' })).toBe('Brand Building Project - Fashion brand');
    expect(companyFor('brand-building', { company: '', businessType: '' })).toBe('Brand Building Project - Not specified');
  });
});

describe('formatContactMessage', () => {
  it('is the typed message, trimmed', () => {
    expect(formatContactMessage({ message: '  Hello there \n' })).toBe('Hello there');
  });
});

describe('formatProductionMessage', () => {
  it('uses every default text when only the required fields are filled', () => {
    const text = formatProductionMessage(emptyProduction, []);
    expect(text.startsWith('GARMENT PRODUCTION REQUEST\n\n')).toBe(true);
    expect(section(text, 'CONTACT INFORMATION')).toEqual([
      'Name: Ada Lovelace',
      'Email: ada@example.com',
      'Company/Brand: Not specified',
      'Phone: Not specified',
    ]);
    expect(section(text, 'PRODUCTION DETAILS')).toEqual([
      'Garment Category: Not specified',
      'Production Quantity: Not specified',
      'Budget per Piece: Not specified',
    ]);
    expect(section(text, 'TECHPACK INFORMATION')).toEqual([
      'Has TechPack: Not specified',
      'Needs TechPack Development Services: No',
      'TechPack Files: None',
    ]);
    expect(section(text, 'PRODUCTION REQUIREMENTS')).toEqual([
      'Fabric Sourcing: Not specified',
      'Quality Requirements: Not specified',
      'Packaging Needs: Not specified',
      'Compliance Requirements: None',
    ]);
    expect(section(text, 'PROJECT DESCRIPTION')).toEqual(['A capsule of 3 tees.']);
    expect(section(text, 'SPECIFIC PRODUCTION REQUIREMENTS')).toEqual(['None specified']);
  });

  it('treats whitespace-only answers as unfilled', () => {
    const text = formatProductionMessage({ ...emptyProduction, phone: '  ', specificRequirements: ' \n ' });
    expect(text).toContain('Phone: Not specified');
    expect(section(text, 'SPECIFIC PRODUCTION REQUIREMENTS')).toEqual(['None specified']);
  });

  it('shows readable labels, compliance choices and the TechPack files', () => {
    const text = formatProductionMessage(
      {
        ...emptyProduction,
        company: 'Loom & Co',
        phone: '+44 20 7946 0000',
        garmentCategory: 'tops',
        productionQuantity: 'sample-batch',
        budget: 'under-10',
        hasTechPack: 'yes-partial',
        needTechPack: true,
        fabricSourcing: 'need-sourcing-help',
        qualityRequirements: 'premium',
        packagingNeeds: 'retail-ready',
        complianceNeeds: ['oeko-tex', 'gots'],
        specificRequirements: 'Double-needle hems.',
      },
      [
        { name: 'spec.pdf', size: 2.4 * 1024 * 1024 },
        { name: '', size: undefined },
      ],
    );
    expect(section(text, 'PRODUCTION DETAILS')).toEqual([
      'Garment Category: Tops',
      'Production Quantity: Sample batch (10-50 pieces)',
      'Budget per Piece: Under $10',
    ]);
    expect(section(text, 'TECHPACK INFORMATION')).toEqual([
      'Has TechPack: Yes, but it is partial or incomplete',
      'Needs TechPack Development Services: Yes',
      'TechPack Files:',
      '- spec.pdf (2.4 MB)',
      '- Unknown file (0.0 MB)',
    ]);
    expect(text).toContain('Compliance Requirements: OEKO-TEX certification, GOTS (organic) certification');
    expect(text).toContain('Quality Requirements: Premium (high-end finishing)');
    expect(section(text, 'SPECIFIC PRODUCTION REQUIREMENTS')).toEqual(['Double-needle hems.']);
    expect(text).toContain('Company/Brand: Loom & Co');
  });
});

describe('formatBrandBuildingMessage', () => {
  it('uses every default text when only the required fields are filled', () => {
    const text = formatBrandBuildingMessage(emptyBrand, []);
    expect(text.startsWith('BRAND BUILDING REQUEST\n\n')).toBe(true);
    expect(section(text, 'BUSINESS INFORMATION')).toEqual(['Business Type: Not specified', 'Target Audience: Not specified']);
    expect(section(text, 'BRAND IDENTITY')).toEqual([
      'Brand Personality: Not specified',
      'Brand Values & Mission: Not specified',
      'Competitor & Inspiration References: Not specified',
    ]);
    expect(section(text, 'DESIGN PREFERENCES')).toEqual([
      'Style Preference: Not specified',
      'Logo Style: Not specified',
      'Color Preferences: Not specified',
      'Font Preferences: Not specified',
    ]);
    expect(section(text, 'BRAND ELEMENTS NEEDED')).toEqual(['Brand Elements: Not specified']);
    expect(section(text, 'PROJECT DETAILS')).toEqual(['Timeline: Not specified', 'Budget: Not specified']);
    expect(section(text, 'PROJECT DESCRIPTION')).toEqual(['A new identity.']);
    expect(section(text, 'ADDITIONAL REQUIREMENTS')).toEqual(['None specified']);
    expect(section(text, 'REFERENCE MATERIALS')).toEqual(['No files uploaded']);
  });

  it('shows the chosen labels and files', () => {
    const text = formatBrandBuildingMessage(
      {
        ...emptyBrand,
        businessType: 'fashion-brand',
        brandPersonality: ['modern', 'bold'],
        brandElements: ['logo-design', 'color-palette'],
        stylePreference: 'minimal-clean',
        logoStyle: 'wordmark',
        timeline: 'rush-1-2-weeks',
        budget: 'under-5k',
        targetAudience: 'Women 25-40\nwho surf',
      },
      [{ name: 'moodboard.png', size: 1048576 }],
    );
    expect(text).toContain('Business Type: Fashion brand');
    expect(text).toContain('Brand Personality: Modern, Bold');
    expect(text).toContain('Brand Elements: Logo Design, Color Palette');
    expect(text).toContain('Style Preference: Minimal & clean');
    expect(text).toContain('Logo Style: Wordmark (text only)');
    expect(text).toContain('Timeline: Rush (1-2 weeks)');
    expect(text).toContain('Budget: Under $5,000');
    expect(text).toContain('Target Audience:\nWomen 25-40\nwho surf');
    expect(section(text, 'REFERENCE MATERIALS')).toEqual(['- moodboard.png (1.0 MB)']);
  });
});

describe('formatTechPackMessage', () => {
  it('uses the same default texts', () => {
    const text = formatTechPackMessage(emptyTechPack);
    expect(text.startsWith('TECHPACK REQUEST\n\n')).toBe(true);
    expect(section(text, 'PROJECT DETAILS')).toEqual([
      'Project Type: Not specified',
      'Garment Category: Not specified',
      'Fabric Preference: Not specified',
    ]);
    expect(section(text, 'CURRENT STATUS AND SERVICES')).toEqual([
      'Existing Samples: No',
      'Needs Pattern Making: No',
      'Needs Sourcing Support: No',
      'Additional Services: None',
    ]);
    expect(section(text, 'SPECIFIC REQUIREMENTS')).toEqual(['None specified']);
    expect(section(text, 'UPLOADED FILES')).toEqual(['None']);
    expect(text).toContain('Phone: Not specified');
  });

  it('shows choices, booleans, services and files', () => {
    const text = formatTechPackMessage(
      {
        ...emptyTechPack,
        projectType: 'new-design',
        garmentCategory: 'dresses',
        fabricPreference: 'natural',
        existingSamples: true,
        needPatternMaking: true,
        additionalServices: ['size-grading', 'measurement-charts'],
        specificRequirements: 'Sizes XS-XL.',
      },
      [{ name: 'sketch.pdf', size: 524288 }],
    );
    expect(text).toContain('Project Type: New design');
    expect(text).toContain('Garment Category: Dresses');
    expect(text).toContain('Fabric Preference: Natural fibres');
    expect(text).toContain('Existing Samples: Yes');
    expect(text).toContain('Needs Pattern Making: Yes');
    expect(text).toContain('Needs Sourcing Support: No');
    expect(text).toContain('Additional Services: Size grading specifications, Measurement charts');
    expect(section(text, 'SPECIFIC REQUIREMENTS')).toEqual(['Sizes XS-XL.']);
    expect(section(text, 'UPLOADED FILES')).toEqual(['- sketch.pdf (0.5 MB)']);
  });
});
