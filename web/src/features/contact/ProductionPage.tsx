import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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
import { useToast } from '../../components/toast/toast-context';
import { SUPPORT_EMAIL } from '../../lib/site';
import { usePageMeta } from '../../lib/usePageMeta';
import { submitEnquiry, toFields } from './api/submitEnquiry';
import type { UploadedFile } from './api/uploadFile';
import { ContactInfoSection } from './components/ContactInfoSection';
import { FileUploadField } from './components/FileUploadField';
import { CheckboxGroupField, FormCheckbox, FormSelectField, FormTextField, fullWidth, RadioChoiceField } from './components/FormFields';
import { EnquiryHeader, FormCard, FormSection, Honeypot, RequiredNote, SubmitBar } from './components/FormLayout';
import { anyBlank, filesUploadedDescription, MISSING_REQUIRED, PRODUCTION_SENT, REQUEST_FAILED } from './copy';

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
  const { toast } = useToast();
  const { control, handleSubmit, reset, register } = useForm<Values>({ defaultValues: EMPTY });
  const hasTechPack = useWatch({ control, name: 'hasTechPack' });
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [uploaderKey, setUploaderKey] = useState(0);

  const showUpload = showsTechPackUpload(hasTechPack);
  const showNeedTechPack = showsNeedTechPack(hasTechPack);

  const onSubmit = async (values: Values) => {
    if (sending || uploading) return;
    if (anyBlank(values.name, values.email, values.projectDescription)) {
      toast(MISSING_REQUIRED);
      return;
    }
    setSending(true);
    try {
      const { website, ...rest } = values;
      // Hidden controls do not count: files only with a TechPack, the checkbox only when shown.
      const form: ProductionFormValues = { ...rest, needTechPack: showNeedTechPack && rest.needTechPack };
      const attachments = showUpload ? files : [];
      await submitEnquiry({
        name: form.name.trim(),
        email: form.email.trim(),
        company: companyFor('production', form),
        message: formatProductionMessage(form, attachments),
        attachments: attachments.map((f) => ({ name: f.name, url: f.url, size: f.size })),
        kind: 'production',
        fields: toFields(form),
        website,
      });
      reset(EMPTY);
      setFiles([]);
      setUploaderKey((k) => k + 1);
      toast(PRODUCTION_SENT);
    } catch {
      toast(REQUEST_FAILED);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <EnquiryHeader overline="Garment Production" title="Garment Production Request">
        Tell us what you want to make, how many and to what standard. We match you with manufacturers that fit your
        quantities, quality and budget, and come back with recommendations and quotes.
      </EnquiryHeader>

      <FormCard>
        <RequiredNote />
        <Box component="form" aria-label="Garment production request" data-testid="production-form" onSubmit={handleSubmit(onSubmit)} sx={{ position: 'relative' }}>
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
              <FileUploadField
                key={uploaderKey}
                label="Upload your TechPack files"
                files={files}
                onChange={setFiles}
                onUploadingChange={setUploading}
                successDescription={filesUploadedDescription}
                disabled={sending}
              />
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
            <FormTextField
              control={control}
              name="projectDescription"
              label="Project Description"
              required
              multiline
              rows={5}
              placeholder="Describe your garments, fabrics, colourways, sizes and timeline."
              disabled={sending}
            />
            <FormTextField
              control={control}
              name="specificRequirements"
              label="Specific Production Requirements"
              multiline
              rows={3}
              placeholder="Trims, labels, finishing, testing, delivery terms..."
              disabled={sending}
            />
          </FormSection>

          <Honeypot registration={register('website')} />
          <SubmitBar
            label="Submit Production Request"
            sendingLabel="Submitting Request..."
            sending={sending}
            disabled={uploading}
            hint={uploading ? 'Please wait until your files have finished uploading.' : undefined}
            note={
              <>
                We&apos;ll review your requirements and get back to you within 24 hours with manufacturer recommendations
                and quotes. Questions? Email <Link href={`mailto:${SUPPORT_EMAIL}`} color="secondary">{SUPPORT_EMAIL}</Link>.
              </>
            }
          />
        </Box>
      </FormCard>
    </>
  );
}

export { ProductionPage as Component };
