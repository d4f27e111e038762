import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ENQUIRY_KINDS } from '@shared/enquiry-format';
import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, type EnquiryStatus } from '@shared/enquiry-status';
import { Fragment, type ReactNode, useId, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { brand } from '../../../theme/theme';
import { markMessageRead } from '../api/admin';
import { messageDetailKey, useMessageDetail } from '../api/enquiries';
import type { PagedList } from '../api/hooks';
import type { ContactMessage, KindFilter, MessageFilters, MessagesPage } from '../api/types';
import { KIND_STYLES } from './format';
import { KindDot } from './KindDot';
import { ClearFilters, DateRange, FilterBar, SearchField, SelectFilter } from './ListControls';
import { ListState } from './ListState';
import { LoadMore } from './LoadMore';
import { MessageDetail } from './MessageDetail';
import { MessageRow } from './MessageRow';

const FILTERS: ReadonlyArray<{ value: KindFilter; label: string; colour?: string }> = [
  { value: 'all', label: 'All' },
  ...ENQUIRY_KINDS.map((k) => ({ value: k, label: KIND_STYLES[k].label, colour: KIND_STYLES[k].colour })),
];

const READ_STATES = [
  { value: '', label: 'Read and unread' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
] as const;

const ENQUIRY_STATES: ReadonlyArray<{ value: '' | EnquiryStatus; label: string }> = [
  { value: '', label: 'Every status' },
  ...ENQUIRY_STATUSES.map((s) => ({ value: s, label: ENQUIRY_STATUS_LABELS[s] })),
];

/** The search index matches text of 3 characters or more. */
const MIN_SEARCH = 3;

interface Props {
  list: PagedList<MessagesPage>;
  /** Spec §4: the list loads ~100 ms after login; until then it shows 'Loading messages...'. */
  waiting: boolean;
  filters: MessageFilters;
  /** The open message (?message= in the URL, so that it can be bookmarked), or null. */
  openId: ContactMessage['id'] | null;
  onFilters: (changes: Record<string, string | null>, options?: { push?: boolean }) => void;
  /** Below md the message opens under its row instead of beside the list. */
  compact: boolean;
}

/**
 * The inbox (spec §2 Admin): 'Contact Messages (count)' with the unread count, filters
 * and search kept in the URL, one page of rows at a time (more on scroll), and the
 * selected message whole beside the list (under its row on small screens).
 */
export function MessageList({ list, waiting, filters, openId: selectedId, onFilters, compact }: Props) {
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const detailId = useId();
  const setSelectedId = (id: ContactMessage['id'] | null) => onFilters({ message: id === null ? null : String(id) }, { push: true });
  /** The message the page was opened with (?message=), until it has been brought into view. */
  const [arrivedId, setArrivedId] = useState(selectedId);
  const arrived = useMemo(() => ({ onShown: () => setArrivedId(null) }), []);
  const [marking, setMarking] = useState<ReadonlySet<ContactMessage['id']>>(new Set());

  const loading = waiting || (list.isLoading && !list.error);
  const rows = list.pages.flatMap((p) => p.messages.map((m, i) => ({ message: m, indexInPage: i })));
  const selected = rows.find((r) => r.message.id === selectedId)?.message ?? null;
  /** A bookmarked message that is not among the rows on screen (another filter, an older page). */
  const elsewhere = selectedId !== null && !selected && !loading ? selectedId : null;
  const total = list.first ? `${list.first.total}${list.first.totalExact ? '' : '+'}` : String(rows.length);
  const unread = list.first?.unread ?? 0;
  const filtered = Boolean(filters.status || filters.enquiryStatus || filters.from || filters.to || filters.q);

  const onMarkRead = async (id: ContactMessage['id']) => {
    setMarking((s) => new Set(s).add(id));
    try {
      await markMessageRead(id);
      void mutate(messageDetailKey(id));
      // Read in the list on screen without loading it again; each page carries the counts.
      const wasUnread = rows.some((r) => r.message.id === id && !r.message.isRead);
      await list.update((p) => ({
        ...p,
        unread: wasUnread ? Math.max(0, p.unread - 1) : p.unread,
        messages: p.messages.map((m) => (m.id === id ? { ...m, isRead: true } : m)),
      }));
      toast({ title: 'Marked as read', description: 'Message status updated.' });
    } catch {
      toast({ title: 'Failed to update', description: 'Could not mark message as read.', variant: 'destructive' });
    } finally {
      setMarking((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    }
  };

  const kind = filters.kind;
  const emptyText = filtered
    ? 'No messages match these filters.'
    : kind === 'all' || kind === 'contact'
      ? 'No contact messages yet.'
      : `No ${KIND_STYLES[kind].label.toLowerCase()} messages yet.`;

  /** A message changed in its detail (status, a reply): the list on screen follows without loading again. */
  const onChanged = (changed: ContactMessage) =>
    void list.update((p) => {
      const before = p.messages.find((m) => m.id === changed.id);
      const nowRead = before && !before.isRead && changed.isRead;
      return {
        ...p,
        unread: nowRead ? Math.max(0, p.unread - 1) : p.unread,
        messages: p.messages.map((m) => (m.id === changed.id ? changed : m)),
      };
    });

  /** Escape in the message beside the list: back to its row. */
  const backToRow = (id: ContactMessage['id']) => () =>
    document.querySelector<HTMLElement>(`[data-testid="admin-message"][data-id="${id}"] [aria-expanded]`)?.focus();

  const opened = (id: ContactMessage['id']) => <MessageById id={id} onClose={() => setSelectedId(null)} render={(m) => detail(m)} />;

  const detail = (m: ContactMessage) => (
    <MessageDetail
      message={m}
      id={detailId}
      marking={marking.has(m.id)}
      onMarkRead={() => void onMarkRead(m.id)}
      onChanged={onChanged}
      focusOnOpen={compact ? undefined : { backTo: backToRow(m.id) }}
      arrived={m.id === arrivedId ? arrived : undefined}
    />
  );

  return (
    <Box component="section" aria-labelledby="messages-heading">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, mb: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.25 }}>
          <Typography id="messages-heading" variant="h4" component="h2" sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' } }}>
            Contact Messages ({loading ? 0 : total})
          </Typography>
          {!loading && unread > 0 && (
            <Typography data-testid="unread-count" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {unread}
              {list.first?.unreadExact === false ? '+' : ''} unread
            </Typography>
          )}
        </Box>
        <Box role="group" aria-label="Filter by kind" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {FILTERS.map((f) => {
            const on = f.value === kind;
            return (
              <Chip
                key={f.value}
                label={f.label}
                icon={f.colour ? <KindDot colour={f.colour} size={9} /> : undefined}
                clickable
                onClick={() => onFilters({ kind: f.value === 'all' ? null : f.value })}
                aria-pressed={on}
                variant={on ? 'filled' : 'outlined'}
                sx={{
                  height: 32,
                  bgcolor: on ? brand.ink : brand.white,
                  color: on ? brand.white : brand.inkSoft,
                  borderColor: brand.line,
                  '& .MuiChip-icon': { ml: 1.25, mr: -0.25 },
                  '&.MuiChip-clickable:hover': { bgcolor: on ? brand.inkSoft : brand.sand },
                }}
              />
            );
          })}
        </Box>
      </Box>

      <FilterBar label="Filter messages">
        <SearchField label="Search messages" value={filters.q} minLength={MIN_SEARCH} onChange={(q) => onFilters({ q })} />
        <SelectFilter
          label="Status"
          value={filters.enquiryStatus}
          options={ENQUIRY_STATES}
          onChange={(enquiryStatus) => onFilters({ enquiryStatus })}
        />
        <SelectFilter label="Read" value={filters.status} options={READ_STATES} onChange={(status) => onFilters({ status })} />
        <DateRange from={filters.from} to={filters.to} onChange={(r) => onFilters(r)} />
        <ClearFilters
          show={filtered || kind !== 'all'}
          onClear={() => onFilters({ kind: null, status: null, enquiryStatus: null, from: null, to: null, q: null })}
        />
      </FilterBar>

      {loading || rows.length === 0 ? (
        <>
          {elsewhere !== null && <Box sx={{ mb: 2 }}>{opened(elsewhere)}</Box>}
          <ListState loading={loading} loadingText="Loading messages..." emptyText={emptyText} emptyIcon={<InboxOutlined />} />
        </>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: compact ? 'minmax(0, 1fr)' : 'minmax(280px, 400px) minmax(0, 1fr)',
            alignItems: 'start',
          }}
        >
          <Box>
            {compact && elsewhere !== null && <Box sx={{ mb: 2 }}>{opened(elsewhere)}</Box>}
            <Box component="ul" aria-label="Messages" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
              {rows.map(({ message, indexInPage }) => (
                <Fragment key={message.id}>
                  <MessageRow
                    message={message}
                    indexInPage={indexInPage}
                    selected={message.id === selectedId}
                    detailId={detailId}
                    onSelect={() => setSelectedId(selectedId === message.id && compact ? null : message.id)}
                  />
                  {compact && message.id === selectedId && (
                    <Box component="li" sx={{ listStyle: 'none', minWidth: 0 }}>
                      {detail(message)}
                    </Box>
                  )}
                </Fragment>
              ))}
            </Box>
            <LoadMore hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} noun="messages" shown={rows.length} />
          </Box>
          {!compact && (
            <Box sx={{ position: 'sticky', top: 16, maxHeight: 'calc(100vh - 32px)', overflowY: 'auto', minWidth: 0 }}>
              {selected ? (
                detail(selected)
              ) : elsewhere !== null ? (
                opened(elsewhere)
              ) : (
                <Box sx={{ p: 4, textAlign: 'center', border: `1px dashed ${brand.line}`, borderRadius: 4, color: 'text.secondary' }}>
                  <Typography>Select a message to read it here.</Typography>
                </Box>
              )}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

/**
 * A message opened by its address (?message=) that the list on screen does not hold: read
 * from its detail, with a clear word when it does not exist (deleted, or a mistyped link).
 */
function MessageById({ id, onClose, render }: { id: ContactMessage['id']; onClose: () => void; render: (m: ContactMessage) => ReactNode }) {
  const { data, error } = useMessageDetail(id);
  if (data && data.message.id === id) return render(data.message);
  return (
    <Box
      data-testid="admin-message-elsewhere"
      sx={{ p: 3, textAlign: 'center', border: `1px dashed ${brand.line}`, borderRadius: 4, color: 'text.secondary' }}
    >
      {error ? (
        <>
          <Typography role="alert">
            {error instanceof ApiError && error.status === 404
              ? 'This message could not be found.'
              : 'Could not load this message. Please try again.'}
          </Typography>
          <Button size="small" onClick={onClose} sx={{ mt: 1 }}>
            Close
          </Button>
        </>
      ) : (
        <Typography role="status">Loading message...</Typography>
      )}
    </Box>
  );
}
