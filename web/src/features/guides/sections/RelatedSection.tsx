import EastRounded from '@mui/icons-material/EastRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ACCENTS, relatedGuides, type Guide } from '@shared/catalogue';
import { GuideCover, SlugLabel } from '../../../components/guides/GuideCard';
import { GuidePrice } from '../../../components/guides/GuidePrice';
import { RatingStars } from '../../../components/guides/RatingStars';
import { PageSection } from '../../../components/PageSection';
import { SectionHeader } from '../../../components/SectionHeader';
import { inkA } from '../../../theme/palette';

/** A small whole-card link: cover, label, title, price and (from md) the stars. */
function RelatedCard({ guide }: { guide: Guide }) {
  const accent = ACCENTS[guide.slug];
  return (
    <Card
      component="article"
      sx={{
        height: '100%',
        transition: 'box-shadow 200ms ease, transform 200ms ease',
        '&:hover': { transform: 'translateY(-3px)', boxShadow: `0 18px 40px -24px ${inkA[35]}` },
        '@media (prefers-reduced-motion: reduce)': { '&:hover': { transform: 'none' } },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={`/guides/${guide.slug}`}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
          // The card clips overflow, so draw the focus ring inside it.
          '&:focus-visible': { outlineOffset: '-3px', borderRadius: '16px' },
        }}
      >
        <Box
          sx={{
            bgcolor: accent.soft,
            display: 'flex',
            justifyContent: 'center',
            py: { xs: 2.5, md: 3 },
            borderBottom: '1px solid',
            borderColor: 'divider',
          }}
        >
          <GuideCover
            guide={guide}
            decorative
            loading="lazy"
            sx={{
              display: 'block',
              width: { xs: 96, md: 120 },
              height: 'auto',
              borderRadius: '2px 4px 4px 2px',
              boxShadow: `0 10px 20px -10px ${inkA[50]}`,
            }}
          />
        </Box>
        <Box sx={{ p: { xs: 2, md: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
          <SlugLabel guide={guide} />
          <Typography
            component="h3"
            sx={{
              typography: 'display',
              fontWeight: 600,
              fontSize: { xs: '1.05rem', md: '1.2rem' },
              lineHeight: 1.25,
              textWrap: 'balance',
            }}
          >
            {guide.title}
          </Typography>
          <Box sx={{ mt: 'auto', pt: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <GuidePrice guide={guide} size="sm" />
            <RatingStars rating={guide.rating} size="small" hideValue sx={{ display: { xs: 'none', md: 'inline-flex' } }} />
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** 'Related Guides': the other four guides. */
export function RelatedSection({ guide }: { guide: Guide }) {
  const related = relatedGuides(guide.slug);
  return (
    <PageSection aria-labelledby="related-heading" sx={{ pb: { xs: 8, md: 12 } }}>
      <Box
        sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: { xs: 4, md: 5 } }}
      >
        <SectionHeader overlineStyle="plain" id="related-heading" overline="Keep learning" title="Related Guides" />
        <Link component={RouterLink} to="/guides" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'text.primary' }}>
          All guides <EastRounded sx={{ fontSize: 18 }} aria-hidden />
        </Link>
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {related.map((g) => (
          <Box component="li" key={g.slug}>
            <RelatedCard guide={g} />
          </Box>
        ))}
      </Box>
    </PageSection>
  );
}
