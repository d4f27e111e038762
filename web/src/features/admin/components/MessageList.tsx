import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ENQUIRY_KINDS } from '@api/contact/enquiry-format';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useToast } from '../../../components/toast/toast-context';
import { brand } from '../../../theme/theme';
import { isMessagesKey, markMessageRead } from '../api/admin';
import type { ContactMessage, KindFilter } from '../api/types';
import { KIND_STYLES } from './format';
import { ListState } from './ListState';
import { KindDot, MessageCard } from './MessageCard';

const FILTERS: ReadonlyArray<{ value: KindFilter; label: string; colour?: string }> = [
  { value: 'all', label: 'All' },
  ...ENQUIRY_KINDS.map((k) => ({ value: k, label: KIND_STYLES[k].label, colour: KIND_STYLES[k].colour })),
];

interface Props {
  messages: ContactMessage[];
  loading: boolean;
  kind: KindFilter;
  onKindChange: (kind: KindFilter) => void;
}

/** Spec §2 Admin: 'Contact Messages (count)', filterable by kind, newest first as the server sends them. */
export function MessageList({ messages, loading, kind, onKindChange }: Props) {
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const [marking, setMarking] = useState<ReadonlySet<ContactMessage['id']>>(new Set());
  const unread = messages.filter((m) => !m.isRead).length;

  const onMarkRead = async (id: ContactMessage['id']) => {
    setMarking((s) => new Set(s).add(id));
    try {
      await markMessageRead(id);
      // Read everywhere it is cached (every filter), without loading the list again.
      await mutate(isMessagesKey, (list?: ContactMessage[]) => list?.map((m) => (m.id === id ? { ...m, isRead: true } : m)), { revalidate: false });
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

  const emptyText = kind === 'all' || kind === 'contact' ? 'No contact messages yet.' : `No ${KIND_STYLES[kind].label.toLowerCase()} messages yet.`;

  return (
    <Box component="section" aria-labelledby="messages-heading">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, mb: 2.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.25 }}>
          <Typography id="messages-heading" variant="h4" component="h2" sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' } }}>
            Contact Messages ({messages.length})
          </Typography>
          {!loading && unread > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {unread} unread
            </Typography>
          )}
        </Box>
        <Box role="group" aria-label="Filter by kind" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {FILTERS.map((f) => {
            const selected = f.value === kind;
            return (
              <Chip
                key={f.value}
                label={f.label}
                icon={f.colour ? <KindDot colour={f.colour} size={9} /> : undefined}
                clickable
                onClick={() => onKindChange(f.value)}
                aria-pressed={selected}
                variant={selected ? 'filled' : 'outlined'}
                sx={{
                  height: 32,
                  bgcolor: selected ? brand.ink : '#fff',
                  color: selected ? '#fff' : brand.inkSoft,
                  borderColor: brand.line,
                  '& .MuiChip-icon': { ml: 1.25, mr: -0.25 },
                  '&.MuiChip-clickable:hover': { bgcolor: selected ? brand.inkSoft : brand.sand },
                }}
              />
            );
          })}
        </Box>
      </Box>

      {loading || messages.length === 0 ? (
        <ListState loading={loading} loadingText="Loading messages..." emptyText={emptyText} emptyIcon={<InboxOutlined />} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {messages.map((m, i) => (
            <MessageCard key={m.id} message={m} index={i} marking={marking.has(m.id)} onMarkRead={() => void onMarkRead(m.id)} />
          ))}
        </Box>
      )}
    </Box>
  );
}
