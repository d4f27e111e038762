import type { PointerEvent, ReactNode } from 'react';

/**
 * The drawing of a chart: decorative for assistive technology (each chart card has its
 * description and a table), following the pointer or a touch to pick the point shown.
 */
export function PlotSurface({
  height,
  onPointer,
  onLeave,
  children,
}: {
  height: number;
  onPointer: (e: PointerEvent<SVGSVGElement>) => void;
  /** The mouse left the drawing (a touch keeps its point). */
  onLeave: () => void;
  children: ReactNode;
}) {
  return (
    <svg
      width="100%"
      height={height}
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block', touchAction: 'pan-y', overflow: 'visible' }}
      onPointerMove={onPointer}
      onPointerDown={onPointer}
      onPointerLeave={(e) => e.pointerType === 'mouse' && onLeave()}
    >
      {children}
    </svg>
  );
}
