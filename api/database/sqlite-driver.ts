import sqlite3 from 'sqlite3';

/**
 * The sqlite3 module for TypeORM, without its verbose mode. TypeORM calls
 * `driver.verbose()`, which wraps every database call in `new Error()` plus a
 * `util.inspect` of its arguments (long stack traces for errors): the largest single cost of
 * a cheap query. Errors keep their message and SQLite code; only the extra
 * "--> in Database#all(...)" trace is gone.
 */
export const sqlite3Driver: typeof sqlite3 = Object.assign(Object.create(sqlite3) as typeof sqlite3, {
  verbose(this: typeof sqlite3) {
    return this;
  },
});
