import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { sxList } from '../../../theme/sx';
import { accentA, brand } from '../../../theme/palette';

interface Choice {
  readonly value: string;
  readonly label: string;
}

interface ControlledProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

/** Spans both columns of a FormSection grid. */
export const fullWidth = { gridColumn: '1 / -1' } as const;

/** Binds a text input or a select to a react-hook-form field; its id is `field-<name>`. */
function useTextBinding<T extends FieldValues>(control: Control<T>, name: FieldPath<T>, disabled: boolean | undefined) {
  const { field, fieldState } = useController({ control, name });
  return {
    field,
    binding: {
      error: fieldState.invalid,
      id: `field-${name}`,
      name: field.name,
      value: (field.value as string | undefined) ?? '',
      onChange: field.onChange,
      onBlur: field.onBlur,
      inputRef: field.ref,
      disabled,
    },
  };
}

/**
 * A multi-select list bound to a react-hook-form field: the chosen values, and a toggle that
 * keeps them in the order of the choice list.
 */
function useChoiceList<T extends FieldValues>(control: Control<T>, name: FieldPath<T>, choices: readonly Choice[]) {
  const { field } = useController({ control, name });
  const selected = (field.value as string[] | undefined) ?? [];
  const toggle = (value: string, checked: boolean) => {
    const next = checked ? [...selected.filter((v) => v !== value), value] : selected.filter((v) => v !== value);
    field.onChange(choices.map((c) => c.value).filter((v) => next.includes(v)));
  };
  return { field, selected, toggle };
}

type TextProps<T extends FieldValues> = ControlledProps<T> &
  Pick<TextFieldProps, 'required' | 'type' | 'autoComplete' | 'placeholder' | 'multiline' | 'rows' | 'minRows' | 'helperText'> & {
    inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric';
  };

/**
 * Before hydration (or without JavaScript) MUI cannot float a label, so typed text would
 * run under it: CSS floats it as MUI does once the field is focused or filled (the blank
 * placeholder makes `:placeholder-shown` mean 'empty'). Once hydrated MUI's own classes win.
 */
// Not MUI's hidden autosize copy of a multiline field (aria-hidden, no placeholder).
const FILLED = '&:has(:is(input, textarea):focus, :is(input, textarea):not([aria-hidden]):not(:placeholder-shown))';
const FLOAT_LABEL_WITHOUT_JS = {
  [`${FILLED} .MuiInputLabel-root:not(.MuiInputLabel-shrink)`]: {
    transform: 'translate(14px, -9px) scale(0.75)',
    maxWidth: 'calc(133% - 32px)',
  },
  [`${FILLED} .MuiOutlinedInput-notchedOutline legend`]: { maxWidth: '100%' },
};

/** An outlined text input bound to react-hook-form. `required` marks it '*' and required in the browser. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  sx,
  inputMode,
  placeholder,
  ...rest
}: TextProps<T>) {
  const { binding } = useTextBinding(control, name, disabled);
  return (
    <TextField
      {...rest}
      {...binding}
      placeholder={placeholder ?? ' '}
      label={label}
      sx={[FLOAT_LABEL_WITHOUT_JS, ...sxList(sx)]}
      slotProps={{ htmlInput: inputMode ? { inputMode } : undefined }}
    />
  );
}

type SelectProps<T extends FieldValues> = ControlledProps<T> & {
  choices: readonly Choice[];
  /** Text of the empty first option. */
  placeholder?: string;
  helperText?: string;
};

/** A native select (best on phones, one tap to the OS picker) bound to react-hook-form. */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  label,
  choices,
  placeholder = 'Select an option',
  disabled,
  sx,
  helperText,
}: SelectProps<T>) {
  const { field, binding } = useTextBinding(control, name, disabled);
  return (
    <TextField
      select
      {...binding}
      label={label}
      helperText={helperText}
      sx={[{ '& select': { color: field.value ? 'text.primary' : 'text.secondary' } }, ...sxList(sx)]}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{placeholder}</option>
      {choices.map((c) => (
        <option key={c.value} value={c.value} style={{ color: brand.ink }}>
          {c.label}
        </option>
      ))}
    </TextField>
  );
}

type CheckboxProps<T extends FieldValues> = ControlledProps<T> & { description?: string };

/** One boolean as a labelled checkbox. */
export function FormCheckbox<T extends FieldValues>({ control, name, label, description, disabled, sx }: CheckboxProps<T>) {
  const { field } = useController({ control, name });
  const descriptionId = useId();
  return (
    <Box sx={sx}>
      <FormControlLabel
        label={label}
        disabled={disabled}
        sx={{ alignItems: 'flex-start', mr: 0, '& .MuiFormControlLabel-label': { pt: '9px', lineHeight: 1.45 } }}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            color="secondary"
            slotProps={{ input: { ref: field.ref, 'aria-describedby': description ? descriptionId : undefined } }}
          />
        }
      />
      {description && (
        <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ pl: '31px', mt: -0.5 }}>
          {description}
        </Typography>
      )}
    </Box>
  );
}

function Legend({ children, hint }: { children: string; hint?: string }) {
  return (
    <Box component="legend" sx={{ p: 0, mb: 1, fontWeight: 600, fontSize: '0.95rem', color: 'text.primary' }}>
      {children}
      {hint && (
        <Box component="span" sx={{ display: 'block', fontWeight: 400, fontSize: '0.85rem', color: 'text.secondary', mt: 0.25 }}>
          {hint}
        </Box>
      )}
    </Box>
  );
}

