import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { brand } from '../../theme/theme';
import { Logo } from './SideMenu';

/**
 * The footer's sign-up form (with MUI's input) is below the fold on every page: it loads
 * after the page has painted, in its own chunk, keeping it out of the first-visit JS.
 * The placeholder holds the form's height so nothing moves when it arrives.
 */
/** The form's rendered height (measured in Chromium: 141 px at 1280 px wide, 181 px at 390 px). */
const NEWSLETTER_FORM_HEIGHT = { xs: 181, sm: 141 };
const NewsletterForm = lazy(async () => ({ default: (await import('../newsletter/NewsletterForm')).NewsletterForm }));

export const TAGLINE = 'Master textiles, one thread at a time.';
export const COPYRIGHT = '© 2025 Threadwise. All rights reserved.';

const SERVICE_LINKS = [
  { label: 'Brand Building', to: '/contact/brand-building' },
  { label: 'Tech Pack Generation', to: '/contact/tech-pack' },
  { label: 'Garment Production', to: '/contact/production' },
] as const;

const QUICK_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Browse Guides', to: '/guides' },
  { label: 'Get Started', to: '/contact' },
] as const;

/** Spec §1: offices listed in the footer. */
export const OFFICES = ['United States', 'United Kingdom', 'Saudi Arabia'] as const;

const muted = 'rgba(255, 253, 249, 0.74)';

const headingSx = {
  mb: 2,
  fontSize: '0.72rem',
  fontWeight: 700,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  color: brand.gold,
} as const;

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 } as const;

const linkSx = {
  color: muted,
  fontWeight: 500,
  fontSize: '0.95rem',
  '&:hover': { color: brand.paper },
} as const;

function LinkColumn({ title, id, links }: { title: string; id: string; links: readonly { label: string; to: string }[] }) {
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography id={id} component="h2" sx={headingSx}>
        {title}
      </Typography>
      <Box component="ul" sx={listSx}>
        {links.map((l) => (
          <li key={l.to}>
            <Link component={RouterLink} to={l.to} sx={linkSx}>
              {l.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Site footer: newsletter, services, quick links, offices, tagline and copyright. */
export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: brand.ink, color: brand.paper, mt: 'auto' }}>
      <Container sx={{ pt: { xs: 7, md: 10 }, pb: 4 }}>
        <Box
          sx={{
            display: 'grid',
            columnGap: { xs: 3, md: 5 },
            rowGap: { xs: 5, md: 6 },
            gridTemplateColumns: { xs: '1fr 1fr', md: '2.3fr 1fr 1fr 1fr' },
            gridTemplateAreas: {
              xs: '"news news" "services quick" "offices offices"',
              md: '"news services quick offices"',
            },
          }}
        >
          <Box sx={{ gridArea: 'news', pr: { md: 6 } }}>
            <Logo tone="light" />
            <Typography
              sx={(t) => ({
                mt: 2.5,
                mb: 3,
                fontFamily: t.typography.h1.fontFamily,
                fontSize: '1.45rem',
                lineHeight: 1.3,
                color: brand.paper,
                maxWidth: 360,
                textWrap: 'balance',
              })}
            >
              {TAGLINE}
            </Typography>
            <Suspense fallback={<Box sx={{ minHeight: NEWSLETTER_FORM_HEIGHT }} />}>
              <NewsletterForm tone="dark" label="Get fabric insights in your inbox" />
            </Suspense>
          </Box>

          <Box sx={{ gridArea: 'services' }}>
            <LinkColumn title="Services" id="footer-services" links={SERVICE_LINKS} />
          </Box>
          <Box sx={{ gridArea: 'quick' }}>
            <LinkColumn title="Quick links" id="footer-quick" links={QUICK_LINKS} />
          </Box>

          <Box sx={{ gridArea: 'offices' }}>
            <Typography component="h2" sx={headingSx}>
              Our offices
            </Typography>
            <Box component="ul" sx={{ ...listSx, gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(150px, 1fr))', md: '1fr' } }}>
              {OFFICES.map((office) => (
                <Box component="li" key={office} sx={{ display: 'flex', alignItems: 'center', gap: 1, color: muted, fontSize: '0.95rem' }}>
                  <PlaceOutlined aria-hidden="true" sx={{ fontSize: 18, color: brand.gold }} />
                  {office}
                </Box>
              ))}
            </Box>
          </Box>
        </Box>

        <Box
          sx={{
            mt: { xs: 6, md: 8 },
            pt: 3,
            borderTop: '1px solid rgba(255, 253, 249, 0.14)',
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1,
            justifyContent: 'space-between',
            color: muted,
            fontSize: '0.85rem',
          }}
        >
          <span>{COPYRIGHT}</span>
          <span>Fabric guides and brand services for fashion founders</span>
        </Box>
      </Container>
    </Box>
  );
}
