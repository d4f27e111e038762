import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { LEGAL_DOC_INFO, LEGAL_DOCS, type LegalDocId, legalArticleHtml, legalSlot } from '@shared/legal';
import { usePageMeta } from '../../lib/usePageMeta';
import { brand } from '../../theme/palette';
import { useLegalDoc } from './api/legal';

const ssr = typeof document === 'undefined';

/** The document of a legal page's path (the four routes of shared/routes.ts). */
function docAt(pathname: string): LegalDocId {
  const clean = pathname.replace(/\/+$/, '');
  return LEGAL_DOCS.find((d) => LEGAL_DOC_INFO[d].path === clean) ?? 'terms';
}

/**
 * The text the server put into the pre-rendered page (api/legal fills the slot on every
 * request with the owner's current file), read once when the page hydrates. Null after a
 * client-side navigation: the text then comes from GET /api/legal/:doc.
 */
function servedText(doc: LegalDocId): string | null {
  if (ssr) return null;
  const article = document.querySelector(`[data-legal-doc="${doc}"]`);
  return article?.querySelector('.legal-updated') ? article.innerHTML : null;
}

const articleSx = {
  color: brand.inkSoft,
  fontSize: { xs: '1rem', md: '1.05rem' },
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& .legal-updated': { m: 0, mb: 4, fontSize: '0.9rem', color: brand.muted },
  '& .legal-updated span': { whiteSpace: 'nowrap' },
  '& h1, & h2': { fontFamily: 'inherit', color: brand.ink, fontSize: { xs: '1.3rem', md: '1.45rem' }, fontWeight: 700, mt: 5, mb: 1.5 },
  '& h3, & h4': { color: brand.ink, fontSize: '1.1rem', fontWeight: 700, mt: 3.5, mb: 1 },
  '& p': { mt: 0, mb: 2 },
  '& ul, & ol': { mt: 0, mb: 2, pl: 3 },
  '& li': { mb: 0.75 },
  '& strong': { color: brand.ink },
  '& a': { color: brand.green, fontWeight: 600, textUnderlineOffset: '3px' },
  '& hr': { border: 0, borderTop: `1px solid ${brand.line}`, my: 4 },
  '& blockquote': { m: 0, mb: 2, pl: 2, borderLeft: `3px solid ${brand.gold}` },
  '& table': { borderCollapse: 'collapse', mb: 2, display: 'block', overflowX: 'auto' },
  '& th, & td': { border: `1px solid ${brand.line}`, p: 1, textAlign: 'left' },
  '& > :first-of-type + h2': { mt: 0 },
} as const;

/** /terms, /privacy, /refund-policy and /imprint: the owner's text (storage/legal/*.md), rendered by the server. */
export function LegalPage() {
  const { pathname } = useLocation();
  const doc = docAt(pathname);
  const info = LEGAL_DOC_INFO[doc];
  usePageMeta(info.title, info.description);
  const [served] = useState(() => servedText(doc));
  const fetched = useLegalDoc(ssr || served !== null ? null : doc);
  // Pre-rendering leaves the slot the server fills; hydration keeps what the server filled in.
  const html = ssr ? legalSlot(doc) : (served ?? (fetched.data ? legalArticleHtml(fetched.data) : null));

  return (
    <>
      <Box component="header" sx={{ bgcolor: brand.ivory, borderBottom: '1px solid', borderColor: 'divider' }}>
        <Container maxWidth="md" sx={{ py: { xs: 4.5, md: 7 } }}>
          <Typography component="p" variant="overline" sx={{ display: 'block', color: brand.green, mb: 1 }}>
            Legal
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '2.1rem', sm: '2.5rem', md: '3rem' } }}>
            {info.title}
          </Typography>
          <Box component="nav" aria-label="Legal pages" sx={{ mt: 2.5 }}>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 1 }}>
              {LEGAL_DOCS.filter((d) => d !== doc).map((d) => (
                <li key={d}>
                  <Link component={RouterLink} to={LEGAL_DOC_INFO[d].path} sx={{ fontSize: '0.95rem', color: 'text.secondary' }}>
                    {LEGAL_DOC_INFO[d].title}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 }, pb: { xs: 8, md: 12 } }}>
        {html !== null ? (
          <Box component="article" data-legal-doc={doc} aria-label={info.title} sx={articleSx} dangerouslySetInnerHTML={{ __html: html }} />
        ) : fetched.error ? (
          <Alert
            severity="error"
            data-testid="legal-error"
            action={
              <Button color="inherit" size="small" onClick={() => void fetched.mutate()}>
                Try again
              </Button>
            }
          >
            The {info.title} could not be loaded. Please check your connection and try again.
          </Alert>
        ) : (
          <Box sx={{ minHeight: 240, display: 'grid', placeItems: 'center' }}>
            <CircularProgress size={32} color="secondary" aria-label={`Loading the ${info.title}`} />
          </Box>
        )}
      </Container>
    </>
  );
}

export { LegalPage as Component };
