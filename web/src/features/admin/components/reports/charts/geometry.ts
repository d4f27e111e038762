/** Scales and paths of the report charts, in pixels. */
import { fonts } from '../../../../../theme/theme';

export interface ValueAxis {
  /** Lowest value shown; 0 unless said. */
  min?: number;
  /** Highest value shown; from the data (rounded up to a tick) unless said. */
  max?: number;
  /** The smallest step between two ticks (1 for counts, 100 for cents). */
  minStep?: number;
  /** Also the upper end when every value is 0 or missing. */
  emptyMax?: number;
  format: (v: number) => string;
}

export interface Scale {
  min: number;
  max: number;
  ticks: number[];
}

/** A 1, 2 or 5 times a power of ten step (as d3's ticks), the top rounded up to a whole step. */
export function niceScale(values: readonly (number | null)[], axis: ValueAxis, count: number): Scale {
  const min = axis.min ?? 0;
  const seen = values.filter((v): v is number => v !== null && Number.isFinite(v));
  const top = axis.max ?? (seen.some((v) => v > min) ? Math.max(...seen) : (axis.emptyMax ?? min + 1));
  const span = Math.max(top - min, Number.EPSILON);
  const raw = span / Math.max(count, 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const err = raw / power;
  let step = power * (err >= 7.07 ? 10 : err >= 3.16 ? 5 : err >= 1.41 ? 2 : 1);
  if (axis.minStep) step = Math.max(step, axis.minStep);
  const max = axis.max ?? Math.ceil(top / step - 1e-9) * step;
  const ticks: number[] = [];
  // Rounded so that 0.1 + 0.2 steps print as 0.3.
  for (let i = 0; min + i * step <= max + step * 1e-9; i++) ticks.push(Number((min + i * step).toPrecision(12)));
  return { min, max, ticks };
}

/** Maps a value of the scale onto [from, to] pixels. */
export const project = (s: Scale, from: number, to: number) => (v: number) =>
  s.max === s.min ? from : from + ((v - s.min) / (s.max - s.min)) * (to - from);

export type Point = [number, number];

/** Runs of points, split at missing values (or joined across them). */
export function runs(xs: readonly number[], ys: readonly (number | null)[], joinGaps: boolean): Point[][] {
  const out: Point[][] = [[]];
  ys.forEach((y, i) => {
    if (y !== null) out[out.length - 1].push([xs[i], y]);
    else if (!joinGaps && out[out.length - 1].length) out.push([]);
  });
  return out.filter((r) => r.length);
}

const sign = (v: number) => (v < 0 ? -1 : 1);

/**
 * A monotone cubic through the points (Fritsch–Carlson, as d3's curveMonotoneX): it never
 * overshoots, so a day of 0 is never drawn below the axis.
 */
export function monotonePath(points: readonly Point[]): string {
  const n = points.length;
  if (n === 0) return '';
  const f = (v: number) => Math.round(v * 10) / 10;
  if (n === 1) return `M${f(points[0][0])},${f(points[0][1])}`;
  if (n === 2) return `M${f(points[0][0])},${f(points[0][1])}L${f(points[1][0])},${f(points[1][1])}`;
  const t: number[] = new Array<number>(n).fill(0);
  for (let i = 1; i < n - 1; i++) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i];
    const [x2, y2] = points[i + 1];
    const h0 = x1 - x0;
    const h1 = x2 - x1;
    const s0 = h0 ? (y1 - y0) / h0 : 0;
    const s1 = h1 ? (y2 - y1) / h1 : 0;
    const p = (s0 * h1 + s1 * h0) / (h0 + h1);
    t[i] = (sign(s0) + sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(p)) || 0;
  }
  const end = (a: Point, b: Point, tangent: number) => {
    const h = b[0] - a[0];
    return h ? ((3 * (b[1] - a[1])) / h - tangent) / 2 : tangent;
  };
  t[0] = end(points[0], points[1], t[1]);
  t[n - 1] = end(points[n - 2], points[n - 1], t[n - 2]);
  let d = `M${f(points[0][0])},${f(points[0][1])}`;
  for (let i = 0; i < n - 1; i++) {
    const [x0, y0] = points[i];
    const [x1, y1] = points[i + 1];
    const dx = (x1 - x0) / 3;
    d += `C${f(x0 + dx)},${f(y0 + dx * t[i])},${f(x1 - dx)},${f(y1 - dx * t[i + 1])},${f(x1)},${f(y1)}`;
  }
  return d;
}

/** The area under a run, down to `base`. */
export function areaPath(points: readonly Point[], base: number): string {
  if (points.length < 2) return '';
  const first = points[0];
  const last = points[points.length - 1];
  return `${monotonePath(points)}L${last[0]},${base}L${first[0]},${base}Z`;
}

/** Average width of a character of the 11 px axis labels, where no canvas can measure them. */
const CHAR_PX = 6.2;
let canvas: CanvasRenderingContext2D | null | undefined;

/** The width of an 11 px axis label in the shop's body face. */
export function textWidth(text: string): number {
  canvas ??= typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!canvas) return text.length * CHAR_PX;
  canvas.font = `11px ${fonts.body}`;
  return canvas.measureText(text).width;
}

/** Which of the category labels fit along `length` px: every k-th (the caller keeps the newest). */
export function labelStride(labels: readonly string[], length: number): number {
  const widest = Math.max(0, ...labels.map(textWidth));
  const fit = Math.max(1, Math.floor(length / (widest + 14)));
  return Math.max(1, Math.ceil(labels.length / fit));
}

/** Shortens a label to `px` pixels of text, with an ellipsis. */
export function fitText(text: string, px: number): string {
  if (textWidth(text) <= px) return text;
  let end = text.length - 1;
  while (end > 1 && textWidth(`${text.slice(0, end).trimEnd()}…`) > px) end--;
  return `${text.slice(0, end).trimEnd()}…`;
}
