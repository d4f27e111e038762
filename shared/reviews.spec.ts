import { combinedRating, defaultDisplayName, ratingStatement } from './reviews.js';

describe('reviews (shared)', () => {
  it('names a reviewer by first name and initial from an e-mail or username', () => {
    expect(defaultDisplayName('ada.lovelace@example.com')).toBe('Ada L.');
    expect(defaultDisplayName('GRACE_hopper')).toBe('Grace H.');
    expect(defaultDisplayName('ada@example.com')).toBe('Ada');
    expect(defaultDisplayName('zoë-ölmez@example.com')).toBe('Zoë Ö.');
    expect(defaultDisplayName('12345@example.com')).toBe('Verified buyer');
  });

  it('adds each published review to the catalogue rating as one more rating', () => {
    const guide = { rating: 4.9, reviewCount: 342 };
    expect(combinedRating(guide, { count: 0, ratingSum: 0 })).toEqual({
      value: 4.9,
      count: 342,
      catalogueValue: 4.9,
      catalogueCount: 342,
      reviewCount: 0,
    });
    // (4.9 × 342 + 1 + 1 + 1) / 345 = 4.866… → 4.9; 58 one-star reviews pull it to 4.3.
    expect(combinedRating(guide, { count: 3, ratingSum: 3 })).toMatchObject({ value: 4.9, count: 345 });
    expect(combinedRating(guide, { count: 58, ratingSum: 58 })).toMatchObject({ value: 4.3, count: 400 });
  });

  it('says plainly where the numbers come from', () => {
    const guide = { rating: 4.8, reviewCount: 267 };
    expect(ratingStatement(combinedRating(guide, { count: 3, ratingSum: 15 }))).toBe(
      '4.8 from 270 ratings: 267 ratings (4.8 average) collected from readers before reviews opened on this shop, plus 3 reviews from verified buyers below.',
    );
    expect(ratingStatement(combinedRating(guide, { count: 1, ratingSum: 5 }))).toContain('plus 1 review from verified buyers below.');
    expect(ratingStatement(combinedRating(guide, { count: 0, ratingSum: 0 }))).toBe(
      '4.8 from 267 ratings, collected from readers before reviews opened on this shop. No written reviews from verified buyers yet.',
    );
  });
});
