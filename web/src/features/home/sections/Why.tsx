import AllInclusiveRounded from '@mui/icons-material/AllInclusiveRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GUIDES } from '@shared/catalogue';
import { FeatureText, IconBadge } from '../../../components/Feature';
import { PageSection } from '../../../components/PageSection';
import { SectionHeader } from '../../../components/SectionHeader';
import { brand } from '../../../theme/palette';

const WHY_POINTS = [
  {
    icon: VerifiedOutlined,
    title: 'Factory-tested specifications',
    text: 'GSM ranges, constructions and test standards taken from real sampling and bulk production, not textbook theory.',
  },
  {
    icon: AllInclusiveRounded,
    title: 'Lifetime updates',
    text: 'Buy once and every revised edition of your guide is yours at no extra cost.',
  },
  {
    icon: DownloadRounded,
    title: 'Instant PDF download',
    text: 'Your guide is ready the moment payment clears. Read it on any device or print it for the sampling room.',
  },
  {
    icon: MenuBookOutlined,
    title: 'Written for founders',
    text: 'Plain language with the vocabulary mills and factories actually use, so your briefs get quoted, not questioned.',
  },
] as const;

const STATS = [
  { value: '2,400+', label: 'founders learning with Threadwise' },
  { value: '4.9', label: 'average rating from 200+ reviews' },
  { value: '40+', label: 'pages in every guide' },
  { value: String(GUIDES.length), label: 'guides, from fibre basics to synthetics' },
] as const;

/** The 'Why' section: why founders learn fabric first, four figures, and four reasons. */
export function Why() {
  return (
    <PageSection
      aria-labelledby="home-why-title"
      sx={{ py: { xs: 9, md: 13 }, bgcolor: brand.paper, borderBlock: '1px solid', borderColor: 'divider' }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '0.9fr 1.1fr' }, gap: { xs: 6, md: 10 } }}>
        <SectionHeader
          id="home-why-title"
          overline="Why fabric first"
          title="Why founders learn fabric before anything else"
          intro={
            <>
              Fabric sets a garment&apos;s cost, fit, feel and lifespan. It is also where first collections most often go wrong: the jersey
              that twists, the hoodie that shrinks a size, the quote you could not compare.
            </>
          }
          titleSx={{ mb: 2.5 }}
          introSx={{ mb: 2 }}
        >
          <Typography variant="subtitle1" color="text.secondary">
            Founders who understand fabric brief mills clearly, sample fewer rounds and launch with fewer surprises.
          </Typography>

          <Box
            component="dl"
            sx={{
              m: 0,
              mt: 5,
              display: 'grid',
              gridTemplateColumns: 'repeat(2, 1fr)',
              borderTop: '1px solid',
              borderColor: 'divider',
            }}
          >
            {STATS.map((s, i) => (
              <Box
                key={s.label}
                sx={{
                  py: 3,
                  pr: 2,
                  pl: i % 2 === 1 ? 3 : 0,
                  borderBottom: '1px solid',
                  borderLeft: i % 2 === 1 ? '1px solid' : 'none',
                  borderColor: 'divider',
                  display: 'flex',
                  flexDirection: 'column-reverse',
                }}
              >
                <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.9rem', mt: 0.5 }}>
                  {s.label}
                </Box>
                <Box
                  component="dd"
                  sx={{
                    m: 0,
                    typography: 'display',
                    fontWeight: 600,
                    fontSize: { xs: '2.2rem', md: '2.75rem' },
                    lineHeight: 1,
                    letterSpacing: '-0.02em',
                  }}
                >
                  {s.value}
                </Box>
              </Box>
            ))}
          </Box>
        </SectionHeader>

        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, alignContent: 'center' }}>
          {WHY_POINTS.map(({ icon: Icon, title, text }) => (
            <Box
              component="li"
              key={title}
              sx={{
                display: 'flex',
                gap: 2.5,
                p: { xs: 2.5, md: 3 },
                borderRadius: '16px',
                border: '1px solid',
                borderColor: 'divider',
                bgcolor: brand.ivory,
              }}
            >
              <IconBadge size={48} sx={{ flexShrink: 0 }}>
                <Icon aria-hidden="true" />
              </IconBadge>
              <div>
                <FeatureText title={title} text={text} gap={0.5} />
              </div>
            </Box>
          ))}
        </Box>
      </Box>
    </PageSection>
  );
}
