import Box from '@mui/material/Box';

/** The coloured dot of an enquiry kind (spec §2 Admin). */
export function KindDot({ colour, size = 10, className }: { colour: string; size?: number; className?: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      data-testid="kind-dot"
      className={className}
      sx={{ width: size, height: size, borderRadius: '50%', bgcolor: colour, flexShrink: 0, display: 'inline-block' }}
    />
  );
}
