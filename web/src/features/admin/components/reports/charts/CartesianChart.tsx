import Box from '@mui/material/Box';
import { type PointerEvent, useId, useState } from 'react';
import { inkA } from '../../../../../theme/palette';
import { brand } from '../../../../../theme/theme';
import { areaPath, fitText, labelStride, monotonePath, niceScale, project, runs, textWidth, type ValueAxis } from './geometry';
import { useWidth } from './useWidth';
import { PlotSurface } from './PlotSurface';

export interface ChartSeries {
  id: string;
  label: string;
  data: readonly (number | null)[];
  color: string;
  /** The value as the tooltip shows it (null: no figure for that day). */
  format: (v: number | null) => string;
  /** Lines: fill the area under the line. */
  area?: boolean;
  /** Lines: dashed (the period before). */
  dashed?: boolean;
  /** Lines: a dot on every value, so that a lone value between gaps shows. */
  marks?: boolean;
  /** Lines: draw across missing values instead of breaking the line. */
  connectNulls?: boolean;
  /** Bars: series with the same stack key are piled up. */
  stack?: string;
}

interface Props {
  kind: 'line' | 'bar';
  /** Bars only: the categories down the left side, the bars running right. */
  horizontal?: boolean;
  categories: readonly string[];
  series: readonly ChartSeries[];
  value: ValueAxis;
  /** Room for the value labels on the left (vertical charts). */
  valueWidth?: number;
  /** Room for the category labels on the left (horizontal bars). */
  categoryWidth?: number;
  /** Height of the drawing, without the legend. */
  height: number;
}

const AXIS = brand.placeholder;
const LABEL = { fontSize: 11, fill: brand.muted } as const;
/** Share of a band between two categories left empty, and between two bars of a group. */
const CATEGORY_GAP = 0.2;
const BAR_GAP = 0.1;

function Legend({ kind, series }: { kind: Props['kind']; series: readonly ChartSeries[] }) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        columnGap: 2,
        rowGap: 0.25,
        m: 0,
        mb: 0.75,
        p: 0,
        listStyle: 'none',
      }}
    >
      {series.map((s) => (
        <Box
          component="li"
          key={s.id}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: '0.78rem', color: 'text.secondary', lineHeight: 1.6 }}
        >
          <Marker kind={kind} series={s} />
          {s.label}
        </Box>
      ))}
    </Box>
  );
}

function Marker({ kind, series }: { kind: Props['kind']; series: ChartSeries }) {
  return kind === 'bar' ? (
    <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: series.color, flexShrink: 0 }} />
  ) : (
    <Box
      component="span"
      aria-hidden
      sx={{ width: 14, borderTop: `2px ${series.dashed ? 'dashed' : 'solid'} ${series.color}`, flexShrink: 0 }}
    />
  );
}

/**
 * A line or bar chart of the reports, drawn in SVG: value axis from 0 with round ticks, the
 * categories (days, weeks, guides) along the other axis, a legend, and on hover or touch
 * the figures of one category. Screen readers get the card's description and its table.
 */
