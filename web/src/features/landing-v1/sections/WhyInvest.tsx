import CheckRounded from '@mui/icons-material/CheckRounded';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Box from '@mui/material/Box';
import { FeatureText } from '../../../components/Feature';
import { PageSection } from '../../../components/PageSection';
import { SectionHeader } from '../../../components/SectionHeader';
import { brand } from '../../../theme/palette';
import { gutter, headerSx, sectionY } from './layout';

const WHY_INVEST = [
  {
    icon: ReplayRounded,
    title: 'Fewer sampling rounds',
    text: 'Brief mills with fibre, construction, GSM and finish, and get samples closer to what you meant the first time.',
  },
  {
    icon: TrendingUpRounded,
    title: 'Healthier margins',
    text: 'Know what drives price per metre, cuttable width and minimums, and negotiate from knowledge instead of hope.',
  },
  {
    icon: CheckRounded,
    title: 'Fewer returns',
    text: 'Set shrinkage, pilling and colourfastness limits before bulk, not after the first customer complaint.',
  },
  {
    icon: HandshakeOutlined,
    title: 'Confident supplier calls',
    text: 'Speak the language of mills and garment technologists from your very first meeting.',
  },
] as const;

/** Four reasons to learn fabric, each under a rule (the first one in ink). */
export function WhyInvest() {
  return (
    <PageSection
      aria-labelledby="v1-why-title"
      sx={{ ...sectionY, bgcolor: brand.paper, borderBlock: '1px solid', borderColor: 'divider' }}
      containerSx={gutter}
    >
      <SectionHeader
        id="v1-why-title"
        overline="Why invest"
        title="Why invest in fabric knowledge?"
        intro="Fabric is usually the largest single cost in a garment, and the first thing a customer touches. Getting it right compounds across every collection."
        sx={headerSx}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        {WHY_INVEST.map(({ icon: Icon, title, text }, i) => (
          <Box key={title} sx={{ pt: 3, borderTop: `2px solid ${i === 0 ? brand.ink : brand.line}` }}>
            <Icon aria-hidden="true" sx={{ color: brand.green, mb: 2 }} />
            <FeatureText title={title} text={text} gap={1} />
          </Box>
        ))}
      </Box>
    </PageSection>
  );
}
