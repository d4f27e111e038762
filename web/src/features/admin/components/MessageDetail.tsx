import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import DoneRounded from '@mui/icons-material/DoneRounded';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { admin } from '../../../theme/palette';
import { brand } from '../../../theme/theme';
import type { ContactMessage } from '../api/types';
import { attachmentLinks, formatDateTime, formFieldRows, kindStyle, UNREAD_BG } from './format';
import { KindDot } from './KindDot';
import { MessageWorkflow } from './MessageWorkflow';
import { mailtoHref } from '@shared/mailto';

interface Props {
  message: ContactMessage;
  /** The element id the selected row points at (aria-controls). */
  id: string;
  marking: boolean;
  onMarkRead: () => void;
  /** The message changed in the workflow below it (status, a reply). */
  onChanged: (message: ContactMessage) => void;
  /**
   * Opened beside the list (wide screens): focus moves into the message when it opens, and
   * Escape (outside a text field) gives it back to the message's row in the list. On a
   * phone the message opens right under its row, where the next Tab reaches it anyway.
   */
  focusOnOpen?: { backTo: () => void };
  /**
   * Opened from its address (a bookmark, the owner's e-mail): brought into view once, since
   * on a phone it sits below the overview, the filters and the list.
   */
  arrived?: { onShown: () => void };
}

/** A key pressed in a field that uses Escape itself (a text box, a menu) is left to it. */
function inField(target: EventTarget): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/**
 * The message open in the inbox (spec §2 Admin): a dot coloured by kind, sender, e-mail,
 * company, date and time, the whole text with its line breaks, the structured form under
 * 'Form details', 'Attached Files (n)'; an unread one is highlighted with 'Mark as Read'.
 */
