import Box from '@mui/material/Box';
import Container, { type ContainerProps } from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface PageSectionProps {
  /** 'header' for a page's heading block. */
  component?: 'section' | 'header';
  id?: string;
  tabIndex?: number;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  /** The full-width band (vertical padding, background, borders). */
  sx?: SxProps<Theme>;
  maxWidth?: ContainerProps['maxWidth'];
  /** The centred container inside the band. */
  containerSx?: SxProps<Theme>;
  children: ReactNode;
}

/** A full-width page band with the page container inside it. */
export function PageSection({ component = 'section', sx, maxWidth, containerSx, children, ...attributes }: PageSectionProps) {
  return (
    <Box component={component} {...attributes} sx={sx}>
      <Container maxWidth={maxWidth} sx={containerSx}>
        {children}
      </Container>
    </Box>
  );
}
