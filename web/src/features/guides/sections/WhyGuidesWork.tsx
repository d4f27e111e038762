import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ACCENTS, GUIDES } from '@shared/catalogue';
import { FeatureText } from '../../../components/Feature';
import { PageSection } from '../../../components/PageSection';
import { SectionHeader } from '../../../components/SectionHeader';
import { overlineSx } from './listing';

interface Reason {
  icon: ReactNode;
  title: string;
  text: string;
}

const REASONS: Reason[] = [
  {
    icon: <MenuBookOutlined />,
    title: 'Written for founders',
    text: 'Plain-language explanations of the decisions you actually make: which fabric, which weight, which test, at what cost.',
  },
  {
    icon: <FactCheckOutlined />,
    title: 'Factory-tested specifications',
    text: 'Spec ranges, test standards and costing methods taken from real sampling rounds, ready to paste into a tech pack.',
  },
  {
    icon: <PictureAsPdfOutlined />,
    title: 'Instant PDF download',
    text: 'Every guide is a 40+ page PDF you can download straight after checkout and read on any device, or print for the mill.',
  },
  {
    icon: <AutorenewRounded />,
    title: 'Lifetime updates',
    text: 'When standards, certifications or sourcing advice change, your guide is updated and you can download the new edition.',
  },
];

/** 'Why Our Guides Work': four numbered reasons, each icon on a guide's accent tint. */
export function WhyGuidesWork() {
  return (
    <PageSection
      aria-labelledby="why-heading"
      sx={{ py: { xs: 8, md: 12 }, bgcolor: 'background.paper', borderTop: '1px solid', borderBottom: '1px solid', borderColor: 'divider' }}
    >
      <SectionHeader
        id="why-heading"
        overline="Why founders choose them"
        title="Why Our Guides Work"
        intro="Fabric decisions set your cost, your quality and your returns rate. Our guides turn textile knowledge into specifications you can hand to a supplier."
        overlineStyle="plain"
        sx={{ maxWidth: 680, mb: { xs: 5, md: 7 } }}
        overlineSx={overlineSx}
      />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 5 },
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {REASONS.map((r, i) => (
          <Box key={r.title} sx={{ borderTop: '2px solid', borderColor: 'text.primary', pt: 3 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2.5 }}>
              <Box
                aria-hidden
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: 3,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: ACCENTS[GUIDES[i % GUIDES.length].slug].soft,
                  color: 'text.primary',
                }}
              >
                {r.icon}
              </Box>
              <Typography aria-hidden sx={{ typography: 'display', fontSize: '1.1rem', color: 'text.secondary' }}>
                0{i + 1}
              </Typography>
            </Box>
            <FeatureText title={r.title} text={r.text} gap={1} />
          </Box>
        ))}
      </Box>
    </PageSection>
  );
}
