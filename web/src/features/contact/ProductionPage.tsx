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
} from '@api/contact/enquiry-format';
import { usePageMeta } from '../../lib/usePageMeta';
import { ContactInfoSection } from './components/ContactInfoSection';
import { FileUploadField } from './components/FileUploadField';
import { CheckboxGroupField, FormCheckbox, FormSelectField, fullWidth, RadioChoiceField } from './components/FormFields';
import { EnquiryHeader, FormCard, FormSection, Honeypot, RequestSubmitBar, RequiredNote } from './components/FormLayout';
import { ProjectDescriptionFields } from './components/ProjectDescriptionFields';
import { MISSING_REQUIRED, PRODUCTION_SENT, REQUEST_FAILED } from './copy';
import { useEnquiryForm } from './useEnquiryForm';

type Values = ProductionFormValues & { website: string };

const EMPTY: Values = {
  name: '',
  email: '',
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
  projectDescription: '',
  specificRequirements: '',
  website: '',
};

export function ProductionPage() {
  usePageMeta(
    'Garment Production',
    'Request garment production: tell us your garment, quantities, budget and quality needs, and we connect you with suitable manufacturers within 24 hours.',
  );
  const { control, onSubmit, honeypot, sending, uploading, uploaderKey, upload } = useEnquiryForm({
    empty: EMPTY,
    required: (v) => [v.name, v.email, v.projectDescription],
    missing: MISSING_REQUIRED,
    sent: PRODUCTION_SENT,
    failed: REQUEST_FAILED,
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
  const hasTechPack = useWatch({ control, name: 'hasTechPack' });
  const showUpload = showsTechPackUpload(hasTechPack);
  const showNeedTechPack = showsNeedTechPack(hasTechPack);

  return (
    <>
      <EnquiryHeader overline="Garment Production" title="Garment Production Request">
        Tell us what you want to make, how many and to what standard. We match you with manufacturers that fit your
        quantities, quality and budget, and come back with recommendations and quotes.
      </EnquiryHeader>

      <FormCard>
        <RequiredNote />
        <Box component="form" aria-label="Garment production request" data-testid="production-form" onSubmit={onSubmit} sx={{ position: 'relative' }}>
          <ContactInfoSection control={control} disabled={sending} />

          <FormSection title="Production Details">
            <FormSelectField control={control} name="garmentCategory" label="Garment Category" choices={GARMENT_CATEGORY_CHOICES} disabled={sending} />
            <FormSelectField
              control={control}
              name="productionQuantity"
              label="Production Quantity"
              choices={PRODUCTION_QUANTITY_CHOICES}
              disabled={sending}
            />
            <FormSelectField control={control} name="budget" label="Budget per Piece" choices={PRODUCTION_BUDGET_CHOICES} disabled={sending} />
          </FormSection>

          <FormSection title="TechPack Information" columns={1}>
            <RadioChoiceField control={control} name="hasTechPack" label="Do you have a TechPack?" choices={HAS_TECHPACK_CHOICES} disabled={sending} />
            <Collapse in={showUpload} unmountOnExit>
              <FileUploadField key={uploaderKey} label="Upload your TechPack files" {...upload} />
            </Collapse>
            <Collapse in={showNeedTechPack} unmountOnExit>
              <FormCheckbox
                control={control}
                name="needTechPack"
                label="I need TechPack development services"
                description="We can create or complete your TechPack before production starts."
                disabled={sending}
              />
            </Collapse>
          </FormSection>

          <FormSection title="Production Requirements">
            <FormSelectField control={control} name="fabricSourcing" label="Fabric Sourcing" choices={FABRIC_SOURCING_CHOICES} disabled={sending} />
            <FormSelectField control={control} name="qualityRequirements" label="Quality Requirements" choices={QUALITY_CHOICES} disabled={sending} />
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

          <Honeypot registration={honeypot} />
          <RequestSubmitBar
            label="Submit Production Request"
            sending={sending}
            uploading={uploading}
            reply="We'll review your requirements and get back to you within 24 hours with manufacturer recommendations and quotes."
          />
        </Box>
      </FormCard>
    </>
  );
}

export { ProductionPage as Component };
