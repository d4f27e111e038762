import EastRounded from '@mui/icons-material/EastRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ACCENTS, type Guide } from '@shared/catalogue';
import { GuidePrice } from './GuidePrice';
import { RatingStars } from './RatingStars';
import { TopicTags } from './TopicTags';
import { inkA } from '../../theme/palette';

/** Covers are drawn on a 600 x 800 canvas (portrait 3:4). */
export const COVER_WIDTH = 600;
export const COVER_HEIGHT = 800;

interface GuideCoverProps {
  guide: Pick<Guide, 'image' | 'title'>;
  /** An empty alt, where the cover only decorates (the title is said next to it). */
  decorative?: boolean;
  loading?: 'lazy';
  fetchPriority?: 'high';
  className?: string;
  sx?: SxProps<Theme>;
}

/** A guide's cover image at its intrinsic size (so the layout does not shift while it loads). */
export function GuideCover({ guide, decorative = false, loading, fetchPriority, className, sx }: GuideCoverProps) {
  return (
    <Box
      component="img"
      className={className}
      src={guide.image}
      alt={decorative ? '' : `${guide.title} cover`}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={loading}
      fetchPriority={fetchPriority}
      // The page's main image (fetchPriority high) is decoded with the first paint, not after it.
      decoding={fetchPriority === 'high' ? 'sync' : 'async'}
      sx={sx}
    />
  );
}

/** 'FABRIC 101': the label shown on cards, heroes and covers. */
export function guideLabel(guide: Pick<Guide, 'number'>): string {
  return `FABRIC ${guide.number}`;
}

interface SlugLabelProps {
  guide: Guide;
  size?: 'small' | 'medium';
}

/** The guide label chip in the guide's accent colour. */
export function SlugLabel({ guide, size = 'small' }: SlugLabelProps) {
  const accent = ACCENTS[guide.slug];
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        alignSelf: 'flex-start',
        px: size === 'small' ? 1.25 : 1.5,
        py: size === 'small' ? 0.375 : 0.5,
        borderRadius: 999,
        bgcolor: accent.main,
        color: accent.contrastText,
        border: `1px solid ${inkA[12]}`,
        fontSize: size === 'small' ? '0.72rem' : '0.8rem',
        fontWeight: 800,
        letterSpacing: '0.14em',
        lineHeight: 1.4,
        whiteSpace: 'nowrap',
      }}
    >
      {guideLabel(guide)}
    </Box>
  );
}

/**
 * The two looks of the card. 'regular' (listing, home): a tall cover that lifts on hover,
 * the price with the rating. 'compact' (the /v1 landing): a shorter cover, a static card,
 * the price alone.
 */
const VARIANTS = {
  regular: {
    card: {
      transition: 'box-shadow 200ms ease, transform 200ms ease, border-color 200ms ease',
      '&:hover': {
        transform: 'translateY(-3px)',
        boxShadow: `0 18px 40px -24px ${inkA[35]}`,
        borderColor: inkA[18],
      },
      '&:hover .guide-card-cover': { transform: 'translateY(-4px) rotate(-1deg)' },
      '@media (prefers-reduced-motion: reduce)': {
        '&:hover': { transform: 'none' },
        '&:hover .guide-card-cover': { transform: 'none' },
      },
    },
    coverBand: {
      position: 'relative',
      alignItems: 'flex-end',
      pt: 4,
      pb: 3.5,
      px: 3,
      backgroundImage: `radial-gradient(ellipse at 50% 100%, ${inkA[10]}, transparent 60%)`,
    },
    cover: {
      height: { xs: 220, sm: 236 },
      maxWidth: '100%',
      boxShadow: `0 1px 1px ${inkA[12]}, 0 10px 18px -8px ${inkA[45]}, 0 24px 40px -20px ${inkA[35]}`,
      transition: 'transform 260ms ease',
    },
    titleSx: { fontSize: '1.4rem', textWrap: 'balance' },
    tagsSx: { mt: 0.5 },
    footer: { mt: 1.5, gap: 2 },
  },
  compact: {
    card: {},
    coverBand: { pt: 3.5, pb: 3 },
    cover: {
      height: { xs: 190, md: 210 },
      boxShadow: `0 10px 18px -8px ${inkA[45]}, 0 24px 40px -20px ${inkA[35]}`,
    },
    titleSx: { fontSize: '1.35rem' },
    tagsSx: undefined,
    footer: { mt: 1, gap: 1.5 },
  },
} as const;

interface GuideCardProps {
  guide: Guide;
  /** Heading element for the title, so the card fits the page outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  variant?: keyof typeof VARIANTS;
  /** The link(s) to the guide at the bottom right; a 'View Guide' button by default. */
  actions?: ReactNode;
}

/** The default action: 'View Guide', to the guide's detail page. */
function ViewGuideButton({ guide }: { guide: Guide }) {
  return (
    <Button
      component={RouterLink}
      to={`/guides/${guide.slug}`}
      variant="contained"
      color="primary"
      endIcon={<EastRounded />}
      aria-label={`View Guide: ${guide.title}`}
    >
      View Guide
    </Button>
  );
}

/**
 * A guide in a grid: cover, label, title, blurb, the first 3 topics and '+N',
 * price (and rating) and a link to its detail page.
 */
export function GuideCard({ guide, headingLevel = 'h3', variant = 'regular', actions }: GuideCardProps) {
  const accent = ACCENTS[guide.slug];
  const v = VARIANTS[variant];
  const regular = variant === 'regular';

  return (
    <Card component="article" sx={[{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }, v.card]}>
      <Box
        sx={[
          { display: 'flex', justifyContent: 'center', bgcolor: accent.soft, borderBottom: '1px solid', borderColor: 'divider' },
          v.coverBand,
        ]}
      >
        <GuideCover
          guide={guide}
          className={regular ? 'guide-card-cover' : undefined}
          loading="lazy"
          sx={[
            {
              display: 'block',
              width: 'auto',
              aspectRatio: `${COVER_WIDTH} / ${COVER_HEIGHT}`,
              borderRadius: '3px 6px 6px 3px',
            },
            v.cover,
          ]}
        />
      </Box>

      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: { xs: 2.5, sm: 3 }, flexGrow: 1 }}>
        <SlugLabel guide={guide} />
        <Typography component={headingLevel} variant="h4" sx={v.titleSx}>
          {guide.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {guide.blurb}
        </Typography>
        <TopicTags topics={guide.topics} sx={v.tagsSx} />

        <Box
          sx={[
            {
              pt: 2,
              borderTop: '1px solid',
              borderColor: 'divider',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
            },
            v.footer,
          ]}
        >
          {regular ? (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
              <GuidePrice guide={guide} size="md" />
              <RatingStars rating={guide.rating} size="small" />
            </Box>
          ) : (
            <GuidePrice guide={guide} size="sm" />
          )}
          {actions ?? <ViewGuideButton guide={guide} />}
        </Box>
      </Box>
    </Card>
  );
}
