/** Where an enquiry stands (issue 15): new until answered; the rest the owner sets. Pure. */
export const ENQUIRY_STATUSES = ['new', 'replied', 'quoted', 'won', 'lost', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_STATUS_LABELS: Readonly<Record<EnquiryStatus, string>> = {
  new: 'New',
  replied: 'Replied',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  closed: 'Closed',
};
