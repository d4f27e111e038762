import EastRounded from '@mui/icons-material/EastRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ACCENTS, type Guide } from '@catalogue/catalogue';
import { GuidePrice } from './GuidePrice';
import { RatingStars } from './RatingStars';
import { TopicTags } from './TopicTags';

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
        border: '1px solid rgba(28, 25, 23, 0.12)',
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

interface GuideCardProps {
  guide: Guide;
  /** Heading element for the title, so the card fits the page outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/**
 * A guide in a grid: cover, label, title, blurb, the first 3 topics and '+N',
 * price, rating and a 'View Guide' link to its detail page.
 */
export function GuideCard({ guide, headingLevel = 'h3' }: GuideCardProps) {
  const accent = ACCENTS[guide.slug];
  const href = `/guides/${guide.slug}`;

  return (
    <Card
      component="article"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        transition: 'box-shadow 200ms ease, transform 200ms ease, border-color 200ms ease',
        '&:hover': {
          transform: 'translateY(-3px)',
          boxShadow: '0 18px 40px -24px rgba(28, 25, 23, 0.35)',
          borderColor: 'rgba(28, 25, 23, 0.18)',
        },
        '&:hover .guide-card-cover': { transform: 'translateY(-4px) rotate(-1deg)' },
        '@media (prefers-reduced-motion: reduce)': {
          '&:hover': { transform: 'none' },
          '&:hover .guide-card-cover': { transform: 'none' },
        },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'flex-end',
          pt: 4,
          pb: 3.5,
          px: 3,
          bgcolor: accent.soft,
          borderBottom: '1px solid',
          borderColor: 'divider',
          backgroundImage: `radial-gradient(ellipse at 50% 100%, rgba(28,25,23,0.10), transparent 60%)`,
        }}
      >
        <GuideCover
          guide={guide}
          className="guide-card-cover"
          loading="lazy"
          sx={{
            display: 'block',
            width: 'auto',
            height: { xs: 220, sm: 236 },
            maxWidth: '100%',
            aspectRatio: `${COVER_WIDTH} / ${COVER_HEIGHT}`,
            borderRadius: '3px 6px 6px 3px',
            boxShadow:
              '0 1px 1px rgba(28,25,23,0.12), 0 10px 18px -8px rgba(28,25,23,0.45), 0 24px 40px -20px rgba(28,25,23,0.35)',
            transition: 'transform 260ms ease',
          }}
        />
      </Box>

      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: { xs: 2.5, sm: 3 }, flexGrow: 1 }}>
        <SlugLabel guide={guide} />
        <Typography component={headingLevel} variant="h4" sx={{ fontSize: '1.4rem', textWrap: 'balance' }}>
          {guide.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {guide.blurb}
        </Typography>
        <TopicTags topics={guide.topics} sx={{ mt: 0.5 }} />

        <Box
          sx={{
            mt: 1.5,
            pt: 2,
            borderTop: '1px solid',
            borderColor: 'divider',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            flexWrap: 'wrap',
          }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
            <GuidePrice guide={guide} size="md" />
            <RatingStars rating={guide.rating} size="small" />
          </Box>
          <Button
            component={RouterLink}
            to={href}
            variant="contained"
            color="primary"
            endIcon={<EastRounded />}
            aria-label={`View Guide: ${guide.title}`}
          >
            View Guide
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
