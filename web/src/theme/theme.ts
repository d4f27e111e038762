import { createTheme } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { fallbackFaces } from './font-fallbacks';
import { accentA, brand, illustration, inkA, paperA, tint, whiteA } from './palette';

export { brand } from './palette';

declare module '@mui/material/styles' {
  interface Palette {
    brand: typeof brand;
    tint: typeof tint;
    inkA: typeof inkA;
    paperA: typeof paperA;
    whiteA: typeof whiteA;
    accentA: typeof accentA;
    illustration: typeof illustration;
  }
  interface PaletteOptions {
    brand?: typeof brand;
    tint?: typeof tint;
    inkA?: typeof inkA;
    paperA?: typeof paperA;
    whiteA?: typeof whiteA;
    accentA?: typeof accentA;
    illustration?: typeof illustration;
  }
  interface TypographyVariants {
    display: CSSProperties;
  }
  interface TypographyVariantsOptions {
    display?: CSSProperties;
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    display: true;
  }
}

/** A web font, its sized local fallbacks (font-fallbacks.css), then the plain system fonts. */
const stack = (family: keyof typeof fallbackFaces, system: string) =>
  `${[family, ...fallbackFaces[family]].map((f) => `"${f}"`).join(', ')}, ${system}`;

/**
 * The two self-hosted faces (fonts.css): Fraunces for headings and display text, Inter for the
 * rest. Until they arrive, text is set in a local font sized like them: the first one of those
 * the device has.
 */
export const fonts = {
  heading: stack('Fraunces Variable', 'Georgia, "Times New Roman", serif'),
  body: stack('Inter Variable', 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif'),
} as const;
const headingFont = fonts.heading;
const bodyFont = fonts.body;

const FOCUS_TARGETS = [
  'a:focus-visible',
  'button:focus-visible',
  'input:focus-visible',
  'select:focus-visible',
  'textarea:focus-visible',
  'summary:focus-visible',
  // Not a programmatic focus target (a dialog's box when it opens, the skip link's target).
  '[tabindex]:not([tabindex="-1"]):focus-visible',
  '.Mui-focusVisible',
  // MUI's checkbox, radio and switch hide their input: the ring goes on the visible control.
  '.MuiButtonBase-root:has(> input:focus-visible)',
  '.MuiInputBase-root:has(> input:focus-visible, > textarea:focus-visible, > select:focus-visible)',
].join(', ');

/** MUI's filled CheckBox icon in the shop's green, drawn under an unhydrated checkbox's outline. */
const CHECKED_BOX = `center / 100% no-repeat url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path fill='${brand.green}' d='M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z'/></svg>`,
)}")`;

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: brand.ink, contrastText: brand.white },
    secondary: { main: brand.green, dark: brand.greenDark, contrastText: brand.white },
    error: { main: brand.danger },
    // Success is the shop's green, never a guide's accent (the thank-you badge).
    success: { main: brand.green, dark: brand.greenDark, contrastText: brand.white },
    background: { default: brand.ivory, paper: brand.paper },
    text: { primary: brand.ink, secondary: brand.muted },
    divider: brand.line,
    brand,
    tint,
    inkA,
    paperA,
    whiteA,
    accentA,
    illustration,
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: bodyFont,
    h1: { fontFamily: headingFont, fontWeight: 600, fontSize: 'clamp(2.3rem, 5vw, 3.75rem)', lineHeight: 1.08, letterSpacing: '-0.02em' },
    h2: {
      fontFamily: headingFont,
      fontWeight: 600,
      fontSize: 'clamp(1.85rem, 3.6vw, 2.75rem)',
      lineHeight: 1.15,
      letterSpacing: '-0.015em',
    },
    h3: { fontFamily: headingFont, fontWeight: 600, fontSize: 'clamp(1.45rem, 2.6vw, 2rem)', lineHeight: 1.2 },
    h4: { fontFamily: headingFont, fontWeight: 600, fontSize: '1.5rem', lineHeight: 1.25 },
    h5: { fontWeight: 700, fontSize: '1.2rem', lineHeight: 1.3 },
    h6: { fontWeight: 700, fontSize: '1.05rem', lineHeight: 1.35 },
    /**
     * The heading face for display text that is not a heading (numbers, prices, quotes,
     * taglines, the wordmark): `sx={{ typography: 'display' }}`; size and weight stay with
     * the element, so it composes with any body variant.
     */
    display: { fontFamily: headingFont },
    subtitle1: { fontSize: '1.075rem', lineHeight: 1.6 },
    body1: { fontSize: '1rem', lineHeight: 1.65 },
    body2: { fontSize: '0.9rem', lineHeight: 1.6 },
    overline: { fontWeight: 700, letterSpacing: '0.14em', fontSize: '0.72rem' },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
  },
  components: {
    // Subtitles are text under a heading, not headings (MUI maps subtitle1/2 to <h6>,
    // which breaks the heading order).
    MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p', display: 'span' } } },
    // Spinners turn without their growing and shrinking arc: the arc's stroke animation is
    // painted on the main thread every frame (a spinner pre-rendered on a guide page or the
    // checkout kept the main thread painting through the whole load), the turn alone runs
    // on the compositor.
    MuiCircularProgress: { defaultProps: { disableShrink: true } },
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollBehavior: 'smooth' },
        // A focused or invalid field scrolled into view stays clear of the sticky top bar
        // (64 px, 76 px from md; TopBar.tsx) with room for its label. A margin on the fields,
        // not scroll-padding on the page, so in-page links (/v1's guides) still land at the top.
        'input, textarea, select': { scrollMarginTop: 104, '@media (min-width: 900px)': { scrollMarginTop: 120 } },
        body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
        // MUI draws a radio or a checkbox from React's state: before hydration (or without
        // JavaScript) a click checks the input but the drawing stays empty. These draw the
        // checked state from the input itself; once hydrated React's drawing agrees with it.
        '.MuiRadio-root:has(> input:checked)': { color: brand.green },
        '.MuiRadio-root:has(> input:checked) > span > svg:last-child': { transform: 'scale(1)' },
        '.MuiCheckbox-colorSecondary:not(.Mui-checked):has(> input:checked)': { color: brand.green },
        '.MuiCheckbox-colorSecondary:not(.Mui-checked):has(> input:checked) > svg': { background: CHECKED_BOX },
        // One focus ring for every control: links, buttons, native fields, MUI's checkboxes and
        // radios (their input is invisible: the ring goes on the control) and text fields (on the box).
        [FOCUS_TARGETS]: { outline: `3px solid ${brand.gold}`, outlineOffset: 2 },
        '.MuiInputBase-input:focus-visible': { outline: 'none' },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 999, paddingInline: 22, minHeight: 44 },
        sizeLarge: { paddingInline: 28, minHeight: 52, fontSize: '1.02rem' },
        sizeSmall: { minHeight: 34, paddingInline: 14 },
        outlined: { borderWidth: 1.5, '&:hover': { borderWidth: 1.5 } },
      },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: `1px solid ${brand.line}`, borderRadius: 16, backgroundColor: brand.paper } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600, borderRadius: 999 } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiOutlinedInput: { styleOverrides: { root: { backgroundColor: brand.white, borderRadius: 10 } } },
    MuiLink: { defaultProps: { underline: 'hover' }, styleOverrides: { root: { fontWeight: 600 } } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiContainer: { defaultProps: { maxWidth: 'lg' } },
  },
});
