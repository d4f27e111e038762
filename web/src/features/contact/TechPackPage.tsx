import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ADDITIONAL_SERVICE_CHOICES,
  FABRIC_PREFERENCE_CHOICES,
  formatTechPackMessage,
  GARMENT_CATEGORY_CHOICES,
  PROJECT_TYPE_CHOICES,
  type TechPackFormValues,
} from '@api/contact/enquiry-format';
import { useToast } from '../../components/toast/toast-context';
import { SUPPORT_EMAIL } from '../../lib/site';
import { usePageMeta } from '../../lib/usePageMeta';
import { submitEnquiry, toFields } from './api/submitEnquiry';
import type { UploadedFile } from './api/uploadFile';
import { ContactInfoSection } from './components/ContactInfoSection';
import { FileUploadField } from './components/FileUploadField';
import { CheckboxGroupField, FormCheckbox, FormSelectField, FormTextField, fullWidth } from './components/FormFields';
import { EnquiryHeader, FormCard, FormSection, Honeypot, RequiredNote, SubmitBar } from './components/FormLayout';
import { anyBlank, filesUploadedDescription, MISSING_REQUIRED, REQUEST_FAILED, TECHPACK_SENT } from './copy';

type Values = TechPackFormValues & { website: string };

const EMPTY: Values = {
  name: '',
  email: '',
  company: '',
  phone: '',
  projectType: '',
  garmentCategory: '',
  fabricPreference: '',
  existingSamples: false,
  needPatternMaking: false,
  needSourcingSupport: false,
  additionalServices: [],
  projectDescription: '',
  specificRequirements: '',
  website: '',
};

export function TechPackPage() {
  usePageMeta(
    'Tech Pack Request',
    'Request a factory-ready tech pack: garment technical specifications with measurements, materials and construction details. We reply within 24 hours.',
  );
  const { toast } = useToast();
  const { control, handleSubmit, reset, register } = useForm<Values>({ defaultValues: EMPTY });
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [uploaderKey, setUploaderKey] = useState(0);

  const onSubmit = async (values: Values) => {
    if (sending || uploading) return;
    if (anyBlank(values.name, values.email, values.projectDescription)) {
      toast(MISSING_REQUIRED);
      return;
    }
    setSending(true);
    try {
      const { website, ...form } = values;
      await submitEnquiry({
        name: form.name.trim(),
        email: form.email.trim(),
        company: form.company.trim(),
        message: formatTechPackMessage(form, files),
        attachments: files.map((f) => f.url),
        kind: 'tech-pack',
        fields: toFields(form),
        website,
      });
      reset(EMPTY);
      setFiles([]);
      setUploaderKey((k) => k + 1);
      toast(TECHPACK_SENT);
    } catch {
      toast(REQUEST_FAILED);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <EnquiryHeader overline="Tech Pack Generation" title="Request a TechPack">
        A tech pack is the blueprint a factory builds your garment from. Tell us about your design and we prepare
        factory-ready specifications: measurements, materials, construction details and grading.
      </EnquiryHeader>

      <FormCard>
        <RequiredNote />
        <Box component="form" aria-label="TechPack request" data-testid="tech-pack-form" onSubmit={handleSubmit(onSubmit)} sx={{ position: 'relative' }}>
          <ContactInfoSection control={control} disabled={sending} />

          <FormSection title="Project Details">
            <FormSelectField control={control} name="projectType" label="Project Type" choices={PROJECT_TYPE_CHOICES} disabled={sending} />
            <FormSelectField control={control} name="garmentCategory" label="Garment Category" choices={GARMENT_CATEGORY_CHOICES} disabled={sending} />
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
              <FormCheckbox control={control} name="existingSamples" label="I have existing samples or a reference garment" disabled={sending} />
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
            <FormTextField
              control={control}
              name="projectDescription"
              label="Project Description"
              required
              multiline
              rows={5}
              placeholder="Describe the garment: style, fit, fabric, sizes and what the tech pack is for."
              disabled={sending}
            />
            <FormTextField
              control={control}
              name="specificRequirements"
              label="Specific Requirements"
              multiline
              rows={3}
              placeholder="Size range, grading rules, stitching, labels, deadlines..."
              disabled={sending}
            />
          </FormSection>

          <FormSection title="Reference Files" description="Sketches, photos, existing specs or mood boards help us quote accurately." columns={1}>
            <FileUploadField
              key={uploaderKey}
              label="Upload design files"
              files={files}
              onChange={setFiles}
              onUploadingChange={setUploading}
              successDescription={filesUploadedDescription}
              disabled={sending}
            />
          </FormSection>

          <Honeypot registration={register('website')} />
          <SubmitBar
            label="Submit TechPack Request"
            sendingLabel="Submitting Request..."
            sending={sending}
            disabled={uploading}
            hint={uploading ? 'Please wait until your files have finished uploading.' : undefined}
            note={
              <>
                We&apos;ll review your project and get back to you within 24 hours with a detailed proposal and timeline.
                Questions? Email <Link href={`mailto:${SUPPORT_EMAIL}`} color="secondary">{SUPPORT_EMAIL}</Link>.
              </>
            }
          />
        </Box>
      </FormCard>
    </>
  );
}

export { TechPackPage as Component };
