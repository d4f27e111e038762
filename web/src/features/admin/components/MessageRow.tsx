import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { brand } from '../../../theme/theme';
import type { ContactMessage } from '../api/types';
import { attachmentLinks, formatDateTime, kindStyle, UNREAD_BG } from './format';
import { KindDot } from './KindDot';
import { StatusChip } from './StatusChip';

const rowIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

/** Rows of a page that animate in (spec §9: 0.1 s per row); later rows appear at once. */
export const ANIMATED_ROWS = 10;

interface Props {
  message: ContactMessage;
  /** Position within its page: the first ANIMATED_ROWS fade in `index × 0.1 s` apart. */
  indexInPage: number;
  selected: boolean;
  detailId: string;
  onSelect: () => void;
}

/**
 * One message in the inbox list (spec §2 Admin): the kind's dot, sender, e-mail, company,
 * date and time and the start of the text; unread ones highlighted. Selecting it opens
 * the whole message (MessageDetail).
 */
export function MessageRow({ message, indexInPage, selected, detailId, onSelect }: Props) {
  const kind = kindStyle(message.kind);
  const unread = !message.isRead;
  const company = typeof message.company === 'string' ? message.company.trim() : '';
  const files = attachmentLinks(message).length;
  const animated = indexInPage < ANIMATED_ROWS;
  return (
    <Box
      component="li"
      data-testid="admin-message"
      data-id={String(message.id)}
      data-read={unread ? 'false' : 'true'}
      data-selected={selected ? 'true' : 'false'}
      sx={{
        listStyle: 'none',
        minWidth: 0,
        borderRadius: 2,
        border: '1px solid',
        borderColor: selected ? brand.green : unread ? brand.gold : brand.line,
        boxShadow: unread ? `inset 4px 0 0 ${brand.gold}` : 'none',
        bgcolor: selected ? brand.sand : unread ? UNREAD_BG : brand.paper,
        ...(animated
          ? {
              animation: `${rowIn} 0.4s ease-out both`,
              animationDelay: `${(indexInPage * 0.1).toFixed(1)}s`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }
          : {}),
      }}
    >
      <ButtonBase
        onClick={onSelect}
        aria-expanded={selected}
        aria-controls={selected ? detailId : undefined}
        aria-label={`${message.name}${unread ? ', unread' : ''}, ${formatDateTime(message.createdAt)}`}
        sx={{
          display: 'block',
          width: '100%',
          textAlign: 'left',
          px: { xs: 1.75, sm: 2 },
          py: 1.5,
          borderRadius: 2,
          '&:focus-visible': { outline: `2px solid ${brand.green}`, outlineOffset: 2 },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Box component="span" title={kind.label} sx={{ display: 'inline-flex' }}>
            <KindDot colour={kind.colour} />
          </Box>
          <Typography
            component="span"
            sx={{
              fontWeight: unread ? 700 : 600,
              fontSize: '0.98rem',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              minWidth: 0,
            }}
          >
            {message.name}
          </Typography>
          {unread && (
            <Typography
              component="span"
              sx={{
                fontSize: '0.68rem',
                fontWeight: 700,
                letterSpacing: '0.06em',
                textTransform: 'uppercase',
                bgcolor: brand.gold,
                color: brand.ink,
                borderRadius: 999,
                px: 0.8,
                lineHeight: 1.7,
                flexShrink: 0,
              }}
            >
              New
            </Typography>
          )}
          <Typography
            component="time"
            dateTime={message.createdAt}
            variant="body2"
            color="text.secondary"
            sx={{ ml: 'auto', pl: 1, whiteSpace: 'nowrap', fontSize: '0.78rem', fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
          >
            {formatDateTime(message.createdAt)}
          </Typography>
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 0.25, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {message.email}
          {company && (
            <>
              <Box component="span" aria-hidden sx={{ mx: 0.75 }}>
                ·
              </Box>
              <Box component="span" data-testid="message-company">
                {company}
              </Box>
            </>
          )}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, minWidth: 0 }}>
          <Typography
            data-testid="message-snippet"
            variant="body2"
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0, flex: 1 }}
          >
            {message.message.slice(0, 200).replace(/\s+/g, ' ')}
          </Typography>
          {files > 0 && (
            <Box
              component="span"
              aria-label={`${files} attached file${files === 1 ? '' : 's'}`}
              sx={{ display: 'inline-flex', alignItems: 'center', color: 'text.secondary', fontSize: '0.78rem', flexShrink: 0 }}
            >
              <AttachFileRounded sx={{ fontSize: 16 }} aria-hidden />
              {files}
            </Box>
          )}
          {message.status && message.status !== 'new' && <StatusChip status={message.status} />}
        </Box>
      </ButtonBase>
    </Box>
  );
}
