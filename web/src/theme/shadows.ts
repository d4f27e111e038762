import { inkA } from './palette';

/** Shadows used in more than one place. */
export const shadows = {
  /** A small guide cover next to text (purchase lists, order summary). */
  coverThumb: `0 8px 16px -8px ${inkA[50]}`,
} as const;
