import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

interface Props {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** 'messages', 'orders'... (a plural in -s): for the end-of-list line. */
  noun: string;
  shown: number;
}

/**
 * The end of a paged list: the next page loads when this comes near the screen (infinite
 * scroll), or with the button (keyboard, no IntersectionObserver).
 */
export function LoadMore({ hasMore, loading, onLoadMore, noun, shown }: Props) {
  const sentinel = useRef<HTMLDivElement | null>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore]);

  if (!hasMore) {
    return shown > 0 ? (
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 2.5 }}>
        {shown === 1 ? `1 ${noun.slice(0, -1)} shown` : `All ${shown} ${noun} shown`}
      </Typography>
    ) : null;
  }
  return (
    <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 2.5 }}>
      <Button variant="outlined" size="small" onClick={onLoadMore} disabled={loading}>
        {loading ? 'Loading more...' : `Load more ${noun}`}
      </Button>
    </Box>
  );
}
