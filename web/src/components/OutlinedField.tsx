import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';

export interface OutlinedFieldProps extends Omit<OutlinedInputProps, 'label' | 'id'> {
  id: string;
  label: ReactNode;
  helperText?: ReactNode;
}

/**
 * An outlined text field like MUI's <TextField> (same markup and look), built from its
 * parts: TextField also imports Select with its menu and popover, about 10 kB gzip that a
 * plain input never uses (the checkout page's JavaScript).
 */
export function OutlinedField({ id, label, helperText, required, disabled, error, fullWidth = true, ...input }: OutlinedFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth={fullWidth} required={required} disabled={disabled} error={error}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
