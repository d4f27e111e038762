import HistoryRounded from '@mui/icons-material/HistoryRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { findGuide } from '@shared/catalogue';
import { formatShortDateTime } from '@shared/plain-format';
import { brand } from '../../../theme/palette';
import { useOwnDownloads } from '../api/account';

function when(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : formatShortDateTime(d);
}

/** 'Recent downloads': the buyer's own downloads, newest first, a page at a time (the address shortened). */
export function DownloadHistory() {
  const list = useOwnDownloads(true);
  return (
    <Card component="section" aria-labelledby="downloads-heading" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <HistoryRounded sx={{ color: brand.green }} aria-hidden />
        <Typography id="downloads-heading" component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          Recent downloads
        </Typography>
      </Box>
      {list.loading ? (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={22} color="secondary" aria-label="Loading your downloads" />
        </Box>
      ) : list.error ? (
        <Typography variant="body2" color="text.secondary">
          Your downloads could not be loaded just now.
        </Typography>
      ) : list.downloads.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No downloads yet. Each download of your guides appears here.
        </Typography>
      ) : (
        <Box component="ol" data-testid="download-history" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid' }}>
          {list.downloads.map((d) => (
            <Box
              component="li"
              key={d.id}
              sx={{ py: 1.1, borderTop: `1px solid ${brand.line}`, '&:first-of-type': { borderTop: 0, pt: 0.25 }, fontSize: '0.88rem' }}
            >
              <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{findGuide(d.guideSlug)?.title ?? d.guideSlug}</Box>
              <Box sx={{ color: 'text.secondary', display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
                <span>{when(d.at)}</span>
                {d.ip && <span>from {d.ip}</span>}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {list.hasMore && (
        <Button size="small" onClick={list.loadMore} disabled={list.loadingMore} sx={{ mt: 1 }}>
          {list.loadingMore ? 'Loading...' : 'Show older downloads'}
        </Button>
      )}
    </Card>
  );
}
