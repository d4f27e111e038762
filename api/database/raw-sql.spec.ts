import type { DataSource } from 'typeorm';
import { positional } from './raw-sql.js';

const ds = (type: string) => ({ options: { type } }) as unknown as DataSource;

describe('positional', () => {
  it('numbers the placeholders for PostgreSQL', () => {
    expect(positional(ds('postgres'), 'SELECT 1 FROM "t" WHERE "a" = ? AND "b" IN (?, ?)')).toBe(
      'SELECT 1 FROM "t" WHERE "a" = $1 AND "b" IN ($2, $3)',
    );
  });

  it('leaves SQLite statements as they are', () => {
    expect(positional(ds('sqlite'), 'SELECT ? AS "x"')).toBe('SELECT ? AS "x"');
  });
});
