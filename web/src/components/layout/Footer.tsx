import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { SystemStyleObject } from '@mui/system';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LEGAL_DOC_INFO, LEGAL_DOCS } from '@shared/legal';
import { TAGLINE } from '@shared/site';
import { brand, paperA } from '../../theme/palette';
import { Logo } from './Logo';

/**
 * The footer's sign-up form (with MUI's input) is below the fold on every page: it loads
 * after the page has painted, in its own chunk, keeping it out of the first-visit JS.
 * The placeholder holds the form's height so nothing moves when it arrives.
 */
/** The form's rendered height (measured in Chromium: 141 px at 1280 px wide, 181 px at 390 px). */
const NEWSLETTER_FORM_HEIGHT = { xs: 181, sm: 141 };
const NewsletterForm = lazy(async () => ({ default: (await import('../newsletter/NewsletterForm')).NewsletterForm }));

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

/** The one row of links of the compact footer. */
const COMPACT_LINKS = [
  { label: 'All Guides', to: '/guides' },
  { label: 'About Us', to: '/about' },
  { label: 'Contact', to: '/contact' },
] as const;

/** Spec §1: offices listed in the footer. */
export const OFFICES = ['United States', 'United Kingdom', 'Saudi Arabia'] as const;

const muted = paperA[74];

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

/** The tagline under the logo, in the display face. */
function Tagline({ sx }: { sx?: SystemStyleObject<Theme> }) {
  return (
    <Typography sx={{ mt: 2.5, typography: 'display', fontSize: '1.45rem', lineHeight: 1.3, maxWidth: 360, ...sx }}>{TAGLINE}</Typography>
  );
}

/** Terms, Privacy, Refund policy and Imprint (the owner's texts, api/legal). */
function LegalLinks({ color }: { color: string }) {
  return (
    <Box component="nav" aria-label="Legal">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.75 }}>
        {LEGAL_DOCS.map((doc) => (
          <li key={doc}>
            <Link component={RouterLink} to={LEGAL_DOC_INFO[doc].path} sx={{ color, fontSize: '0.85rem' }}>
              {LEGAL_DOC_INFO[doc].title}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** The bottom line: copyright on the left, the legal links, one sentence on the right. */
function BottomLine({ rule, color, children }: { rule: SystemStyleObject<Theme>; color: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        mt: { xs: 6, md: 8 },
        pt: 3,
        ...rule,
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        gap: { xs: 1.5, md: 3 },
        justifyContent: 'space-between',
        color,
        fontSize: '0.85rem',
      }}
    >
      <span>{COPYRIGHT}</span>
      <LegalLinks color={color} />
      <span>{children}</span>
    </Box>
  );
}

/** The site footer: newsletter, services, quick links, offices, tagline and copyright, on ink. */
function FullFooter() {
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
            <Tagline sx={{ mb: 3, color: brand.paper, textWrap: 'balance' }} />
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

        <BottomLine rule={{ borderTop: `1px solid ${paperA[14]}` }} color={muted}>
          Fabric guides and brand services for fashion founders
        </BottomLine>
      </Container>
    </Box>
  );
}

interface CompactFooterProps {
  /** The sign-up form, rendered by the page (the landing page ships it in its own chunk). */
  newsletterForm: ReactNode;
  /** The container's side padding (the landing page's gutters next to its side menu). */
  gutterSx?: SystemStyleObject<Theme>;
}

/** The landing page's footer, on paper: logo, tagline, a row of links, and the sign-up. */
function CompactFooter({ newsletterForm, gutterSx }: CompactFooterProps) {
  return (
    <Box component="footer" sx={{ bgcolor: brand.paper, borderTop: '1px solid', borderColor: 'divider' }}>
      <Container sx={{ ...gutterSx, pt: { xs: 7, md: 9 }, pb: 4 }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            gap: { xs: 5, md: 8 },
            alignItems: 'start',
          }}
        >
          <div>
            <Logo />
            <Tagline />
            <Box component="nav" aria-label="Footer" sx={{ mt: 3 }}>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 3 }}>
                {COMPACT_LINKS.map((l) => (
                  <li key={l.to}>
                    <Link component={RouterLink} to={l.to} sx={{ color: 'text.primary' }}>
                      {l.label}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          </div>
          <div>
            <Typography component="h2" variant="h4" sx={{ mb: 1 }}>
              Fabric insights, in your inbox
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
              Be the first to hear about new guide editions, sourcing tips and exclusive content.
            </Typography>
            {newsletterForm}
          </div>
        </Box>
        <BottomLine rule={{ borderTop: '1px solid', borderColor: 'divider' }} color="text.secondary">
          Offices in the United States, United Kingdom and Saudi Arabia
        </BottomLine>
      </Container>
    </Box>
  );
}

type FooterProps =
  ({ variant?: 'full' } & Partial<Record<keyof CompactFooterProps, never>>) | ({ variant: 'compact' } & CompactFooterProps);

/** The footer of every page: 'full' on the site frame, 'compact' on the /v1 landing page. */
export function Footer(props: FooterProps) {
  return props.variant === 'compact' ? <CompactFooter {...props} /> : <FullFooter />;
}
