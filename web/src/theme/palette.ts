/**
 * Every colour of the shop. Components use these tokens (or the theme palette they are
 * installed in, `theme.palette.brand` etc.), never colour literals of their own.
 */

/** Brand palette: warm ivory paper, ink text, a deep fabric green as the action colour. */
export const brand = {
  ink: '#1c1917',
  inkSoft: '#44403c',
  muted: '#57534e',
  paper: '#fffdf9',
  ivory: '#f7f3ec',
  sand: '#ece4d6',
  line: '#e4dccd',
  green: '#1f5c46',
  greenDark: '#164735',
  gold: '#f2c14e',
  /** Gold buttons on hover. */
  goldLight: '#f5cf6e',
  danger: '#b42318',
  white: '#ffffff',
  /** The logo tile on the ink footer (a shade lighter than the footer). */
  inkRaised: '#2a2623',
  /** Star ratings: a deep honey that reads on ivory, paper and every accent tint. */
  star: '#D99A1E',
  /** The hero's rating star, on ivory. */
  starDeep: '#b7791f',
  /** Placeholder text in the sandbox card fields. */
  placeholder: '#8a837c',
  /** The edge of the sheet behind a preview page. */
  pageEdge: '#fbf8f2',
  /** The dashed border of the upload drop zone at rest. */
  dropzone: '#cfc4b0',
} as const;

/** Pale backgrounds of notes and badges, each with the text colour that sits on it. */
export const tint = {
  /** 'Save $20 Today!' on the guide price box. */
  savings: '#E4F1E9',
  /** Success notes (e-mail confirmed, purchase linked). */
  success: '#E8F1EC',
  /** The payment-issue badge. */
  danger: '#FDECEA',
  /** Warning notes and the sandbox banner. */
  warning: '#FFF4D6',
  warningText: '#5c4400',
  sandboxBorder: '#C99A06',
  sandboxText: '#4A3A05',
  sandboxIcon: '#8A6A00',
} as const;

/** Ink (#1c1917) at a given opacity, in percent: hairlines, hovers, scrims and shadows. */
export const inkA = {
  3: 'rgba(28,25,23,0.03)',
  4: 'rgba(28,25,23,0.04)',
  4.5: 'rgba(28,25,23,0.045)',
  5: 'rgba(28,25,23,0.05)',
  6: 'rgba(28,25,23,0.06)',
  7: 'rgba(28,25,23,0.07)',
  8: 'rgba(28,25,23,0.08)',
  10: 'rgba(28,25,23,0.1)',
  11: 'rgba(28,25,23,0.11)',
  12: 'rgba(28,25,23,0.12)',
  14: 'rgba(28,25,23,0.14)',
  15: 'rgba(28,25,23,0.15)',
  16: 'rgba(28,25,23,0.16)',
  18: 'rgba(28,25,23,0.18)',
  25: 'rgba(28,25,23,0.25)',
  28: 'rgba(28,25,23,0.28)',
  30: 'rgba(28,25,23,0.3)',
  35: 'rgba(28,25,23,0.35)',
  38: 'rgba(28,25,23,0.38)',
  40: 'rgba(28,25,23,0.4)',
  45: 'rgba(28,25,23,0.45)',
  50: 'rgba(28,25,23,0.5)',
  55: 'rgba(28,25,23,0.55)',
  60: 'rgba(28,25,23,0.6)',
  70: 'rgba(28,25,23,0.7)',
  72: 'rgba(28,25,23,0.72)',
  86: 'rgba(28,25,23,0.86)',
} as const;

/** Paper (#fffdf9) at a given opacity: text, rules and fills on ink or green. */
export const paperA = {
  6: 'rgba(255,253,249,0.06)',
  8: 'rgba(255,253,249,0.08)',
  14: 'rgba(255,253,249,0.14)',
  22: 'rgba(255,253,249,0.22)',
  30: 'rgba(255,253,249,0.3)',
  45: 'rgba(255,253,249,0.45)',
  60: 'rgba(255,253,249,0.6)',
  72: 'rgba(255,253,249,0.72)',
  74: 'rgba(255,253,249,0.74)',
  80: 'rgba(255,253,249,0.8)',
  86: 'rgba(255,253,249,0.86)',
} as const;

