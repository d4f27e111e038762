import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { brand } from '../../../theme/palette';

/** Spec §2 Home: the topics of the strip. */
const TOPICS = ['fit & drape', 'GSM & hand-feel', 'durability', 'shrinkage', 'pilling', 'weaves', 'knits', 'finishing', 'costing'];

const marquee = keyframes`from { transform: translateX(0) } to { transform: translateX(-50%) }`;

function TopicList({ duplicate = false }: { duplicate?: boolean }) {
  return (
    <Box
      component="ul"
      aria-hidden={duplicate ? true : undefined}
      aria-label={duplicate ? undefined : 'Topics our guides cover'}
      className={duplicate ? 'topic-duplicate' : undefined}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexShrink: 0, alignItems: 'center' }}
    >
      {TOPICS.map((topic) => (
        <Box
          component="li"
          key={topic}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            whiteSpace: 'nowrap',
            typography: 'display',
            fontStyle: 'italic',
            fontSize: { xs: '1.2rem', md: '1.45rem' },
            px: { xs: 2.25, md: 3 },
            '&::after': {
              content: '"✳" / ""',
              fontStyle: 'normal',
              fontSize: '0.9rem',
              color: brand.gold,
              ml: { xs: 4.5, md: 6 },
            },
          }}
        >
          {topic}
        </Box>
      ))}
    </Box>
  );
}

/** Spec §2 Home: the scrolling topic strip (still, and wrapped, for reduced motion). */
export function TopicStrip() {
  return (
    <Box
      component="section"
      aria-label="Topics"
      sx={{
        bgcolor: brand.ink,
        color: brand.paper,
        py: { xs: 2.25, md: 2.75 },
        overflow: 'hidden',
        '&:hover .topic-track': { animationPlayState: 'paused' },
      }}
    >
      <Box
        className="topic-track"
        sx={{
          display: 'flex',
          width: 'max-content',
          animation: `${marquee} 42s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': {
            animation: 'none',
            width: '100%',
            justifyContent: 'center',
            '& ul': { flexWrap: 'wrap', justifyContent: 'center', rowGap: 1 },
            '& .topic-duplicate': { display: 'none' },
          },
        }}
      >
        <TopicList />
        <TopicList duplicate />
      </Box>
    </Box>
  );
}
