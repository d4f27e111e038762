import type { MigrationInterface } from 'typeorm';

/**
 * Every migration, oldest first. Each capability adds its own file here; the app runs
 * pending ones at start-up, each in its own transaction. Never edit a landed migration.
 */
export const MIGRATIONS: ReadonlyArray<new () => MigrationInterface> = [];
