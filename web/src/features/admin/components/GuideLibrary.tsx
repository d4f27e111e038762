import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import type { EditionResult, GuideEditionInfo, GuideFileSource, GuideLibraryItem } from '@shared/api/guide-library';
import { groupDigits } from '@shared/plain-format';
import { useToast } from '../../../components/toast/toast-context';
import { tint } from '../../../theme/palette';
import { brand } from '../../../theme/theme';
import { isSessionLost } from '../api/admin';
import { useGuideLibrary } from '../api/guide-library';
import { EditionDialog } from './EditionDialog';
import { formatDate } from './format';
import { fileSize } from './guide-format';
import { type PanelRefreshRef, usePanelRefresh } from './usePanelRefresh';

const SOURCE: Record<GuideFileSource, { label: string; bg: string; fg: string }> = {
  upload: { label: 'Uploaded PDF', bg: tint.success, fg: brand.green },
  sample: { label: 'Generated sample', bg: tint.warning, fg: tint.warningText },
  file: { label: 'PDF put on the server by hand', bg: brand.ivory, fg: brand.inkSoft },
  missing: { label: 'No PDF', bg: tint.danger, fg: brand.danger },
};

function SourceChip({ source }: { source: GuideFileSource }) {
  const tone = SOURCE[source];
  return (
    <Box
      component="span"
      data-testid="guide-source"
      data-source={source}
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.15,
        borderRadius: 999,
        bgcolor: tone.bg,
        color: tone.fg,
        fontSize: '0.78rem',
        fontWeight: 700,
      }}
    >
      {tone.label}
    </Box>
  );
}

function Fact({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontSize: '0.78rem', fontWeight: 600, letterSpacing: 0.2 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
        {value}
        {detail && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 400, ml: 0.75 }}>
            {detail}
          </Typography>
        )}
      </Typography>
    </Box>
  );
}

function EditionLine({ e }: { e: GuideEditionInfo }) {
  return (
    <Box component="li" sx={{ py: 1, borderTop: `1px solid ${brand.line}`, '&:first-of-type': { borderTop: 0 } }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        Edition {e.edition} · {formatDate(e.createdAt)}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 400 }}>
          {' '}
          · {fileSize(e.size)} · {e.pages} pages
          {e.announced !== null && ` · announced to ${groupDigits(e.announced)}`}
        </Typography>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {e.note}
      </Typography>
    </Box>
  );
}

