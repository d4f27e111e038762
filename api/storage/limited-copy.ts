import type { Readable, Writable } from 'node:stream';
import { ObjectBodyAbortedError, ObjectRefusedError, ObjectTooLargeError, type PutOptions } from './object-store.js';

/**
 * Copies `body` into `sink`, counting bytes as they arrive: past maxBytes (or when accept
 * says no) it stops reading at once. The body is paused and left undrained, never
 * destroyed, so an HTTP request can still get its answer (413/429); the sink is destroyed.
 * Resolves with the size once the sink has everything (after `end()`).
 */
export function limitedCopy(body: Readable, sink: Writable, options: Pick<PutOptions, 'maxBytes' | 'accept'>): Promise<number> {
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
  return new Promise<number>((resolve, reject) => {
    let size = 0;
    let settled = false;
    const detach = () => {
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onError);
      body.off('close', onClose);
    };
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      detach();
      body.pause();
      sink.destroy();
      reject(err);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return fail(new ObjectTooLargeError(maxBytes));
      if (options.accept && !options.accept(chunk.length)) return fail(new ObjectRefusedError());
      if (!sink.write(chunk)) {
        body.pause();
        sink.once('drain', () => {
          if (!settled) body.resume();
        });
      }
    };
    const onEnd = () => {
      if (settled) return;
      settled = true;
      detach();
      sink.end(() => resolve(size));
    };
    const onError = (err: Error) => fail(new ObjectBodyAbortedError(err));
    // 'close' before 'end': the client went away mid-body.
    const onClose = () => fail(new ObjectBodyAbortedError());
    sink.once('error', (err) => fail(err));
    // A body that failed or ended badly before it got here.
    if (body.errored) return fail(new ObjectBodyAbortedError(body.errored));
    if (body.destroyed) return fail(new ObjectBodyAbortedError());
    body.on('data', onData);
    body.once('end', onEnd);
    body.once('error', onError);
    body.once('close', onClose);
  });
}
