import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** The row of filters above a list: wraps on small screens. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="search" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.25, mb: 2.5 }}>
      {children}
    </Box>
  );
}

interface SearchProps {
  label: string;
  value: string;
  /** Searches shorter than this are not sent (the server would refuse them). */
  minLength?: number;
  onChange: (value: string) => void;
}

/** A search box that applies what was typed after a short pause (and at once on Enter). */
export function SearchField({ label, value, minLength = 1, onChange }: SearchProps) {
  const [draft, setDraft] = useState(value);
  const applied = useRef(value);
  useEffect(() => {
    // The URL changed on its own (back, clear filters): show what it says.
    if (value !== applied.current) {
      applied.current = value;
      setDraft(value);
    }
  }, [value]);
  const trimmed = draft.trim();
  const tooShort = trimmed.length > 0 && trimmed.length < minLength;
  const apply = (next: string) => {
    if (next === applied.current || (next.length > 0 && next.length < minLength)) return;
    applied.current = next;
    onChange(next);
  };
  const applyLatest = useRef(apply);
  applyLatest.current = apply;
  useEffect(() => {
    const timer = window.setTimeout(() => applyLatest.current(trimmed), 350);
    return () => window.clearTimeout(timer);
  }, [trimmed]);
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply(trimmed);
      }}
      helperText={tooShort ? `Type at least ${minLength} characters` : undefined}
      slotProps={{
        htmlInput: { maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ flex: { xs: '1 1 100%', sm: '1 1 240px' }, maxWidth: { sm: 360 }, bgcolor: 'background.paper' }}
    />
  );
}

interface SelectProps<T extends string> {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  /** Its width from 600 px up (200): wide enough for its longest option. */
  width?: number;
}

export function SelectFilter<T extends string>({ label, value, options, onChange, width = 200 }: SelectProps<T>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as T)}
      // The '' option ('Every ...') is a choice to show, not an empty field.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, width: { sm: width }, bgcolor: 'background.paper' }}
    >
      {options.map((o) => (
        <MenuItem key={o.value || 'any'} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface DateRangeProps {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

/** From / To as UTC days (YYYY-MM-DD, both inclusive); a To before From is moved to From. */
export function DateRange({ from, to, onChange }: DateRangeProps) {
  const field = (label: string, value: string, set: (v: string) => void) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(e) => set(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: { xs: 1, sm: '0 0 165px' }, bgcolor: 'background.paper' }}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 1.25, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
      {field('From', from, (v) => onChange({ from: v, to: to && v && to < v ? v : to }))}
      {field('To', to, (v) => onChange({ from: from && v && v < from ? v : from, to: v }))}
    </Box>
  );
}

export function ClearFilters({ show, onClear }: { show: boolean; onClear: () => void }) {
  if (!show) return null;
  return (
    <Button size="small" onClick={onClear} sx={{ alignSelf: 'center', color: 'secondary.main' }}>
      Clear filters
    </Button>
  );
}
