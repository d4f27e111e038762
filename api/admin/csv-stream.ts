import { HttpStatus, type Logger } from '@nestjs/common';
import type { Response } from 'express';
import { attachmentDisposition } from '../common/content-disposition.js';
import { CSV_BOM, type CsvCell, csvFileName, csvLine } from './csv.js';

/** Resolves once the socket can take more (or is gone). */
function writable(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/**
 * Streams a CSV download batch by batch: the next batch is read only once the socket has
 * taken the last one (backpressure), so memory stays flat whatever the row count. A
 * failure before the first byte is thrown (the filter answers with JSON); after it, the
 * connection is cut so that a truncated file cannot pass for a whole one.
 */
export async function streamCsv(
  res: Response,
  name: string,
  header: readonly string[],
  batches: AsyncGenerator<CsvCell[][]>,
  logger: Logger,
): Promise<void> {
  let next = await batches.next();
  res.status(HttpStatus.OK).set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': attachmentDisposition(csvFileName(name)),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  try {
    res.write(CSV_BOM + csvLine(header));
    while (!next.done) {
      // Asked now, not from write()'s answer: the socket may have drained during the query.
      if (res.writableNeedDrain) await writable(res);
      if (res.destroyed) return;
      res.write(next.value.map(csvLine).join(''));
      next = await batches.next();
    }
    res.end();
  } catch (err) {
    logger.error(`The ${name} export stopped: ${err instanceof Error ? err.message : String(err)}`);
    res.destroy(err instanceof Error ? err : undefined);
  } finally {
    await batches.return(undefined);
  }
}
