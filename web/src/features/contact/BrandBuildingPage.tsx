import {
  BRAND_BUDGET_CHOICES,
  BRAND_ELEMENT_CHOICES,
  BRAND_PERSONALITY_CHOICES,
  BRAND_TIMELINE_CHOICES,
  type BrandBuildingFormValues,
  BUSINESS_TYPE_CHOICES,
  companyFor,
  formatBrandBuildingMessage,
  LOGO_STYLE_CHOICES,
  STYLE_PREFERENCE_CHOICES,
} from '@shared/enquiry-format';
import { usePageMeta } from '../../lib/usePageMeta';
import { EMPTY_CONTACT_INFO } from './components/ContactInfoSection';
import { FileUploadField } from './components/FileUploadField';
import { CheckboxGroupField, ChipToggleGroup, FormSelectField, FormTextField, fullWidth } from './components/FormFields';
import { EnquiryHeader, FormSection } from './components/FormLayout';
import { EMPTY_PROJECT_DESCRIPTION, ProjectDescriptionFields } from './components/ProjectDescriptionFields';
import { ServiceRequestForm } from './components/ServiceRequestForm';
import { BRAND_SENT } from './copy';
import { SERVICE_REQUEST, useEnquiryForm } from './useEnquiryForm';

type Values = BrandBuildingFormValues & { website: string };

const EMPTY: Values = {
  ...EMPTY_CONTACT_INFO,
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
  ...EMPTY_PROJECT_DESCRIPTION,
  website: '',
};

export function BrandBuildingPage() {
  usePageMeta(
    'Brand Building',
    'Request brand identity design: logo, colour palette, typography, guidelines and more. Tell us about your brand and get a detailed proposal within 24 hours.',
  );
  const enquiry = useEnquiryForm({
    ...SERVICE_REQUEST,
    empty: EMPTY,
    sent: BRAND_SENT,
    build: (form, files) => ({
      kind: 'brand-building',
      company: companyFor('brand-building', form),
      message: formatBrandBuildingMessage(form, files),
      attachments: files.map((f) => f.url),
    }),
  });
  const { control, sending, uploaderKey, upload } = enquiry;

  return (
    <>
      <EnquiryHeader overline="Brand Building" title="Brand Building Request">
        From logo to brand guidelines, we build identities that feel as considered as your garments. Tell us who you are, who you design for
        and what you need, and we come back with a detailed proposal and timeline.
      </EnquiryHeader>

      <ServiceRequestForm
        kind="brand-building"
        label="Brand building request"
        testId="brand-building-form"
        enquiry={enquiry}
        submitLabel="Submit Brand Building Request"
        reply="We'll review your requirements and get back to you within 24 hours with a detailed proposal."
      >
        <FormSection title="Business Information">
          <FormSelectField control={control} name="businessType" label="Business Type" choices={BUSINESS_TYPE_CHOICES} disabled={sending} />
          <FormTextField
            control={control}
            name="targetAudience"
            label="Target Audience"
            placeholder="e.g. Women 25-40 who buy sustainable basics"
            disabled={sending}
          />
        </FormSection>

        <FormSection title="Brand Identity" columns={1}>
          <ChipToggleGroup
            control={control}
            name="brandPersonality"
            label="Brand Personality"
            hint="Pick the words that describe your brand. Select all that apply."
            choices={BRAND_PERSONALITY_CHOICES}
            disabled={sending}
          />
          <FormTextField
            control={control}
            name="brandValues"
            label="Brand Values & Mission"
            multiline
            rows={3}
            placeholder="What does your brand stand for?"
            disabled={sending}
          />
          <FormTextField
            control={control}
            name="competitorReferences"
            label="Competitor & Inspiration References"
            multiline
            rows={3}
            placeholder="Brands you admire or compete with, and why"
            disabled={sending}
          />
        </FormSection>

        <FormSection title="Design Preferences">
          <FormSelectField
            control={control}
            name="stylePreference"
            label="Style Preference"
            choices={STYLE_PREFERENCE_CHOICES}
            disabled={sending}
          />
          <FormSelectField control={control} name="logoStyle" label="Logo Style" choices={LOGO_STYLE_CHOICES} disabled={sending} />
          <FormTextField
            control={control}
            name="colorPreferences"
            label="Color Preferences"
            placeholder="e.g. Earthy neutrals, no neon"
            disabled={sending}
          />
          <FormTextField
            control={control}
            name="fontPreferences"
            label="Font Preferences"
            placeholder="e.g. Classic serif, clean sans-serif"
            disabled={sending}
          />
        </FormSection>

        <FormSection title="Brand Elements Needed" columns={1}>
          <CheckboxGroupField
            control={control}
            name="brandElements"
            label="Brand Elements"
            hint="Select all that apply."
            choices={BRAND_ELEMENT_CHOICES}
            columnWidth={200}
            disabled={sending}
            sx={fullWidth}
          />
        </FormSection>

        <FormSection title="Project Details">
          <FormSelectField control={control} name="timeline" label="Timeline" choices={BRAND_TIMELINE_CHOICES} disabled={sending} />
          <FormSelectField control={control} name="budget" label="Budget" choices={BRAND_BUDGET_CHOICES} disabled={sending} />
          <ProjectDescriptionFields
            control={control}
            placeholder="Tell us about your brand, where it is today and what you want to achieve."
            requirementsLabel="Additional Requirements"
            requirementsPlaceholder="Anything else we should know: deadlines, launches, existing assets..."
            disabled={sending}
            sx={fullWidth}
          />
        </FormSection>

        <FormSection
          title="Upload Reference Materials"
          description="Mood boards, sketches, existing logos or anything that shows the look you want."
          columns={1}
        >
          <FileUploadField key={uploaderKey} label="Reference materials" {...upload} />
        </FormSection>
      </ServiceRequestForm>
    </>
  );
}

export { BrandBuildingPage as Component };