function GuideCard({ guide, onUpload }: { guide: GuideLibraryItem; onUpload: () => void }) {
  const [history, setHistory] = useState(false);
  const earlier = guide.editions.slice(1);
  const current = guide.current;
  return (
    <Card component="article" data-testid="guide-card" data-slug={guide.slug} sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1.5 }}>
        <Box
          aria-hidden
          sx={{
            flex: '0 0 auto',
            width: 48,
            height: 48,
            borderRadius: 1.5,
            bgcolor: brand.ivory,
            border: `1px solid ${brand.line}`,
            display: 'grid',
            placeItems: 'center',
            fontWeight: 800,
            color: brand.green,
          }}
        >
          {guide.number}
        </Box>
        <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Typography component="h3" variant="h6" sx={{ fontSize: { xs: '1.05rem', sm: '1.15rem' }, lineHeight: 1.3 }}>
            {guide.title}
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <SourceChip source={guide.source} />
          </Box>
        </Box>
        <Button
          variant="contained"
          size="small"
          startIcon={<UploadFileRounded />}
          onClick={onUpload}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          Upload new edition
        </Button>
      </Box>

      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 2,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
          gap: 2,
        }}
      >
        <Fact
          label="Edition"
          value={current ? String(current.edition) : '—'}
          detail={current ? formatDate(current.createdAt) : 'none uploaded'}
        />
        <Fact
          label="PDF"
          value={guide.file ? fileSize(guide.file.size) : '—'}
          detail={guide.file ? `${guide.file.pages} pages` : undefined}
        />
        <Fact
          label="Sales"
          value={groupDigits(guide.sales)}
          detail={`${groupDigits(guide.buyers)} buyer${guide.buyers === 1 ? '' : 's'}`}
        />
        <Fact label="Downloads" value={groupDigits(guide.downloads)} />
      </Box>

      {current && (
        <Box sx={{ mt: 2, pl: 1.5, borderLeft: `3px solid ${brand.gold}` }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            What changed in edition {current.edition}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {current.note}
          </Typography>
        </Box>
      )}

      {guide.previews.length > 0 ? (
        <Box
          data-testid="guide-previews"
          sx={{ mt: 2, display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: { xs: 1, sm: 1.5 }, maxWidth: 560 }}
        >
          {guide.previews.map((src, i) => (
            <Box
              key={src}
              component="img"
              src={src}
              alt={`Page ${i + 1} of ${guide.title}`}
              loading="lazy"
              width={300}
              height={424}
              sx={{
                width: '100%',
                height: 'auto',
                aspectRatio: '210 / 297',
                objectFit: 'cover',
                bgcolor: brand.pageEdge,
                border: `1px solid ${brand.line}`,
                borderRadius: 1,
                display: 'block',
              }}
            />
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          No preview pages: there is no PDF for this guide yet.
        </Typography>
      )}

      {earlier.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <Button size="small" onClick={() => setHistory((h) => !h)} aria-expanded={history}>
            {history ? 'Hide earlier editions' : `Earlier editions (${earlier.length})`}
          </Button>
          <Collapse in={history} unmountOnExit>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
              {earlier.map((e) => (
                <EditionLine key={e.edition} e={e} />
              ))}
            </Box>
          </Collapse>
        </Box>
      )}
    </Card>
  );
}

interface Props {
  compact: boolean;
  onSessionLost: () => void;
  /** Set to a reload of the library, for the dashboard's Refresh button. */
  refreshRef?: PanelRefreshRef;
}

/**
 * The guide library (issue 15): for each of the five guides the PDF buyers download (an
 * uploaded edition or the generated sample), its size, pages and preview pages, sales and
 * downloads, the edition history, and the upload of a new edition.
 */
export function GuideLibrary({ compact, onSessionLost, refreshRef }: Props) {
  const { toast } = useToast();
  const [uploading, setUploading] = useState<GuideLibraryItem | null>(null);
  const { data, error, isLoading, mutate } = useGuideLibrary((e) => {
    if (isSessionLost(e)) onSessionLost();
  });
  const reload = useCallback(() => mutate(), [mutate]);
  usePanelRefresh(refreshRef, reload);

  function uploaded(result: EditionResult) {
    setUploading(null);
    const edition = result.guide.current?.edition ?? 1;
    toast({
      title: `Edition ${edition} of ${result.guide.title} is live`,
      description:
        result.announced > 0
          ? `${groupDigits(result.announced)} past buyer${result.announced === 1 ? '' : 's'} will get an e-mail with their download link.`
          : 'Buyers download the new edition from now on.',
    });
    void mutate((lib) => lib && { ...lib, guides: lib.guides.map((g) => (g.slug === result.guide.slug ? result.guide : g)) }, {
      revalidate: true,
    });
  }

  return (
    <Box component="section" aria-labelledby="guide-library-heading">
      <Box sx={{ mb: 2.5 }}>
        <Typography id="guide-library-heading" variant="h4" component="h2" sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' } }}>
          Guide library
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>
          The PDFs buyers download. Uploading a PDF makes it the guide&apos;s next edition: buyers get it stamped with their details, and
          the preview pages follow. Guides without an upload use the generated sample.
        </Typography>
      </Box>
      {error && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void mutate()}>
              Try again
            </Button>
          }
        >
          Could not load the guide library.
        </Alert>
      ) : isLoading || !data ? (
        <Box role="status" sx={{ py: 6, display: 'flex', justifyContent: 'center' }}>
          <CircularProgress size={28} aria-label="Loading the guide library" />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: { xs: 1.5, md: 2 } }}>
          {data.guides.map((g) => (
            <GuideCard key={g.slug} guide={g} onUpload={() => setUploading(g)} />
          ))}
        </Box>
      )}
      {uploading && data && (
        <EditionDialog
          guide={uploading}
          maxBytes={data.maxBytes}
          fullScreen={compact}
          onClose={() => setUploading(null)}
          onUploaded={uploaded}
          onSessionLost={onSessionLost}
        />
      )}
    </Box>
  );
}
