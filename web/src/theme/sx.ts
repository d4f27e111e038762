import type { SxProps, Theme } from '@mui/material/styles';

/**
 * An optional `sx` prop as a list, to append to a component's own styles:
 * `sx={[ownStyles, ...sxList(sx)]}` (later entries win).
 */
export function sxList(sx: SxProps<Theme> | undefined): ReadonlyArray<Exclude<SxProps<Theme>, ReadonlyArray<unknown>> | boolean> {
  if (sx === undefined) return [];
  return (Array.isArray(sx) ? sx : [sx]) as ReadonlyArray<Exclude<SxProps<Theme>, ReadonlyArray<unknown>> | boolean>;
}

/** Hidden on screen, read by assistive technology. */
export const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
