import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
} from '@api/contact/enquiry-format';
import { useToast } from '../../components/toast/toast-context';
import { SUPPORT_EMAIL } from '../../lib/site';
import { usePageMeta } from '../../lib/usePageMeta';
import { submitEnquiry, toFields } from './api/submitEnquiry';
import type { UploadedFile } from './api/uploadFile';
import { ContactInfoSection } from './components/ContactInfoSection';
import { FileUploadField } from './components/FileUploadField';
import { CheckboxGroupField, ChipToggleGroup, FormSelectField, FormTextField, fullWidth } from './components/FormFields';
import { EnquiryHeader, FormCard, FormSection, Honeypot, RequiredNote, SubmitBar } from './components/FormLayout';
import { anyBlank, BRAND_SENT, filesUploadedDescription, MISSING_REQUIRED, REQUEST_FAILED } from './copy';

type Values = BrandBuildingFormValues & { website: string };

const EMPTY: Values = {
  name: '',
  email: '',
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
  projectDescription: '',
  specificRequirements: '',
  website: '',
};

export function BrandBuildingPage() {
  usePageMeta(
    'Brand Building',
    'Request brand identity design: logo, colour palette, typography, guidelines and more. Tell us about your brand and get a detailed proposal within 24 hours.',
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
        company: companyFor('brand-building', form),
        message: formatBrandBuildingMessage(form, files),
        attachments: files.map((f) => f.url),
        kind: 'brand-building',
        fields: toFields(form),
        website,
      });
      reset(EMPTY);
      setFiles([]);
      setUploaderKey((k) => k + 1);
      toast(BRAND_SENT);
    } catch {
      toast(REQUEST_FAILED);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <EnquiryHeader overline="Brand Building" title="Brand Building Request">
        From logo to brand guidelines, we build identities that feel as considered as your garments. Tell us who you
        are, who you design for and what you need, and we come back with a detailed proposal and timeline.
      </EnquiryHeader>

      <FormCard>
        <RequiredNote />
        <Box component="form" aria-label="Brand building request" data-testid="brand-building-form" onSubmit={handleSubmit(onSubmit)} sx={{ position: 'relative' }}>
          <ContactInfoSection control={control} disabled={sending} />

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
            <FormSelectField control={control} name="stylePreference" label="Style Preference" choices={STYLE_PREFERENCE_CHOICES} disabled={sending} />
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
            <FormTextField
              control={control}
              name="projectDescription"
              label="Project Description"
              required
              multiline
              rows={5}
              placeholder="Tell us about your brand, where it is today and what you want to achieve."
              disabled={sending}
              sx={fullWidth}
            />
            <FormTextField
              control={control}
              name="specificRequirements"
              label="Additional Requirements"
              multiline
              rows={3}
              placeholder="Anything else we should know: deadlines, launches, existing assets..."
              disabled={sending}
              sx={fullWidth}
            />
          </FormSection>

          <FormSection title="Upload Reference Materials" description="Mood boards, sketches, existing logos or anything that shows the look you want." columns={1}>
            <FileUploadField
              key={uploaderKey}
              label="Reference materials"
              files={files}
              onChange={setFiles}
              onUploadingChange={setUploading}
              successDescription={filesUploadedDescription}
              disabled={sending}
            />
          </FormSection>

          <Honeypot registration={register('website')} />
          <SubmitBar
            label="Submit Brand Building Request"
            sendingLabel="Submitting Request..."
            sending={sending}
            disabled={uploading}
            hint={uploading ? 'Please wait until your files have finished uploading.' : undefined}
            note={
              <>
                We&apos;ll review your requirements and get back to you within 24 hours with a detailed proposal.
                Questions? Email <Link href={`mailto:${SUPPORT_EMAIL}`} color="secondary">{SUPPORT_EMAIL}</Link>.
              </>
            }
          />
        </Box>
      </FormCard>
    </>
  );
}

export { BrandBuildingPage as Component };
