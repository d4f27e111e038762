import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { brand } from '../../../theme/theme';
import type { PagedList } from '../api/hooks';
import type { SubscriberFilters, SubscribersPage } from '../api/types';
import { formatDateTime } from './format';
import { ClearFilters, FilterBar, SearchField, SelectFilter } from './ListControls';
import { ListState } from './ListState';
import { LoadMore } from './LoadMore';
import { StatusChip } from './StatusChip';

const STATUSES: ReadonlyArray<{ value: SubscriberFilters['status']; label: string }> = [
  { value: '', label: 'Every status' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'pending', label: 'Pending' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
];

const SOURCES: ReadonlyArray<{ value: SubscriberFilters['source']; label: string }> = [
  { value: '', label: 'Every source' },
  { value: 'footer', label: 'Footer' },
  { value: 'v1', label: 'V1' },
  { value: 'other', label: 'Other' },
];

function sourceLabel(source: string | null | undefined): string {
  if (!source) return '—';
  return source.replace(/[-_]+/g, ' ');
}

interface Props {
  list: PagedList<SubscribersPage>;
  filters: SubscriberFilters;
  onFilters: (changes: Record<string, string | null>) => void;
  /** Below md the table becomes stacked cards. */
  compact: boolean;
}

/** Newsletter subscribers with their double opt-in status, a page at a time (more on scroll). */
export function SubscribersTable({ list, filters, onFilters, compact }: Props) {
  const subscribers = list.pages.flatMap((p) => p.subscribers);
  const loading = list.isLoading && !list.error;
  const total = list.first ? `${list.first.total}${list.first.totalExact ? '' : '+'}` : String(subscribers.length);
  const filtered = Boolean(filters.status || filters.source || filters.q);

  return (
    <Box component="section" aria-labelledby="subscribers-heading">
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.25, rowGap: 0.5, mb: 2 }}>
        <Typography id="subscribers-heading" variant="h4" component="h2" sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' } }}>
          Subscribers ({loading ? 0 : total})
        </Typography>
      </Box>

      <FilterBar label="Filter subscribers">
        <SearchField label="E-mail starts with" value={filters.q} onChange={(q) => onFilters({ q })} />
        <SelectFilter label="Status" value={filters.status} options={STATUSES} onChange={(status) => onFilters({ status })} />
        <SelectFilter label="Source" value={filters.source} options={SOURCES} onChange={(source) => onFilters({ source })} />
        <ClearFilters show={filtered} onClear={() => onFilters({ status: null, source: null, q: null })} />
      </FilterBar>

      {loading || subscribers.length === 0 ? (
        <ListState
          loading={loading}
          loadingText="Loading subscribers..."
          emptyText={filtered ? 'No subscribers match these filters.' : 'No subscribers yet.'}
        />
      ) : compact ? (
        <Box sx={{ display: 'grid', gap: 1.25 }}>
          {subscribers.map((s) => (
            <Card key={s.id} component="article" data-testid="admin-subscriber" sx={{ p: 2, minWidth: 0 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0 }}>
                  {s.email}
                </Typography>
                <StatusChip status={s.status} />
              </Box>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  mt: 1,
                  display: 'grid',
                  gridTemplateColumns: 'auto minmax(0, 1fr)',
                  columnGap: 1.5,
                  rowGap: 0.25,
                  fontSize: '0.85rem',
                }}
              >
                <Dt>Source</Dt>
                <Dd sx={{ textTransform: 'capitalize' }}>{sourceLabel(s.source)}</Dd>
                <Dt>Subscribed</Dt>
                <Dd>{formatDateTime(s.consentAt)}</Dd>
                {s.confirmedAt && (
                  <>
                    <Dt>Confirmed</Dt>
                    <Dd>{formatDateTime(s.confirmedAt)}</Dd>
                  </>
                )}
                {s.unsubscribedAt && (
                  <>
                    <Dt>Unsubscribed</Dt>
                    <Dd>{formatDateTime(s.unsubscribedAt)}</Dd>
                  </>
                )}
              </Box>
            </Card>
          ))}
        </Box>
      ) : (
        <Card sx={{ overflowX: 'auto' }}>
          <Table
            size="small"
            aria-labelledby="subscribers-heading"
            sx={{
              '& th': { fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap', bgcolor: brand.ivory },
              '& td, & th': { borderColor: brand.line, py: 1.4 },
            }}
          >
            <TableHead>
              <TableRow>
                <TableCell>E-mail</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Source</TableCell>
                <TableCell>Subscribed</TableCell>
                <TableCell>Confirmed</TableCell>
                <TableCell>Unsubscribed</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {subscribers.map((s) => (
                <TableRow key={s.id} data-testid="admin-subscriber">
                  <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{s.email}</TableCell>
                  <TableCell>
                    <StatusChip status={s.status} />
                  </TableCell>
                  <TableCell sx={{ textTransform: 'capitalize', whiteSpace: 'nowrap' }}>{sourceLabel(s.source)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.consentAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', color: s.confirmedAt ? 'text.primary' : 'text.secondary' }}>
                    {formatDateTime(s.confirmedAt)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', color: s.unsubscribedAt ? 'text.primary' : 'text.secondary' }}>
                    {formatDateTime(s.unsubscribedAt)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      {!loading && (
        <LoadMore
          hasMore={list.hasMore}
          loading={list.loadingMore}
          onLoadMore={list.loadMore}
          noun="subscribers"
          shown={subscribers.length}
        />
      )}
    </Box>
  );
}

function Dt({ children }: { children: React.ReactNode }) {
  return (
    <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontSize: 'inherit' }}>
      {children}
    </Typography>
  );
}

function Dd({ children, sx }: { children: React.ReactNode; sx?: object }) {
  return (
    <Typography component="dd" variant="body2" sx={{ m: 0, fontSize: 'inherit', ...sx }}>
      {children}
    </Typography>
  );
}
