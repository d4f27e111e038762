import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './FormFields';
import { FormSection } from './FormLayout';

interface ContactInfo {
  name: string;
  email: string;
  company: string;
  phone: string;
}

/** The section's fields, blank: spread first into a form's blank values. */
export const EMPTY_CONTACT_INFO: ContactInfo = { name: '', email: '', company: '', phone: '' };

/** 'Contact Information': Full Name *, Email Address *, Company/Brand Name, Phone Number. */
export function ContactInfoSection<T extends FieldValues & ContactInfo>({
  control,
  disabled,
}: {
  control: Control<T>;
  disabled?: boolean;
}) {
  const path = (name: keyof ContactInfo) => name as FieldPath<T>;
  return (
    <FormSection title="Contact Information">
      <FormTextField control={control} name={path('name')} label="Full Name" required autoComplete="name" disabled={disabled} />
      <FormTextField
        control={control}
        name={path('email')}
        label="Email Address"
        type="email"
        required
        autoComplete="email"
        disabled={disabled}
      />
      <FormTextField control={control} name={path('company')} label="Company/Brand Name" autoComplete="organization" disabled={disabled} />
      <FormTextField
        control={control}
        name={path('phone')}
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        disabled={disabled}
      />
    </FormSection>
  );
}
