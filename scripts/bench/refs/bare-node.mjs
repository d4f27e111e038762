#!/usr/bin/env node
/**
 * Reference for GET /api/health: a bare node:http server on 127.0.0.1 answering every
 * request with the same JSON body as the shop's health check (no framework, no database).
 *
 *   BENCH_PORT=<port> BENCH_BODY='<json>' node scripts/bench/refs/bare-node.mjs
 *
 * Prints `listening <port>` once ready; exits on SIGTERM/SIGINT.
 */
import { createServer } from 'node:http';

const port = Number(process.env.BENCH_PORT);
const body = Buffer.from(process.env.BENCH_BODY ?? '{"status":"ok"}', 'utf8');
if (!Number.isInteger(port) || port <= 0) {
  console.error('bare-node: BENCH_PORT must be a port number');
  process.exit(2);
}

const server = createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
});
server.listen(port, '127.0.0.1', () => process.stdout.write(`listening ${port}\n`));
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 1000).unref();
  });
}
