/** A running throwaway PostgreSQL cluster (scripts/lib/pg-cluster.mjs). */
export interface PgCluster {
  /** postgres://postgres@127.0.0.1:<port>/shop, created at start. */
  url: string;
  /** postgres://postgres@127.0.0.1:<port>/postgres, for CREATE/DROP DATABASE. */
  adminUrl: string;
  port: number;
  dir: string;
  /** CREATE DATABASE "name"; resolves to its URL. */
  createDatabase(name: string): Promise<string>;
  /** DROP DATABASE IF EXISTS "name" WITH (FORCE). */
  dropDatabase(name: string): Promise<void>;
  /** Shuts the server down and removes its folder. */
  stop(): Promise<void>;
}

export function startPgCluster(options?: { dir?: string; port?: number }): Promise<PgCluster>;

/** The folder holding initdb and pg_ctl (installs Debian's postgresql as root when missing). */
export function ensurePgBinaries(): string;
