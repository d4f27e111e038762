import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Accent, Guide, GuideSlug } from '@shared/catalogue';
import { formatCents, formatPrice, truncate, UPSELL_BLURB_LENGTH, UPSELL_CENTS, UPSELL_COMPARE_CENTS } from '@shared/pricing';
import { srOnly } from '../../../theme/sx';
import { GuideCover, SlugLabel } from '../../../components/guides/GuideCard';
import { brand, inkA } from '../../../theme/palette';

/** A control colour with enough contrast on white: the accent when it is dark, else its text colour. */
export function controlColor(accent: Accent): string {
  return accent.contrastText.toUpperCase() === brand.white.toUpperCase() ? accent.main : accent.contrastText;
}

interface UpsellListProps {
  guides: Guide[];
  selected: readonly GuideSlug[];
  onToggle: (slug: GuideSlug, checked: boolean) => void;
  accent: Accent;
  disabled?: boolean;
}

/** Where the teaser below leads. */
const UPSELL_SECTION_ID = 'bundle-and-save';

/**
 * Phones only: the upsell list comes after the payment there (issue 16: the e-mail and card
 * first), so one line above the payment says it is there and leads to it.
 */
export function UpsellTeaser({ count }: { count: number }) {
  return (
    <Typography variant="body2" data-testid="upsell-teaser" sx={{ display: { xs: 'block', md: 'none' }, px: 0.5, color: 'text.secondary' }}>
      Add {count === 1 ? 'our other guide' : `any of our ${count} other guides`} for {formatCents(UPSELL_CENTS)} each:{' '}
      <Link href={`#${UPSELL_SECTION_ID}`} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        Bundle &amp; save ↓
      </Link>
    </Typography>
  );
}

/** 'Bundle & save': every other guide can be added for $9.99 (spec §2, §9). */
export function UpsellList({ guides, selected, onToggle, accent, disabled = false }: UpsellListProps) {
  const color = controlColor(accent);
  return (
    <Card component="section" id={UPSELL_SECTION_ID} aria-labelledby="upsell-heading" sx={{ scrollMarginTop: 88 }}>
      <Box sx={{ px: { xs: 2.5, sm: 3 }, pt: { xs: 2.5, sm: 3 }, pb: 1.5 }}>
        <Typography id="upsell-heading" variant="h5" component="h2">
          Bundle &amp; save
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Add any of our other guides to this order for {formatCents(UPSELL_CENTS)} each.
        </Typography>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {guides.map((g) => {
          const checked = selected.includes(g.slug);
          const inputId = `upsell-${g.slug}`;
          const blurbId = `${inputId}-blurb`;
          return (
            <Box component="li" key={g.slug} sx={{ borderTop: '1px solid', borderColor: 'divider' }}>
              <Box
                component="label"
                htmlFor={inputId}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'auto auto minmax(0, 1fr)',
                  gridTemplateAreas: { xs: '"check cover text" ". . price"', sm: '"check cover text price"' },
                  columnGap: { xs: 1.5, sm: 2 },
                  rowGap: 1,
                  alignItems: 'start',
                  px: { xs: 1.5, sm: 2 },
                  py: 2,
                  cursor: disabled ? 'default' : 'pointer',
                  bgcolor: checked ? accent.soft : 'transparent',
                  transition: 'background-color 150ms ease',
                  '&:hover': disabled ? undefined : { bgcolor: checked ? accent.soft : brand.ivory },
                }}
              >
                <Checkbox
                  id={inputId}
                  checked={checked}
                  disabled={disabled}
                  onChange={(e) => onToggle(g.slug, e.target.checked)}
                  slotProps={{
                    input: {
                      'aria-label': `Add ${g.title} for ${formatCents(UPSELL_CENTS)}`,
                      'aria-describedby': blurbId,
                    },
                  }}
                  sx={{ gridArea: 'check', mt: -0.75, color: brand.muted, '&.Mui-checked': { color } }}
                />
                <GuideCover
                  guide={g}
                  decorative
                  loading="lazy"
                  sx={{
                    gridArea: 'cover',
                    display: 'block',
                    width: { xs: 44, sm: 52 },
                    height: 'auto',
                    borderRadius: '2px 3px 3px 2px',
                    boxShadow: `0 6px 12px -6px ${inkA[50]}`,
                  }}
                />
                <Box sx={{ gridArea: 'text', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                  <SlugLabel guide={g} />
                  <Typography component="span" sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.35 }}>
                    {g.title}
                  </Typography>
                  <Typography id={blurbId} component="span" variant="body2" color="text.secondary">
                    {truncate(g.blurb, UPSELL_BLURB_LENGTH)}
                  </Typography>
                </Box>
                <Box sx={{ gridArea: 'price', textAlign: { xs: 'left', sm: 'right' }, whiteSpace: 'nowrap' }}>
                  <Box sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 0.75 }}>
                    <Box component="span" sx={{ fontWeight: 800, fontSize: '1.1rem', color: 'text.primary' }}>
                      {formatCents(UPSELL_CENTS)}
                    </Box>
                    <Box component="span" sx={srOnly}>
                      , regular price
                    </Box>
                    <Box component="s" sx={{ color: 'text.secondary', fontSize: '0.92rem', textDecorationThickness: '1.5px' }}>
                      {formatPrice(UPSELL_COMPARE_CENTS)}
                    </Box>
                  </Box>
                  <Typography component="span" sx={{ display: 'block', fontSize: '0.78rem', color: 'text.secondary', mt: 0.25 }}>
                    Normally $19-29 each
                  </Typography>
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Card>
  );
}