export function CartesianChart({
  kind,
  horizontal = false,
  categories,
  series,
  value,
  valueWidth = 44,
  categoryWidth = 120,
  height,
}: Props) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const clipId = `plot-${useId().replace(/[^\w-]/g, '')}`;
  const n = categories.length;
  const vertical = !horizontal;
  const margin = { top: 8, right: horizontal ? 16 : 12, bottom: 22, left: horizontal ? categoryWidth : valueWidth };
  const x0 = margin.left;
  const x1 = Math.max(x0 + 1, width - margin.right);
  const y0 = margin.top;
  const y1 = height - margin.bottom;

  // Stacked bars pile up: the scale must reach the top of each pile.
  const groups = [...new Set(series.map((s) => (kind === 'bar' ? (s.stack ?? s.id) : s.id)))];
  const piles = groups.flatMap((g) => {
    const members = series.filter((s) => (s.stack ?? s.id) === g);
    return categories.map((_c, i) => members.reduce((sum, s) => sum + (s.data[i] ?? 0), 0));
  });
  const all = kind === 'bar' ? piles : series.flatMap((s) => s.data);
  const ticksWanted = vertical ? Math.max(2, Math.floor((y1 - y0) / 45)) : Math.max(2, Math.floor((x1 - x0) / 70));
  const scale = niceScale(all, value, ticksWanted);
  const toPx = vertical ? project(scale, y1, y0) : project(scale, x0, x1);
  const base = toPx(scale.min);

  // The category axis: points for lines, bands for bars.
  const [c0, c1] = vertical ? [x0, x1] : [y0, y1];
  const step = kind === 'line' ? (n > 1 ? (c1 - c0) / (n - 1) : 0) : (c1 - c0) / Math.max(n, 1);
  const center = (i: number) => (kind === 'line' ? (n > 1 ? c0 + i * step : (c0 + c1) / 2) : c0 + (i + 0.5) * step);
  const indexAt = (pos: number) =>
    Math.min(n - 1, Math.max(0, kind === 'line' ? Math.round(step ? (pos - c0) / step : 0) : Math.floor((pos - c0) / step)));

  const onPointer = (e: PointerEvent<SVGSVGElement>) => {
    if (!n) return;
    const box = e.currentTarget.getBoundingClientRect();
    setActive(indexAt(vertical ? e.clientX - box.left : e.clientY - box.top));
  };

  const band = step * (1 - CATEGORY_GAP);
  const barSize = band / (groups.length + (groups.length - 1) * BAR_GAP);
  const bars =
    kind === 'bar'
      ? groups.flatMap((g, gi) => {
          const members = series.filter((s) => (s.stack ?? s.id) === g);
          const piled = categories.map(() => scale.min);
          return members.flatMap((s) =>
            categories.map((_c, i) => {
              const v = s.data[i];
              const from = piled[i];
              if (v === null || v === undefined || v <= 0) return null;
              piled[i] = from + v;
              const at = c0 + i * step + (step - band) / 2 + gi * barSize * (1 + BAR_GAP);
              const [a, b] = [toPx(from), toPx(from + v)];
              const rect = vertical
                ? { x: at, y: Math.min(a, b), width: barSize, height: Math.abs(a - b) }
                : { x: Math.min(a, b), y: at, width: Math.abs(a - b), height: barSize };
              return <rect key={`${s.id}-${i}`} {...rect} fill={s.color} />;
            }),
          );
        })
      : [];

  const stride = vertical ? labelStride(categories, x1 - x0) : 1;
  // A label centred on its tick, moved in where it would run off the drawing.
  const fits = (text: string, x: number) => {
    const half = textWidth(text) / 2;
    return Math.min(Math.max(x, half), width - half);
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <Legend kind={kind} series={series} />
      <Box ref={ref} sx={{ position: 'relative', height }}>
        <PlotSurface height={height} onPointer={onPointer} onLeave={() => setActive(null)}>
          {width > 0 && (
            <>
              {/* Grid and value labels */}
              {scale.ticks.map((t) => {
                const p = toPx(t);
                return vertical ? (
                  <g key={t}>
                    <line x1={x0} x2={x1} y1={p} y2={p} stroke={brand.line} />
                    <line x1={x0 - 4} x2={x0} y1={p} y2={p} stroke={AXIS} />
                    <text x={x0 - 7} y={p + 4} textAnchor="end" {...LABEL}>
                      {value.format(t)}
                    </text>
                  </g>
                ) : (
                  <g key={t}>
                    <line y1={y0} y2={y1} x1={p} x2={p} stroke={brand.line} />
                    <line y1={y1} y2={y1 + 4} x1={p} x2={p} stroke={AXIS} />
                    <text x={fits(value.format(t), p)} y={y1 + 16} textAnchor="middle" {...LABEL}>
                      {value.format(t)}
                    </text>
                  </g>
                );
              })}
              {active !== null &&
                (kind === 'bar' ? (
                  <rect
                    {...(vertical
                      ? { x: c0 + active * step, y: y0, width: step, height: y1 - y0 }
                      : { x: x0, y: c0 + active * step, width: x1 - x0, height: step })}
                    fill={brand.ink}
                    opacity={0.05}
                  />
                ) : (
                  <line x1={center(active)} x2={center(active)} y1={y0} y2={y1} stroke={AXIS} strokeDasharray="3 3" />
                ))}
              <defs>
                {/* A value above a fixed top (a share over 100 %) stops at the edge, with room for the dots. */}
                <clipPath id={clipId}>
                  <rect x={x0 - 5} y={y0 - 5} width={x1 - x0 + 10} height={y1 - y0 + 10} />
                </clipPath>
              </defs>
              <g clipPath={`url(#${clipId})`}>
                {bars}
                {kind === 'line' &&
                  series.map((s) => {
                    const xs = categories.map((_c, i) => center(i));
                    const ys = s.data.map((v) => (v === null || v === undefined ? null : toPx(v)));
                    const parts = runs(xs, ys, !!s.connectNulls);
                    return (
                      <g key={s.id}>
                        {s.area &&
                          parts.map((p, k) => <path key={`a${k}`} d={areaPath(p, base)} fill={s.color} fillOpacity={0.14} stroke="none" />)}
                        {parts.map((p, k) => (
                          <path
                            key={`l${k}`}
                            d={monotonePath(p)}
                            fill="none"
                            stroke={s.color}
                            strokeWidth={2}
                            strokeDasharray={s.dashed ? '5 4' : undefined}
                            strokeLinejoin="round"
                            strokeLinecap="round"
                          />
                        ))}
                        {s.marks &&
                          parts
                            .flat()
                            .map(([x, y]) => (
                              <circle key={`m${x}`} cx={x} cy={y} r={3.5} fill={brand.paper} stroke={s.color} strokeWidth={2} />
                            ))}
                        {active !== null && ys[active] !== null && ys[active] !== undefined && (
                          <circle cx={center(active)} cy={ys[active]} r={4.5} fill={s.color} stroke={brand.paper} strokeWidth={2} />
                        )}
                      </g>
                    );
                  })}
              </g>
              {/* Axes and category labels */}
              <line x1={x0} x2={x0} y1={y0} y2={y1} stroke={AXIS} />
              <line x1={x0} x2={x1} y1={y1} y2={y1} stroke={AXIS} />
              {categories.map((c, i) => {
                if (horizontal)
                  return (
                    <text key={i} x={x0 - 8} y={center(i) + 4} textAnchor="end" {...LABEL}>
                      {fitText(c, x0 - 14)}
                    </text>
                  );
                if ((n - 1 - i) % stride) return null;
                return (
                  <g key={i}>
                    <line x1={center(i)} x2={center(i)} y1={y1} y2={y1 + 4} stroke={AXIS} />
                    <text x={fits(c, center(i))} y={y1 + 16} textAnchor="middle" {...LABEL}>
                      {c}
                    </text>
                  </g>
                );
              })}
            </>
          )}
        </PlotSurface>
        {active !== null && width > 0 && (
          <Tooltip
            kind={kind}
            title={categories[active]}
            series={series}
            index={active}
            place={
              vertical
                ? center(active) < width / 2
                  ? { left: center(active) + 14, top: y0 }
                  : { right: width - center(active) + 14, top: y0 }
                : { right: margin.right, top: Math.min(c0 + (active + 1) * step + 4, y1 - 70) }
            }
          />
        )}
      </Box>
    </Box>
  );
}

function Tooltip({
  kind,
  title,
  series,
  index,
  place,
}: {
  kind: Props['kind'];
  title: string;
  series: readonly ChartSeries[];
  index: number;
  place: { left?: number; right?: number; top: number };
}) {
  return (
    <Box
      sx={{
        position: 'absolute',
        ...place,
        zIndex: 1,
        pointerEvents: 'none',
        bgcolor: 'background.paper',
        border: `1px solid ${brand.line}`,
        borderRadius: 1.5,
        boxShadow: `0 6px 18px ${inkA[12]}`,
        px: 1.25,
        py: 0.75,
        fontSize: '0.78rem',
        whiteSpace: 'nowrap',
      }}
    >
      <Box sx={{ fontWeight: 700, mb: 0.25 }}>{title}</Box>
      {series.map((s) => (
        <Box key={s.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Marker kind={kind} series={s} />
          <Box component="span" sx={{ color: 'text.secondary', mr: 'auto', pr: 1.5 }}>
            {s.label}
          </Box>
          <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {s.format(s.data[index] ?? null)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
