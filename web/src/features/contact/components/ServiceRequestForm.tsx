import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { EnquiryForm } from '../useEnquiryForm';
import { ContactInfoSection } from './ContactInfoSection';
import { FormCard, Honeypot, RequestSubmitBar, RequiredNote } from './FormLayout';

interface ServiceRequestFormProps<V extends { name: string; email: string; company: string; phone: string; website: string }> {
  /** The form's accessible name. */
  label: string;
  testId: string;
  enquiry: EnquiryForm<V>;
  /** Text of the submit button. */
  submitLabel: string;
  /** The reply promise under the button. */
  reply: string;
  /** The form's own sections, between 'Contact Information' and the submit bar. */
  children: ReactNode;
}

/**
 * The frame of a service request form (tech pack, production, brand building): the card, the
 * required-fields note, 'Contact Information', the form's sections, the honeypot and the submit bar.
 */
export function ServiceRequestForm<V extends { name: string; email: string; company: string; phone: string; website: string }>({
  label,
  testId,
  enquiry,
  submitLabel,
  reply,
  children,
}: ServiceRequestFormProps<V>) {
  return (
    <FormCard>
      <RequiredNote />
      <Box component="form" aria-label={label} data-testid={testId} onSubmit={enquiry.onSubmit} sx={{ position: 'relative' }}>
        <ContactInfoSection control={enquiry.control} disabled={enquiry.sending} />
        {children}
        <Honeypot registration={enquiry.honeypot} />
        <RequestSubmitBar label={submitLabel} sending={enquiry.sending} uploading={enquiry.uploading} reply={reply} />
      </Box>
    </FormCard>
  );
}
