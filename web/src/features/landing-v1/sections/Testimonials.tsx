import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SectionHeader } from '../../../components/SectionHeader';
import { brand } from '../../../theme/palette';
import { gutter, headerSx, sectionY } from './layout';

const TESTIMONIALS = [
  {
    quote: 'I finally understood why my jersey tees kept twisting after a wash. I rewrote my fabric spec the same week.',
    name: 'Amara',
    brand: 'Womenswear label',
    city: 'London',
  },
  {
    quote: 'Cotton 201 paid for itself in one supplier call. I asked for combed, compact yarn by name and the quotes finally made sense.',
    name: 'Daniel',
    brand: 'Streetwear brand',
    city: 'Los Angeles',
  },
  {
    quote: "The plant-based guide gave me the words to question a 'sustainable' viscose claim before it went on our hang tags.",
    name: 'Noura',
    brand: 'Modest-wear label',
    city: 'Riyadh',
  },
  {
    quote: 'I used to choose wool by feel alone. Now I send mills micron counts and test standards, and get what I asked for.',
    name: 'Hannah',
    brand: 'Knitwear studio',
    city: 'Edinburgh',
  },
  {
    quote: 'The synthetic guide explained recycled polyester claims and pilling tests better than our own supplier could.',
    name: 'Marco',
    brand: 'Activewear start-up',
    city: 'Miami',
  },
] as const;

/** The community strip: quotes in a horizontally scrolling, keyboard-focusable list. */
export function Testimonials() {
  return (
    <Box component="section" aria-labelledby="v1-community-title" sx={{ ...sectionY, overflow: 'hidden' }}>
      <Container sx={gutter}>
        <SectionHeader
          id="v1-community-title"
          overline="Community"
          title="From the Threadwise community"
          intro="2,400+ founders have learned with our guides. Here are a few of them."
          sx={headerSx}
        />
      </Container>
      <Container sx={gutter}>
        <Box
          component="ul"
          tabIndex={0}
          aria-label="Founder testimonials"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            pb: 2,
            display: 'grid',
            gridAutoFlow: 'column',
            gridAutoColumns: { xs: '82%', sm: '46%', lg: 'calc((100% - 72px) / 3.3)' },
            gap: 3,
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            scrollbarWidth: 'thin',
            borderRadius: '10px',
            '&:focus-visible': { outline: `3px solid ${brand.gold}`, outlineOffset: 4 },
          }}
        >
          {TESTIMONIALS.map((t) => (
            <Box
              component="li"
              key={t.name}
              sx={{
                scrollSnapAlign: 'start',
                display: 'flex',
                flexDirection: 'column',
                p: { xs: 3, sm: 3.5 },
                borderRadius: '18px',
                border: '1px solid',
                borderColor: 'divider',
                bgcolor: brand.paper,
              }}
            >
              <FormatQuoteRounded aria-hidden="true" sx={{ color: brand.gold, fontSize: 36, mb: 1, ml: -0.5 }} />
              <Box component="blockquote" sx={{ m: 0, mb: 3, flexGrow: 1, typography: 'display', fontSize: '1.15rem', lineHeight: 1.5 }}>
                {t.quote}
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 40,
                    height: 40,
                    borderRadius: '50%',
                    bgcolor: brand.sand,
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 700,
                  }}
                >
                  {t.name[0]}
                </Box>
                <div>
                  <Typography sx={{ fontWeight: 700, fontSize: '0.95rem', lineHeight: 1.3 }}>{t.name}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.4 }}>
                    {t.brand}, {t.city}
                  </Typography>
                </div>
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
