import Box from '@mui/material/Box';
import type { GuideSlug } from '@shared/catalogue';
import { ACCENTS, guideLabel } from '@shared/guide-index';
import { brand, illustration, inkA } from '../../../theme/palette';
import { fonts } from '../../../theme/theme';

/** A zig-zag (pinked) right edge, like a swatch cut with pinking shears. */
function swatchPath(w: number, h: number, r = 12, tooth = 9, step = 12): string {
  let d = `M${r},0 H${w - tooth}`;
  for (let y = 0; y < h; y += step) d += ` L${w},${y + step / 2} L${w - tooth},${y + step}`;
  d += ` H${r} Q0,${h} 0,${h - r} V${r} Q0,0 ${r},0 Z`;
  return d;
}

const SWATCH_W = 330;
const SWATCH_H = 168;
const SWATCH_D = swatchPath(SWATCH_W, SWATCH_H);
const FAN: { slug: GuideSlug; angle: number; pattern: string }[] = [
  { slug: 'fabric-204-synthetic', angle: 62, pattern: 'rib' },
  { slug: 'fabric-203-animal-based', angle: 46, pattern: 'herringbone' },
  { slug: 'fabric-202-plant-based', angle: 30, pattern: 'plain' },
  { slug: 'fabric-201-cotton', angle: 14, pattern: 'jersey' },
  { slug: 'fabric-101', angle: -2, pattern: 'twill' },
];

/** Decorative hero art: the five guides as a fanned swatch book, with a spec hang tag. */
export function SwatchFan() {
  return (
    <Box sx={{ position: 'relative', width: '100%', maxWidth: 540, mx: 'auto' }}>
      <Box
        component="svg"
        viewBox="0 0 540 500"
        width={540}
        height={500}
        aria-hidden="true"
        focusable="false"
        sx={{ display: 'block', width: '100%', height: 'auto', overflow: 'visible' }}
      >
        <defs>
          <pattern id="sw-twill" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(-40)">
            <rect width="9" height="3.2" fill={illustration.swatchTwill} />
          </pattern>
          <pattern id="sw-jersey" width="12" height="10" patternUnits="userSpaceOnUse">
            <path d="M0 1 L6 8 L12 1" fill="none" stroke={illustration.swatchJersey} strokeWidth="1.6" />
          </pattern>
          <pattern id="sw-plain" width="8" height="8" patternUnits="userSpaceOnUse">
            <rect width="4" height="4" fill={illustration.swatchPlain} />
            <rect x="4" y="4" width="4" height="4" fill={illustration.swatchPlain} />
          </pattern>
          <pattern id="sw-herringbone" width="16" height="12" patternUnits="userSpaceOnUse">
            <path d="M0 12 L8 0 M8 0 L16 12" fill="none" stroke={illustration.swatchHerringbone} strokeWidth="3" />
          </pattern>
          <pattern id="sw-rib" width="7" height="10" patternUnits="userSpaceOnUse">
            <rect width="3" height="10" fill={illustration.swatchRib} />
          </pattern>
          <filter id="sw-shadow" x="-20%" y="-20%" width="140%" height="150%">
            <feDropShadow dx="0" dy="10" stdDeviation="10" floodColor={brand.ink} floodOpacity="0.16" />
          </filter>
        </defs>

        {/* measuring tape */}
        <g transform="translate(24 430) rotate(-6)">
          <rect width="500" height="34" rx="4" fill={brand.gold} />
          {Array.from({ length: 50 }, (_, i) => (
            <rect key={i} x={8 + i * 10} y="0" width="1.4" height={i % 5 === 0 ? 14 : 8} fill={inkA[55]} />
          ))}
          {Array.from({ length: 10 }, (_, i) => (
            <text key={i} x={8 + i * 50 + 3} y="27" fontSize="9" fontWeight="700" fill={inkA[70]} fontFamily={fonts.body}>
              {i * 5}
            </text>
          ))}
        </g>

        {/* swatch book */}
        <g transform="translate(120 78)">
          {FAN.map(({ slug, angle, pattern }) => {
            const accent = ACCENTS[slug];
            const { number } = guideLabel(slug);
            return (
              <g key={slug} transform={`rotate(${angle}) translate(-26 -26)`} filter="url(#sw-shadow)">
                <path d={SWATCH_D} fill={accent.main} stroke={inkA[14]} />
                <path d={SWATCH_D} fill={`url(#sw-${pattern})`} />
                <circle cx="26" cy="26" r="11" fill={brand.ivory} stroke={inkA[18]} />
                <text
                  x={SWATCH_W - 34}
                  y={SWATCH_H - 20}
                  textAnchor="end"
                  fontSize="13"
                  fontWeight="800"
                  letterSpacing="2.4"
                  fill={accent.contrastText}
                  fontFamily={fonts.body}
                >
                  FABRIC {number}
                </text>
              </g>
            );
          })}
          {/* binder ring */}
          <circle r="15" fill="none" stroke={illustration.ringOuter} strokeWidth="6" />
          <circle r="15" fill="none" stroke={illustration.ringInner} strokeWidth="2" />
        </g>

        {/* hang tag */}
        <g transform="translate(318 262) rotate(7)" filter="url(#sw-shadow)">
          <path d="M18 0 H170 a10 10 0 0 1 10 10 V132 a10 10 0 0 1 -10 10 H18 L0 120 V22 Z" fill={brand.paper} stroke={inkA[18]} />
          <circle cx="22" cy="71" r="5.5" fill={brand.ivory} stroke={inkA[30]} />
          <path
            d="M22 71 c-16 -4 -26 -20 -17 -33 c7 -10 21 -7 22 4 c1 9 -6 16 -14 18"
            fill="none"
            stroke={brand.inkSoft}
            strokeWidth="1.4"
            strokeLinecap="round"
          />
          <text x="42" y="30" fontSize="9.5" fontWeight="800" letterSpacing="2" fill={brand.green} fontFamily={fonts.body}>
            SPEC SHEET
          </text>
          <text x="42" y="56" fontSize="17" fontWeight="600" fill={brand.ink} fontFamily={fonts.heading}>
            Single jersey
          </text>
          <text x="42" y="80" fontSize="11" fill={brand.muted} fontFamily={fonts.body}>
            100% combed cotton
          </text>
          <text x="42" y="98" fontSize="11" fill={brand.muted} fontFamily={fonts.body}>
            180 GSM · compacted
          </text>
          <text x="42" y="116" fontSize="11" fill={brand.muted} fontFamily={fonts.body}>
            Shrinkage ≤ 5% · ISO 6330
          </text>
        </g>
      </Box>
    </Box>
  );
}
