import Box from '@mui/material/Box';
import { brand, illustration, inkA } from '../../../theme/palette';

/** Decorative plain weave: warp and weft strips passing over and under each other. */
export function WeaveArt() {
  const n = 8;
  const cell = 52;
  const strip = 40;
  const pad = (cell - strip) / 2;
  const size = n * cell;
  const warp = illustration.warp;
  const weft = [illustration.weft, brand.gold];
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${size} ${size}`}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        maxWidth: { xs: 340, md: 440 },
        mx: 'auto',
        filter: `drop-shadow(0 30px 40px ${inkA[18]})`,
      }}
    >
      <defs>
        <clipPath id="weave-clip">
          <rect width={size} height={size} rx="28" />
        </clipPath>
        <linearGradient id="weave-warp-shade" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor={illustration.shade} stopOpacity="0.28" />
          <stop offset="0.22" stopColor={illustration.highlight} stopOpacity="0.06" />
          <stop offset="0.78" stopColor={illustration.highlight} stopOpacity="0.06" />
          <stop offset="1" stopColor={illustration.shade} stopOpacity="0.28" />
        </linearGradient>
        <linearGradient id="weave-weft-shade" x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor={illustration.shade} stopOpacity="0.16" />
          <stop offset="0.25" stopColor={illustration.highlight} stopOpacity="0.1" />
          <stop offset="0.75" stopColor={illustration.highlight} stopOpacity="0.1" />
          <stop offset="1" stopColor={illustration.shade} stopOpacity="0.16" />
        </linearGradient>
      </defs>
      <g clipPath="url(#weave-clip)">
        <rect width={size} height={size} fill={brand.sand} />
        {/* warp (vertical) underneath everything */}
        {Array.from({ length: n }, (_, i) => (
          <rect key={`warp-${i}`} x={i * cell + pad} y={0} width={strip} height={size} fill={warp[i % 2]} />
        ))}
        {/* weft (horizontal) over the warp, with a soft roll at each crossing */}
        {Array.from({ length: n }, (_, j) =>
          Array.from({ length: n }, (_, i) =>
            (i + j) % 2 === 1 ? (
              <g key={`weft-${i}-${j}`}>
                <rect x={i * cell - 1} y={j * cell + pad} width={cell + 2} height={strip} fill={weft[j % 3 === 0 ? 1 : 0]} />
                <rect x={i * cell - 1} y={j * cell + pad} width={cell + 2} height={strip} fill="url(#weave-weft-shade)" />
              </g>
            ) : null,
          ),
        )}
        {/* warp passing over the weft */}
        {Array.from({ length: n }, (_, j) =>
          Array.from({ length: n }, (_, i) =>
            (i + j) % 2 === 0 ? (
              <g key={`over-${i}-${j}`}>
                <rect x={i * cell + pad} y={j * cell - 1} width={strip} height={cell + 2} fill={warp[i % 2]} />
                <rect x={i * cell + pad} y={j * cell - 1} width={strip} height={cell + 2} fill="url(#weave-warp-shade)" />
              </g>
            ) : null,
          ),
        )}
        <rect
          x="12"
          y="12"
          width={size - 24}
          height={size - 24}
          rx="18"
          fill="none"
          stroke={brand.paper}
          strokeWidth="2"
          strokeDasharray="8 7"
          opacity="0.75"
        />
      </g>
    </Box>
  );
}
