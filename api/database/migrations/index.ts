import type { MigrationInterface } from 'typeorm';
import { Enquiries1732200000000 } from './1732200000000-enquiries.js';

/**
 * Every migration, oldest first. Each capability adds its own file here; the app runs
 * pending ones at start-up, each in its own transaction. Never edit a landed migration.
 */
export const MIGRATIONS: ReadonlyArray<new () => MigrationInterface> = [Enquiries1732200000000];
