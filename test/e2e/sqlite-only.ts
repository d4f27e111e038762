/** Only jest specs import this (test/helpers is also type-checked for the browser tests, without jest). */
import { onPostgres } from '../helpers/pg.js';

/** `it`, skipped on PostgreSQL (`npm run test:pg`): for tests about the SQLite file itself (say why at the call). */
export const itSqlite: jest.It = onPostgres ? it.skip : it;
export const describeSqlite: jest.Describe = onPostgres ? describe.skip : describe;