const fieldsetSx = { border: 0, m: 0, p: 0, minWidth: 0 } as const;

/** A borderless fieldset with a legend (and hint): the frame of a list of checkboxes or radios. */
function ChoiceFieldset({
  label,
  hint,
  disabled,
  sx,
  children,
}: {
  label: string;
  hint?: string;
  disabled?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box component="fieldset" sx={[fieldsetSx, ...sxList(sx)]} disabled={disabled}>
      <Legend hint={hint}>{label}</Legend>
      {children}
    </Box>
  );
}

type GroupProps<T extends FieldValues> = ControlledProps<T> & {
  choices: readonly Choice[];
  hint?: string;
  /** Minimum column width of the checkbox grid. */
  columnWidth?: number;
};

/** A multi-select list as a fieldset of checkboxes; the value is the list of chosen values. */
export function CheckboxGroupField<T extends FieldValues>({
  control,
  name,
  label,
  choices,
  hint,
  disabled,
  sx,
  columnWidth = 240,
}: GroupProps<T>) {
  const { field, selected, toggle } = useChoiceList(control, name, choices);
  return (
    <ChoiceFieldset label={label} hint={hint} disabled={disabled} sx={sx}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: `repeat(auto-fill, minmax(${columnWidth}px, 1fr))` },
          columnGap: 2,
          rowGap: 0,
        }}
      >
        {choices.map((c, i) => (
          <FormControlLabel
            key={c.value}
            label={c.label}
            disabled={disabled}
            sx={{ mr: 0, '& .MuiFormControlLabel-label': { lineHeight: 1.4 } }}
            control={
              <Checkbox
                name={`${field.name}`}
                value={c.value}
                checked={selected.includes(c.value)}
                onChange={(e) => toggle(c.value, e.target.checked)}
                onBlur={field.onBlur}
                color="secondary"
                slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }}
              />
            }
          />
        ))}
      </Box>
    </ChoiceFieldset>
  );
}

/**
 * A chip: a label around a hidden checkbox, so a chosen chip is posted with the form (and
 * shown chosen, by `:has(:checked)`) before and without JavaScript, exactly as once hydrated.
 */
const chipSx = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  height: 38,
  px: 1.75,
  borderRadius: 19,
  border: '1px solid',
  borderColor: brand.line,
  bgcolor: brand.white,
  color: brand.ink,
  fontSize: '0.9rem',
  lineHeight: 1,
  cursor: 'pointer',
  userSelect: 'none',
  transition: 'background-color 150ms ease, border-color 150ms ease',
  '& > input': { position: 'absolute', inset: 0, width: '100%', height: '100%', m: 0, opacity: 0, cursor: 'inherit' },
  '& > .chip-check': { display: 'none', fontSize: 18, ml: -0.5 },
  '&:hover': { bgcolor: brand.ivory },
  '&:has(> input:checked)': { bgcolor: brand.green, borderColor: brand.green, color: brand.white },
  '&:has(> input:checked) > .chip-check': { display: 'inline-block' },
  '&:has(> input:checked):hover': { bgcolor: brand.greenDark },
  '&:has(> input:focus-visible)': { outline: `3px solid ${brand.gold}`, outlineOffset: 2 },
  '&:has(> input:disabled)': { opacity: 0.6, cursor: 'default' },
} as const;

/** A multi-select list as toggle chips (checkboxes drawn as chips). */
export function ChipToggleGroup<T extends FieldValues>({ control, name, label, choices, hint, disabled, sx }: GroupProps<T>) {
  const { field, selected, toggle } = useChoiceList(control, name, choices);
  return (
    <ChoiceFieldset label={label} hint={hint} disabled={disabled} sx={sx}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {choices.map((c, i) => (
          <Box component="label" key={c.value} data-testid="choice-chip" sx={chipSx}>
            <input
              type="checkbox"
              name={field.name}
              value={c.value}
              checked={selected.includes(c.value)}
              disabled={disabled}
              onChange={(e) => toggle(c.value, e.target.checked)}
              onBlur={field.onBlur}
              ref={i === 0 ? field.ref : undefined}
            />
            <CheckRounded className="chip-check" aria-hidden />
            {c.label}
          </Box>
        ))}
      </Box>
    </ChoiceFieldset>
  );
}

type RadioProps<T extends FieldValues> = ControlledProps<T> & { choices: readonly Choice[]; hint?: string };

/** A single choice as radio buttons (used where every option deserves to be seen). */
export function RadioChoiceField<T extends FieldValues>({ control, name, label, choices, hint, disabled, sx }: RadioProps<T>) {
  const { field } = useController({ control, name });
  return (
    <ChoiceFieldset label={label} hint={hint} disabled={disabled} sx={sx}>
      <RadioGroup
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={(e) => field.onChange(e.target.value)}
        sx={{ gap: 1 }}
      >
        {choices.map((c, i) => (
          <FormControlLabel
            key={c.value}
            value={c.value}
            label={c.label}
            disabled={disabled}
            sx={{
              m: 0,
              pr: 2,
              py: 0.25,
              borderRadius: 2.5,
              border: '1px solid',
              borderColor: brand.line,
              bgcolor: brand.white,
              transition: 'border-color 150ms ease, background-color 150ms ease',
              // From the input, so the choice shows before hydration too.
              '&:has(input:checked)': { borderColor: brand.green, bgcolor: accentA.green6 },
            }}
            control={<Radio color="secondary" onBlur={field.onBlur} slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }} />}
          />
        ))}
      </RadioGroup>
    </ChoiceFieldset>
  );
}
