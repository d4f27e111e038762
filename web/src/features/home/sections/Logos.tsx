import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageSection } from '../../../components/PageSection';

const BRAND_LOGOS = [
  { file: 'atelier-lune', name: 'Atelier Lune' },
  { file: 'nordhaven', name: 'Nordhaven' },
  { file: 'sable-and-rye', name: 'Sable & Rye' },
  { file: 'fernwood', name: 'Fernwood' },
] as const;

/** 'Trusted by founders at': a row of 4 brand logos. */
export function Logos() {
  return (
    <PageSection aria-labelledby="home-logos-title" sx={{ pb: { xs: 9, md: 12 } }}>
      <Box sx={{ borderTop: '1px solid', borderColor: 'divider', pt: { xs: 6, md: 8 } }}>
        <Typography
          id="home-logos-title"
          component="h2"
          variant="overline"
          sx={{ display: 'block', textAlign: 'center', color: 'text.secondary', mb: 4 }}
        >
          Trusted by founders at
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            gap: { xs: 3, md: 4 },
            alignItems: 'center',
            justifyItems: 'center',
          }}
        >
          {BRAND_LOGOS.map((logo) => (
            <li key={logo.file}>
              <Box
                component="img"
                src={`/images/brands/${logo.file}.svg`}
                alt={logo.name}
                width={180}
                height={54}
                loading="lazy"
                decoding="async"
                sx={{ display: 'block', width: { xs: 140, md: 180 }, height: 'auto', opacity: 0.85 }}
              />
            </li>
          ))}
        </Box>
      </Box>
    </PageSection>
  );
}
