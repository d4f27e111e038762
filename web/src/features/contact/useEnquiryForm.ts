import { type FormEvent, useState } from 'react';
import { type Control, type DefaultValues, type Path, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import type { EnquiryKind } from '@shared/enquiry-format';
import { type ToastInput, useToast } from '../../components/toast/toast-context';
import type { ContactRequest } from '@shared/api/contact';
import { submitEnquiry, toFields } from './api/submitEnquiry';
import type { UploadedFile } from './api/uploadFile';
import type { FileUploadFieldProps } from './components/FileUploadField';
import { anyBlank, filesUploadedDescription, MISSING_REQUIRED, REQUEST_FAILED } from './copy';
import { FORM_ACTIONS } from '@shared/form-texts';
import { type FormShape, valuesBeforeHydration } from '../../lib/early-input';

/** The one enquiry form a page has, as pre-rendered (it posts here before hydration). */
const ENQUIRY_FORM = `form[action="${FORM_ACTIONS.enquiry}"]`;

/** Every enquiry form has a name, an e-mail address and the honeypot. */
interface EnquiryValues {
  name: string;
  email: string;
  website: string;
}

/** What a form adds to the name, the e-mail address and the honeypot to make the enquiry. */
export interface EnquiryParts {
  kind: EnquiryKind;
  company: string;
  message: string;
  attachments: NonNullable<ContactRequest['attachments']>;
  /** The values stored as `fields`; the form's own values (without the honeypot) when omitted. */
  fields?: object;
}

interface EnquiryFormOptions<V extends EnquiryValues> {
  /** The blank form, also what it is reset to after sending. */
  empty: V;
  /** The fields that must not be blank: a blank one is marked invalid and the first gets the focus. */
  required: readonly Path<V>[];
  /** Toasts: something required is blank, the enquiry was sent, it could not be sent. */
  missing: ToastInput;
  sent: ToastInput;
  failed: ToastInput;
  /** The enquiry from the values (without the honeypot) and the uploaded files. */
  build: (values: Omit<V, 'website'>, files: UploadedFile[]) => EnquiryParts;
}

/** An enquiry form's state, as `useEnquiryForm` returns it. */
export interface EnquiryForm<V extends EnquiryValues> {
  control: Control<V>;
  onSubmit: (event?: FormEvent) => Promise<void>;
  /** The registration of the honeypot field. */
  honeypot: UseFormRegisterReturn<'website'>;
  sending: boolean;
  uploading: boolean;
  /** Changes after each send, to remount (empty) the uploader. */
  uploaderKey: number;
  /** Props of the form's FileUploadField, but its label. */
  upload: Omit<FileUploadFieldProps, 'label'>;
}

/** The rules the three service request forms share: name, e-mail and project description are required. */
export const SERVICE_REQUEST = {
  required: ['name', 'email', 'projectDescription'] as const,
  missing: MISSING_REQUIRED,
  failed: REQUEST_FAILED,
};

/**
 * State and submit flow of an enquiry form (react-hook-form): required fields, one send at a
 * time, never while files are uploading, a toast for the outcome, and a reset (fields, files
 * and the uploader) after sending.
 */
export function useEnquiryForm<V extends EnquiryValues>({
  empty,
  required,
  missing,
  sent,
  failed,
  build,
}: EnquiryFormOptions<V>): EnquiryForm<V> {
  const { toast } = useToast();
  // What was typed into the pre-rendered form before hydration stays (the blank form after a send).
  const [first] = useState(() => valuesBeforeHydration(ENQUIRY_FORM, empty as unknown as FormShape) as unknown as V);
  const { control, handleSubmit, reset, register, getValues, setError, setFocus } = useForm<V>({
    defaultValues: first as DefaultValues<V>,
  });
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [uploaderKey, setUploaderKey] = useState(0);

  const send = async (values: V) => {
    if (sending || uploading) return;
    // The required fields are all text inputs.
    const blank = required.filter((name) => anyBlank(getValues(name) as string | undefined));
    if (blank.length > 0) {
      // The toast says what is wrong; the fields say where (red, aria-invalid), the first gets
      // the focus. Each clears as soon as it is typed into (react-hook-form revalidates).
      for (const name of blank) setError(name, { type: 'required', message: 'Required' });
      setFocus(blank[0]);
      toast(missing);
      return;
    }
    setSending(true);
    try {
      const { website, ...form } = values;
      const { kind, company, message, attachments, fields = form } = build(form, files);
      await submitEnquiry({
        name: values.name.trim(),
        email: values.email.trim(),
        company,
        message,
        attachments,
        kind,
        fields: toFields(fields),
        website,
      });
      reset(empty);
      setFiles([]);
      setUploaderKey((k) => k + 1);
      toast(sent);
    } catch {
      toast(failed);
    } finally {
      setSending(false);
    }
  };

  const upload: Omit<FileUploadFieldProps, 'label'> = {
    files,
    onChange: setFiles,
    onUploadingChange: setUploading,
    successDescription: filesUploadedDescription,
    disabled: sending,
  };

  return {
    control,
    onSubmit: handleSubmit(send),
    honeypot: register('website' as Path<V>) as UseFormRegisterReturn<'website'>,
    sending,
    uploading,
    uploaderKey,
    upload,
  };
}