export function MessageDetail({ message, id, marking, onMarkRead, onChanged, focusOnOpen, arrived }: Props) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const detailsId = useId();
  const headingId = useId();
  const kind = kindStyle(message.kind);
  const unread = !message.isRead;
  const fields = formFieldRows(message);
  const files = attachmentLinks(message);
  const company = typeof message.company === 'string' ? message.company.trim() : '';
  const cardRef = useRef<HTMLDivElement>(null);
  const focusing = Boolean(focusOnOpen);
  useEffect(() => {
    if (!arrived) return;
    cardRef.current?.scrollIntoView({ block: 'start' });
    arrived.onShown();
  }, [arrived]);
  useEffect(() => {
    if (focusing) cardRef.current?.focus({ preventScroll: true });
  }, [message.id, focusing]);

  return (
    <Card
      component="article"
      id={id}
      aria-labelledby={headingId}
      ref={cardRef}
      tabIndex={focusOnOpen ? -1 : undefined}
      onKeyDown={(e: KeyboardEvent) => {
        if (focusOnOpen && e.key === 'Escape' && !e.defaultPrevented && !inField(e.target)) {
          e.preventDefault();
          focusOnOpen.backTo();
        }
      }}
      data-testid="admin-message-detail"
      data-read={unread ? 'false' : 'true'}
      sx={{
        p: { xs: 2, sm: 2.75 },
        minWidth: 0,
        position: 'relative',
        borderColor: unread ? brand.gold : brand.line,
        boxShadow: unread ? `inset 4px 0 0 ${brand.gold}` : 'none',
        bgcolor: unread ? UNREAD_BG : brand.paper,
        '&:focus-visible': { outline: `2px solid ${brand.gold}`, outlineOffset: 2 },
      }}
    >
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', columnGap: 2, rowGap: 0.75 }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 260px' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Box component="span" title={kind.label} sx={{ display: 'inline-flex' }}>
              <KindDot colour={kind.colour} />
            </Box>
            <Typography
              id={headingId}
              component="h3"
              sx={{ fontWeight: 700, fontSize: '1.05rem', lineHeight: 1.35, overflowWrap: 'anywhere' }}
            >
              {message.name}
            </Typography>
            <Typography
              component="span"
              sx={{
                fontSize: '0.75rem',
                fontWeight: 600,
                color: kind.colour,
                border: '1px solid currentColor',
                borderRadius: 999,
                px: 0.9,
                lineHeight: 1.6,
              }}
            >
              {kind.label}
            </Typography>
            {unread && (
              <Typography
                component="span"
                sx={{
                  fontSize: '0.72rem',
                  fontWeight: 700,
                  letterSpacing: '0.06em',
                  textTransform: 'uppercase',
                  bgcolor: brand.gold,
                  color: brand.ink,
                  borderRadius: 999,
                  px: 0.9,
                  lineHeight: 1.7,
                }}
              >
                New
              </Typography>
            )}
          </Box>
          <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary', overflowWrap: 'anywhere' }}>
            <Link href={mailtoHref(message.email)} color="secondary">
              {message.email}
            </Link>
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
        </Box>
        <Typography
          component="time"
          dateTime={message.createdAt}
          variant="body2"
          color="text.secondary"
          sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
        >
          {formatDateTime(message.createdAt)}
        </Typography>
      </Box>

      <Typography
        data-testid="message-text"
        sx={{ mt: 1.75, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.95rem', lineHeight: 1.6 }}
      >
        {message.message}
      </Typography>

      {fields.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <Button
            size="small"
            onClick={() => setDetailsOpen((o) => !o)}
            aria-expanded={detailsOpen}
            aria-controls={detailsId}
            endIcon={<KeyboardArrowDownRounded sx={{ transition: 'transform 0.2s', transform: detailsOpen ? 'rotate(180deg)' : 'none' }} />}
            sx={{ px: 1.25, ml: -1.25, color: 'secondary.main' }}
          >
            Form details
          </Button>
          <Collapse in={detailsOpen} id={detailsId} unmountOnExit>
            <Box
              component="dl"
              sx={{
                m: 0,
                mt: 1,
                p: { xs: 1.5, sm: 2 },
                borderRadius: 2,
                bgcolor: unread ? admin.unreadInset : brand.ivory,
                border: `1px solid ${brand.line}`,
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(140px, 240px) minmax(0, 1fr)' },
                columnGap: 2,
                rowGap: { xs: 0.25, sm: 0.75 },
              }}
            >
              {fields.map((row) => (
                <Box key={row.key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" sx={{ fontWeight: 600, color: 'text.secondary', pt: { xs: 0.75, sm: 0 } }}>
                    {row.label}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{
                      m: 0,
                      whiteSpace: 'pre-wrap',
                      overflowWrap: 'anywhere',
                      color: row.empty ? 'text.secondary' : 'text.primary',
                      fontStyle: row.empty ? 'italic' : 'normal',
                    }}
                  >
                    {row.value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Collapse>
        </Box>
      )}

      {files.length > 0 && (
        <Box component="section" aria-label={`Attached Files (${files.length})`} sx={{ mt: 2 }}>
          <Typography component="h4" variant="body2" sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
            <AttachFileRounded sx={{ fontSize: 18, color: 'text.secondary' }} aria-hidden />
            Attached Files ({files.length})
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {files.map((file) => (
              <Box component="li" key={file.key} sx={{ minWidth: 0, maxWidth: '100%' }}>
                <Link
                  href={file.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  underline="none"
                  data-testid="attachment-link"
                  sx={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 0.75,
                    maxWidth: '100%',
                    px: 1.25,
                    py: 0.6,
                    borderRadius: 2,
                    border: `1px solid ${brand.line}`,
                    bgcolor: brand.white,
                    color: 'text.primary',
                    fontSize: '0.875rem',
                    '&:hover': { borderColor: brand.green, color: brand.green },
                  }}
                >
                  <FileDownloadOutlined sx={{ fontSize: 18, color: brand.green, flexShrink: 0 }} aria-hidden />
                  <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}>
                    {file.name}
                  </Box>
                  {file.size && (
                    <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500, whiteSpace: 'nowrap' }}>
                      {file.size}
                    </Box>
                  )}
                </Link>
              </Box>
            ))}
          </Box>
        </Box>
      )}

      {unread && (
        <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" color="secondary" size="small" startIcon={<DoneRounded />} onClick={onMarkRead} disabled={marking}>
            Mark as Read
          </Button>
        </Box>
      )}

      <MessageWorkflow key={message.id} message={message} onChanged={onChanged} />
    </Card>
  );
}
