import type { SxProps, Theme } from '@mui/material/styles';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './FormFields';

interface ProjectDescription {
  projectDescription: string;
  specificRequirements: string;
}

/** The two boxes, blank: for a form's blank values. */
export const EMPTY_PROJECT_DESCRIPTION: ProjectDescription = { projectDescription: '', specificRequirements: '' };

interface ProjectDescriptionFieldsProps<T extends FieldValues & ProjectDescription> {
  control: Control<T>;
  disabled?: boolean;
  /** Placeholder of 'Project Description *'. */
  placeholder: string;
  /** Label and placeholder of the optional second box. */
  requirementsLabel: string;
  requirementsPlaceholder: string;
  /** Applied to both boxes (to span a 2-column section). */
  sx?: SxProps<Theme>;
}

/** 'Project Description *' (5 rows) and the optional specific requirements (3 rows) of a service request. */
export function ProjectDescriptionFields<T extends FieldValues & ProjectDescription>({
  control,
  disabled,
  placeholder,
  requirementsLabel,
  requirementsPlaceholder,
  sx,
}: ProjectDescriptionFieldsProps<T>) {
  const path = (name: keyof ProjectDescription) => name as FieldPath<T>;
  return (
    <>
      <FormTextField
        control={control}
        name={path('projectDescription')}
        label="Project Description"
        required
        multiline
        rows={5}
        placeholder={placeholder}
        disabled={disabled}
        sx={sx}
      />
      <FormTextField
        control={control}
        name={path('specificRequirements')}
        label={requirementsLabel}
        multiline
        rows={3}
        placeholder={requirementsPlaceholder}
        disabled={disabled}
        sx={sx}
      />
    </>
  );
}
