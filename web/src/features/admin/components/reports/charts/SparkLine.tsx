import Box from '@mui/material/Box';
import { type PointerEvent, useState } from 'react';
import { inkA } from '../../../../../theme/palette';
import { brand } from '../../../../../theme/theme';
import { areaPath, monotonePath, type Point } from './geometry';
import { useWidth } from './useWidth';
import { PlotSurface } from './PlotSurface';

const PAD = { top: 4, bottom: 2, x: 3 };

/** A small trend line with its area; hover or touch shows one value. Decorative: the card states the figures. */
export function SparkLine({
  data,
  color,
  format,
  height,
}: {
  data: readonly (number | null)[];
  color: string;
  format: (v: number | null) => string;
  height: number;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const values = data.map((v) => v ?? 0);
  const n = values.length;
  const lo = Math.min(0, ...values);
  const hi = Math.max(...values, lo);
  const span = hi - lo || 1;
  const step = n > 1 ? (width - 2 * PAD.x) / (n - 1) : 0;
  const bottom = height - PAD.bottom;
  const points: Point[] = values.map((v, i) => [PAD.x + i * step, bottom - ((v - lo) / span) * (bottom - PAD.top)]);

  const onPointer = (e: PointerEvent<SVGSVGElement>) => {
    if (!n) return;
    const x = e.clientX - e.currentTarget.getBoundingClientRect().left;
    setActive(Math.min(n - 1, Math.max(0, Math.round(step ? (x - PAD.x) / step : 0))));
  };
  const at = active === null ? null : points[active];
  return (
    <Box ref={ref} sx={{ position: 'relative', height }}>
      <PlotSurface height={height} onPointer={onPointer} onLeave={() => setActive(null)}>
        {width > 0 && n > 0 && (
          <>
            <path d={areaPath(points, bottom)} fill={color} fillOpacity={0.16} />
            <path d={monotonePath(points)} fill="none" stroke={color} strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
            {at && <circle cx={at[0]} cy={at[1]} r={3.5} fill={color} stroke={brand.paper} strokeWidth={1.5} />}
          </>
        )}
      </PlotSurface>
      {at && active !== null && (
        <Box
          sx={{
            position: 'absolute',
            bottom: height - at[1] + 8,
            ...(at[0] < width / 2 ? { left: Math.max(0, at[0] - 12) } : { right: Math.max(0, width - at[0] - 12) }),
            pointerEvents: 'none',
            bgcolor: 'background.paper',
            border: `1px solid ${brand.line}`,
            borderRadius: 1,
            boxShadow: `0 4px 12px ${inkA[12]}`,
            px: 0.75,
            py: 0.25,
            fontSize: '0.74rem',
            fontWeight: 700,
            whiteSpace: 'nowrap',
            zIndex: 1,
          }}
        >
          {format(data[active] ?? null)}
        </Box>
      )}
    </Box>
  );
}
