#!/usr/bin/env node
/**
 * A throwaway PostgreSQL for local use (scripts/lib/pg-cluster.mjs does the work):
 *   node scripts/pg-cluster.mjs [--port N] [--dir D]          prints the URL, runs until Ctrl-C
 *   node scripts/pg-cluster.mjs [--port N] -- <command...>    runs the command with DATABASE_URL
 *                                                            set, then stops (exit code passed on)
 */
import { spawn } from 'node:child_process';
import { startPgCluster } from './lib/pg-cluster.mjs';

const argv = process.argv.slice(2);
const sep = argv.indexOf('--');
const own = sep === -1 ? argv : argv.slice(0, sep);
const command = sep === -1 ? [] : argv.slice(sep + 1);
const opt = (name) => {
  const i = own.indexOf(name);
  return i === -1 ? undefined : own[i + 1];
};

const cluster = await startPgCluster({ dir: opt('--dir'), port: opt('--port') ? Number(opt('--port')) : undefined });
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));

if (command.length === 0) {
  console.log(JSON.stringify({ url: cluster.url, adminUrl: cluster.adminUrl, dir: cluster.dir }));
  console.log('[pg-cluster] running; Ctrl-C stops it and removes the folder');
  setInterval(() => {}, 1 << 30);
} else {
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: cluster.url },
  });
  child.on('exit', (code, signal) => void stop(code ?? (signal ? 1 : 0)));
}