/** White at a given opacity: highlights and text on ink. */
export const whiteA = {
  3: 'rgba(255,255,255,0.03)',
  3.5: 'rgba(255,255,255,0.035)',
  6: 'rgba(255,255,255,0.06)',
  13: 'rgba(255,255,255,0.13)',
  18: 'rgba(255,255,255,0.18)',
  45: 'rgba(255,255,255,0.45)',
  72: 'rgba(255,255,255,0.72)',
  75: 'rgba(255,255,255,0.75)',
  78: 'rgba(255,255,255,0.78)',
} as const;

/** The brand accents at a given opacity. */
export const accentA = {
  gold16: 'rgba(242,193,78,0.16)',
  gold75: 'rgba(242,193,78,0.75)',
  green3: 'rgba(31,92,70,0.03)',
  green6: 'rgba(31,92,70,0.06)',
  /** The sticky bars over ivory (translucent, blurred behind). */
  ivory88: 'rgba(247,243,236,0.88)',
  ivory90: 'rgba(247,243,236,0.9)',
  /** Sand fading out (the login page's glow). */
  sand0: 'rgba(236,228,214,0)',
  /** Black shadow under a cover on ink. */
  black70: 'rgba(0,0,0,0.7)',
} as const;

/** A status pill's pale background and the text colour that sits on it. */
export interface StatusTone {
  bg: string;
  fg: string;
}

/** The admin area's own colours: status pills, enquiry kinds, unread messages. */
export const admin = {
  /** Status pills (orders, subscribers, enquiries, discount codes), by meaning. */
  status: {
    /** Paid, confirmed, won, active. */
    good: { bg: '#e2f1e9', fg: '#17573f' },
    /** Refunded, replied. */
    info: { bg: '#e7edf4', fg: '#2c4d6e' },
    /** Disputed, lost. */
    bad: { bg: '#fde7e4', fg: '#a0231a' },
    /** Pending, new, paused. */
    waiting: { bg: '#fcf1d3', fg: '#7a5200' },
    failed: { bg: '#efebe7', fg: '#6b3b2a' },
    /** Unsubscribed, closed. */
    ended: { bg: '#efebe7', fg: '#57534e' },
    quoted: { bg: '#efe7f4', fg: '#5b2c6e' },
    /** Any status without a tone of its own. */
    other: { bg: '#efebe7', fg: '#44403c' },
  } satisfies Record<string, StatusTone>,
  /** The dot of each enquiry kind (beside the sender, on the filter chips and in the charts). */
  kind: {
    contact: '#1f5c46',
    techPack: '#2f5f8f',
    production: '#b5561c',
    brandBuilding: '#8a3a6b',
    /** A message of a kind the admin does not know. */
    other: '#78716c',
  },
  /** Unread messages: a warm tint beside the gold edge. */
  unread: '#fdf7e7',
  /** The form details box inside an unread message. */
  unreadInset: '#fffdf6',
} as const;

/** The colours of the decorative drawings (the about page's weave, the home page's swatch book). */
export const illustration = {
  warp: ['#2b2623', '#3a3430'],
  weft: '#ead9b4',
  /** Gradient stops that darken and lighten a strip (used with stop opacity). */
  shade: '#000',
  highlight: '#fff',
  /** Mask colour: only its alpha counts. */
  mask: '#000',
  swatchTwill: 'rgba(28,25,23,0.11)',
  swatchJersey: 'rgba(58,46,30,0.22)',
  swatchPlain: 'rgba(255,255,255,0.13)',
  swatchHerringbone: 'rgba(59,20,34,0.16)',
  swatchRib: 'rgba(0,0,0,0.14)',
  ringOuter: '#8a8178',
  ringInner: '#d6cfc4',
} as const;

export type Brand = typeof brand;
