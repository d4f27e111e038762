import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { EnquiryKind } from '@shared/enquiry-format';
import { FORM_ACTIONS } from '@shared/form-texts';
import type { EnquiryForm } from '../useEnquiryForm';
import { useHydrated } from '../../../lib/useHydrated';
import { ContactInfoSection } from './ContactInfoSection';
import { FormCard, Honeypot, RequestSubmitBar, RequiredNote } from './FormLayout';

interface ServiceRequestFormProps<V extends { name: string; email: string; company: string; phone: string; website: string }> {
  /** The form's accessible name. */
  label: string;
  testId: string;
  /** The enquiry kind, posted with the form when it is sent without JavaScript. */
  kind: Exclude<EnquiryKind, 'contact'>;
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
  kind,
  enquiry,
  submitLabel,
  reply,
  children,
}: ServiceRequestFormProps<V>) {
  const hydrated = useHydrated();
  return (
    <FormCard>
      <RequiredNote />
      <Box
        component="form"
        aria-label={label}
        data-testid={testId}
        // Before hydration (or without JavaScript) the browser posts the form to the server.
        method="post"
        action={FORM_ACTIONS.enquiry}
        // Spec §5: only the production and brand forms use the browser's required bubbles;
        // the tech-pack form shows the 'Missing information' toast instead, once hydrated
        // (before, the bubble keeps what was typed; the server's page would lose it).
        noValidate={kind === 'tech-pack' && hydrated}
        onSubmit={enquiry.onSubmit}
        sx={{ position: 'relative' }}
      >
        <input type="hidden" name="kind" value={kind} />
        <ContactInfoSection control={enquiry.control} disabled={enquiry.sending} />
        {children}
        <Honeypot registration={enquiry.honeypot} />
        <RequestSubmitBar label={submitLabel} sending={enquiry.sending} uploading={enquiry.uploading} reply={reply} />
      </Box>
    </FormCard>
  );
}
