/** The overlines of the guide listing sit a little further from their headings. */
export const overlineSx = { mb: 1.5 } as const;
