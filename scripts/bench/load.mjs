#!/usr/bin/env node
/**
 * The load generator of `npm run bench`, run as its own process so that it can be pinned to
 * another core than the server under test (`taskset -c 1 node scripts/bench/load.mjs`).
 *
 * Reads one JSON job from stdin and writes one line `RESULT {json}` to stdout:
 *   - { mode: 'autocannon', options: {...autocannon options...} }: one autocannon run;
 *     every response's status is counted (statusCodeStats, non2xx, errors, timeouts).
 *   - { mode: 'uploads', baseUrl, origin, clients, filesPerClient, fileBytes }: each client
 *     uploads its files at the same time, as the contact form does (one slot per file from
 *     POST /api/objects/upload, then a PUT of the bytes to the slot's address).
 */
import autocannon from 'autocannon';
import { createRequire } from 'node:module';
import { paddedPdf } from '../../test/fixtures/pdf.mjs';

/**
 * autocannon 9 decodes every response body chunk to a UTF-8 string and keeps it (for
 * expectBody/verifyBody, which the bench does not use). On binary bodies such as the guide
 * PDF that decoding costs ~1.4 ms of CPU per 90 kB response and caps the load generator at
 * ~65 MB/s, well below what nginx serves, so the reference would be measured too low. The
 * bytes are still counted and every status is still checked; only the copy is skipped.
 */
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js');
PipelinedRequestsQueue.prototype.addBody = function discardBody() {};

function readStdin() {
  return new Promise((resolve, reject) => {
    let data = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (c) => (data += c));
    process.stdin.on('end', () => resolve(data));
    process.stdin.on('error', reject);
  });
}

async function runAutocannon(options) {
  const result = await autocannon({ ...options, renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  const pick = (o, keys) => Object.fromEntries(keys.map((k) => [k, o?.[k]]));
  return {
    url: result.url,
    connections: result.connections,
    pipelining: result.pipelining,
    durationS: result.duration,
    start: result.start,
    finish: result.finish,
    requests: pick(result.requests, ['average', 'mean', 'stddev', 'min', 'max', 'total', 'sent', 'p50']),
    throughput: pick(result.throughput, ['average', 'mean', 'stddev', 'min', 'max', 'total', 'p50']),
    latency: pick(result.latency, ['average', 'mean', 'stddev', 'min', 'max', 'p50', 'p75', 'p90', 'p97_5', 'p99', 'p99_9', 'totalCount']),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    resets: result.resets,
    mismatches: result.mismatches,
    statusCodeStats: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, v.count])),
    byClass: { '1xx': result['1xx'], '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
  };
}

/** One upload may take this long (slot + PUT); then it counts as failed. */
const UPLOAD_TIMEOUT_MS = 120_000;

async function uploadOne(baseUrl, origin, bytes, name) {
  const started = performance.now();
  const signal = AbortSignal.timeout(UPLOAD_TIMEOUT_MS);
  const slot = await fetch(new URL('/api/objects/upload', baseUrl), { method: 'POST', headers: { Origin: origin }, signal });
  const slotText = await slot.text();
  if (slot.status !== 200) return { ok: false, step: 'slot', status: slot.status, body: slotText.slice(0, 300), ms: performance.now() - started };
  const { uploadURL } = JSON.parse(slotText);
  const put = await fetch(new URL(uploadURL, baseUrl), {
    method: 'PUT',
    headers: { Origin: origin, 'Content-Type': 'application/pdf', 'X-File-Name': encodeURIComponent(name) },
    body: bytes,
    signal,
  });
  const putText = await put.text();
  const ms = performance.now() - started;
  if (put.status !== 200) return { ok: false, step: 'put', status: put.status, body: putText.slice(0, 300), ms };
  let stored;
  try {
    stored = JSON.parse(putText);
  } catch {
    return { ok: false, step: 'put', status: put.status, body: putText.slice(0, 300), ms };
  }
  const ok = stored.size === bytes.length && stored.type === 'application/pdf';
  return { ok, step: 'put', status: put.status, size: stored.size, type: stored.type, ms, ...(ok ? {} : { body: putText.slice(0, 300) }) };
}

async function runUploads({ baseUrl, origin, clients, filesPerClient, fileBytes }) {
  const bytes = paddedPdf(fileBytes, 'Threadwise bench upload');
  const started = performance.now();
  const perClient = await Promise.all(
    Array.from({ length: clients }, (_, c) =>
      Promise.all(
        Array.from({ length: filesPerClient }, (_, f) =>
          uploadOne(baseUrl, origin, bytes, `bench-client${c + 1}-file${f + 1}.pdf`).catch((err) => ({
            ok: false,
            step: 'network',
            error: String(err?.cause?.message ?? err?.message ?? err),
          })),
        ),
      ),
    ),
  );
  const wallMs = performance.now() - started;
  const all = perClient.flat();
  const ms = all.filter((r) => typeof r.ms === 'number').map((r) => r.ms).sort((a, b) => a - b);
  return {
    clients,
    filesPerClient,
    fileBytes,
    attempted: all.length,
    succeeded: all.filter((r) => r.ok).length,
    failures: all.filter((r) => !r.ok).slice(0, 10),
    wallMs,
    uploadMs: { min: ms[0], p50: ms[Math.floor(ms.length / 2)], max: ms[ms.length - 1] },
    megabytesPerSecond: (all.filter((r) => r.ok).length * fileBytes) / 1e6 / (wallMs / 1000),
  };
}

const job = JSON.parse(await readStdin());
const cpuBefore = process.cpuUsage();
const wallBefore = performance.now();
let result;
if (job.mode === 'autocannon') result = await runAutocannon(job.options);
else if (job.mode === 'uploads') result = await runUploads(job);
else throw new Error(`load.mjs: unknown mode ${job.mode}`);
// How busy the load generator itself was: near 100 % means it, not the server, set the pace.
const cpu = process.cpuUsage(cpuBefore);
result.loadGeneratorCpuPct = ((cpu.user + cpu.system) / 1000 / (performance.now() - wallBefore)) * 100;
process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
