import Box from '@mui/material/Box';
import {
  ADDITIONAL_SERVICE_CHOICES,
  FABRIC_PREFERENCE_CHOICES,
  formatTechPackMessage,
  GARMENT_CATEGORY_CHOICES,
  PROJECT_TYPE_CHOICES,
  type TechPackFormValues,
} from '@shared/enquiry-format';
import { usePageMeta } from '../../lib/usePageMeta';
import { EMPTY_CONTACT_INFO } from './components/ContactInfoSection';
import { FileUploadField } from './components/FileUploadField';
import { CheckboxGroupField, FormCheckbox, FormSelectField, fullWidth } from './components/FormFields';
import { EnquiryHeader, FormSection } from './components/FormLayout';
import { EMPTY_PROJECT_DESCRIPTION, ProjectDescriptionFields } from './components/ProjectDescriptionFields';
import { ServiceRequestForm } from './components/ServiceRequestForm';
import { TECHPACK_SENT } from './copy';
import { SERVICE_REQUEST, useEnquiryForm } from './useEnquiryForm';

type Values = TechPackFormValues & { website: string };

const EMPTY: Values = {
  ...EMPTY_CONTACT_INFO,
  projectType: '',
  garmentCategory: '',
  fabricPreference: '',
  existingSamples: false,
  needPatternMaking: false,
  needSourcingSupport: false,
  additionalServices: [],
  ...EMPTY_PROJECT_DESCRIPTION,
  website: '',
};

export function TechPackPage() {
  usePageMeta(
    'Tech Pack Request',
    'Request a factory-ready tech pack: garment technical specifications with measurements, materials and construction details. We reply within 24 hours.',
  );
  const enquiry = useEnquiryForm({
    ...SERVICE_REQUEST,
    empty: EMPTY,
    sent: TECHPACK_SENT,
    build: (form, files) => ({
      kind: 'tech-pack',
      company: form.company.trim(),
      message: formatTechPackMessage(form, files),
      attachments: files.map((f) => f.url),
    }),
  });
  const { control, sending, uploaderKey, upload } = enquiry;

  return (
    <>
      <EnquiryHeader overline="Tech Pack Generation" title="Request a TechPack">
        A tech pack is the blueprint a factory builds your garment from. Tell us about your design and we prepare factory-ready
        specifications: measurements, materials, construction details and grading.
      </EnquiryHeader>

      <ServiceRequestForm
        kind="tech-pack"
        label="TechPack request"
        testId="tech-pack-form"
        enquiry={enquiry}
        submitLabel="Submit TechPack Request"
        reply="We'll review your project and get back to you within 24 hours with a detailed proposal and timeline."
      >
        <FormSection title="Project Details">
          <FormSelectField control={control} name="projectType" label="Project Type" choices={PROJECT_TYPE_CHOICES} disabled={sending} />
          <FormSelectField
            control={control}
            name="garmentCategory"
            label="Garment Category"
            choices={GARMENT_CATEGORY_CHOICES}
            disabled={sending}
          />
          <FormSelectField
            control={control}
            name="fabricPreference"
            label="Fabric Preference"
            choices={FABRIC_PREFERENCE_CHOICES}
            disabled={sending}
          />
        </FormSection>

        <FormSection title="Current Status & Support" columns={1}>
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <FormCheckbox
              control={control}
              name="existingSamples"
              label="I have existing samples or a reference garment"
              disabled={sending}
            />
            <FormCheckbox control={control} name="needPatternMaking" label="I need pattern making" disabled={sending} />
            <FormCheckbox control={control} name="needSourcingSupport" label="I need fabric and trim sourcing support" disabled={sending} />
          </Box>
          <CheckboxGroupField
            control={control}
            name="additionalServices"
            label="Additional Services"
            hint="Optional. Select all that apply."
            choices={ADDITIONAL_SERVICE_CHOICES}
            disabled={sending}
            sx={fullWidth}
          />
        </FormSection>

        <FormSection title="Project Description" columns={1}>
          <ProjectDescriptionFields
            control={control}
            placeholder="Describe the garment: style, fit, fabric, sizes and what the tech pack is for."
            requirementsLabel="Specific Requirements"
            requirementsPlaceholder="Size range, grading rules, stitching, labels, deadlines..."
            disabled={sending}
          />
        </FormSection>

        <FormSection
          title="Reference Files"
          description="Sketches, photos, existing specs or mood boards help us quote accurately."
          columns={1}
        >
          <FileUploadField key={uploaderKey} label="Upload design files" {...upload} />
        </FormSection>
      </ServiceRequestForm>
    </>
  );
}

export { TechPackPage as Component };
