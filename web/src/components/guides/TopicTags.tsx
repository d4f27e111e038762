import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { inkA } from '../../theme/palette';
import { srOnly, sxList } from '../../theme/sx';

/** Spec §9: guide cards show at most 3 topic tags, then '+N' for the rest. */
export const MAX_TOPIC_TAGS = 3;

interface TopicTagsProps {
  topics: readonly string[];
  max?: number;
  sx?: SxProps<Theme>;
}

const tagSx = {
  display: 'inline-flex',
  alignItems: 'center',
  px: 1.25,
  py: 0.375,
  borderRadius: 999,
  fontSize: '0.78rem',
  fontWeight: 600,
  lineHeight: 1.5,
  color: 'text.secondary',
  bgcolor: inkA[4.5],
  border: '1px solid',
  borderColor: 'divider',
  whiteSpace: 'nowrap',
} as const;

/** The first `max` topics as tags and a '+N' tag for the rest. */
export function TopicTags({ topics, max = MAX_TOPIC_TAGS, sx }: TopicTagsProps) {
  const shown = topics.slice(0, max);
  const rest = topics.slice(max);
  return (
    <Box
      component="ul"
      aria-label="Topics"
      sx={[{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }, ...sxList(sx)]}
    >
      {shown.map((topic) => (
        <Box component="li" key={topic} sx={tagSx}>
          {topic}
        </Box>
      ))}
      {rest.length > 0 && (
        <Box component="li" sx={{ ...tagSx, position: 'relative', color: 'text.primary' }} title={rest.join(', ')}>
          <span aria-hidden="true">+{rest.length}</span>
          <Box component="span" sx={srOnly}>
            {rest.length} more topics: {rest.join(', ')}
          </Box>
        </Box>
      )}
    </Box>
  );
}
