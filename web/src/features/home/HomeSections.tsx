/** The home page below the hero (HomePage.tsx loads it as its own chunk). */
import Box from '@mui/material/Box';
import { ClosingCta } from './sections/ClosingCta';
import { Education } from './sections/Education';
import { Logos } from './sections/Logos';
import { Services } from './sections/Services';
import { Why } from './sections/Why';

/**
 * Each section is laid out and painted only when it nears the viewport
 * (content-visibility: auto; the browser keeps its last size once shown): the long home
 * page costs the phone far less style and layout work while it starts.
 */
const offscreenSx = { contentVisibility: 'auto', containIntrinsicSize: 'auto 900px' } as const;

export function HomeSections() {
  return (
    // The marker HomePage's lazyWhenNear watches for in the pre-rendered page.
    <div data-defer="home-sections">
      {[Education, Why, Services, Logos, ClosingCta].map((Section, i) => (
        <Box key={i} sx={offscreenSx}>
          <Section />
        </Box>
      ))}
    </div>
  );
}
