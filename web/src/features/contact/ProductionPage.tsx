import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import { useWatch } from 'react-hook-form';
import {
  companyFor,
  COMPLIANCE_CHOICES,
  FABRIC_SOURCING_CHOICES,
  formatProductionMessage,
  GARMENT_CATEGORY_CHOICES,
  HAS_TECHPACK_CHOICES,
  PACKAGING_CHOICES,
  PRODUCTION_BUDGET_CHOICES,
  PRODUCTION_QUANTITY_CHOICES,
  type ProductionFormValues,
  QUALITY_CHOICES,
  showsNeedTechPack,
  showsTechPackUpload,
} from '@shared/enquiry-format';
import { usePageMeta } from '../../lib/usePageMeta';
import { EMPTY_CONTACT_INFO } from './components/ContactInfoSection';
import { FileUploadField } from './components/FileUploadField';
import { CheckboxGroupField, FormCheckbox, FormSelectField, fullWidth, RadioChoiceField } from './components/FormFields';
import { EnquiryHeader, FormSection } from './components/FormLayout';
import { EMPTY_PROJECT_DESCRIPTION, ProjectDescriptionFields } from './components/ProjectDescriptionFields';
import { ServiceRequestForm } from './components/ServiceRequestForm';
import { PRODUCTION_SENT } from './copy';
import { SERVICE_REQUEST, useEnquiryForm } from './useEnquiryForm';

type Values = ProductionFormValues & { website: string };

/** 'I need TechPack development services' shows while an answer that asks for it is checked. */
const needTechPackSx = {
  display: 'none',
  [HAS_TECHPACK_CHOICES.filter((c) => showsNeedTechPack(c.value))
    .map((c) => `form:has(input[name="hasTechPack"][value="${c.value}"]:checked) &`)
    .join(', ')]: { display: 'block' },
} as const;

const EMPTY: Values = {
  ...EMPTY_CONTACT_INFO,
  garmentCategory: '',
  productionQuantity: '',
  budget: '',
  hasTechPack: '',
  needTechPack: false,
  fabricSourcing: '',
  qualityRequirements: '',
  packagingNeeds: '',
  complianceNeeds: [],
  ...EMPTY_PROJECT_DESCRIPTION,
  website: '',
};

export function ProductionPage() {
  usePageMeta(
    'Garment Production',
    'Request garment production: tell us your garment, quantities, budget and quality needs, and we connect you with suitable manufacturers within 24 hours.',
  );
  const enquiry = useEnquiryForm({
    ...SERVICE_REQUEST,
    empty: EMPTY,
    sent: PRODUCTION_SENT,
    build: (rest, files) => {
      // Hidden controls do not count: files only with a TechPack, the checkbox only when shown.
      const form: ProductionFormValues = { ...rest, needTechPack: showsNeedTechPack(rest.hasTechPack) && rest.needTechPack };
      const attachments = showsTechPackUpload(rest.hasTechPack) ? files : [];
      return {
        kind: 'production',
        company: companyFor('production', form),
        message: formatProductionMessage(form, attachments),
        attachments: attachments.map((f) => ({ name: f.name, url: f.url, size: f.size })),
        fields: form,
      };
    },
  });
  const { control, sending, uploaderKey, upload } = enquiry;
  const hasTechPack = useWatch({ control, name: 'hasTechPack' });
  const showUpload = showsTechPackUpload(hasTechPack);

  return (
    <>
      <EnquiryHeader overline="Garment Production" title="Garment Production Request">
        Tell us what you want to make, how many and to what standard. We match you with manufacturers that fit your quantities, quality and
        budget, and come back with recommendations and quotes.
      </EnquiryHeader>

      <ServiceRequestForm
        kind="production"
        label="Garment production request"
        testId="production-form"
        enquiry={enquiry}
        submitLabel="Submit Production Request"
        reply="We'll review your requirements and get back to you within 24 hours with manufacturer recommendations and quotes."
      >
        <FormSection title="Production Details">
          <FormSelectField
            control={control}
            name="garmentCategory"
            label="Garment Category"
            choices={GARMENT_CATEGORY_CHOICES}
            disabled={sending}
          />
          <FormSelectField
            control={control}
            name="productionQuantity"
            label="Production Quantity"
            choices={PRODUCTION_QUANTITY_CHOICES}
            disabled={sending}
          />
          <FormSelectField
            control={control}
            name="budget"
            label="Budget per Piece"
            choices={PRODUCTION_BUDGET_CHOICES}
            disabled={sending}
          />
        </FormSection>

        <FormSection title="TechPack Information" columns={1}>
          <RadioChoiceField
            control={control}
            name="hasTechPack"
            label="Do you have a TechPack?"
            choices={HAS_TECHPACK_CHOICES}
            disabled={sending}
          />
          <Collapse in={showUpload} unmountOnExit>
            <FileUploadField key={uploaderKey} label="Upload your TechPack files" {...upload} />
          </Collapse>
          {/* Shown by CSS from the checked answer, so it also appears before and without JavaScript. */}
          <Box data-testid="need-techpack" sx={needTechPackSx}>
            <FormCheckbox
              control={control}
              name="needTechPack"
              label="I need TechPack development services"
              description="We can create or complete your TechPack before production starts."
              disabled={sending}
            />
          </Box>
        </FormSection>

        <FormSection title="Production Requirements">
          <FormSelectField
            control={control}
            name="fabricSourcing"
            label="Fabric Sourcing"
            choices={FABRIC_SOURCING_CHOICES}
            disabled={sending}
          />
          <FormSelectField
            control={control}
            name="qualityRequirements"
            label="Quality Requirements"
            choices={QUALITY_CHOICES}
            disabled={sending}
          />
          <FormSelectField control={control} name="packagingNeeds" label="Packaging Needs" choices={PACKAGING_CHOICES} disabled={sending} />
          <CheckboxGroupField
            control={control}
            name="complianceNeeds"
            label="Compliance Requirements"
            hint="Optional. Select all that apply."
            choices={COMPLIANCE_CHOICES}
            disabled={sending}
            sx={fullWidth}
          />
        </FormSection>

        <FormSection title="Project Description" columns={1}>
          <ProjectDescriptionFields
            control={control}
            placeholder="Describe your garments, fabrics, colourways, sizes and timeline."
            requirementsLabel="Specific Production Requirements"
            requirementsPlaceholder="Trims, labels, finishing, testing, delivery terms..."
            disabled={sending}
          />
        </FormSection>
      </ServiceRequestForm>
    </>
  );
}

export { ProductionPage as Component };
