import { withoutControlCharacters } from '@shared/display-text';
import type { ErrorBody, ErrorCode } from '@shared/error-codes';

/**
 * The one place that talks HTTP. Every request sends cookies; a body goes as JSON.
 * A non-OK answer throws ApiError whose message is 'status: body text' (spec §8).
 */
export class ApiError extends Error {
  /** The server's `{ message }` when the body is our JSON error shape. */
  readonly serverMessage: string | undefined;
  /** The server's `code` (shared/error-codes.ts) when the body is our JSON error shape. */
  readonly code: ErrorCode | undefined;

  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    // 'status: text' as the spec says; for our JSON errors the text is their message
    // rather than raw JSON, which reads better in a toast.
    const parsed = errorBodyOf(body);
    super(`${status}: ${parsed?.message ?? (body || statusText)}`);
    this.name = 'ApiError';
    this.serverMessage = parsed?.message;
    this.code = parsed?.code;
  }
}

function errorBodyOf(body: string): Partial<ErrorBody> | undefined {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; code?: unknown };
    return {
      message: typeof parsed.message === 'string' ? parsed.message : undefined,
      code: typeof parsed.code === 'string' ? (parsed.code as ErrorCode) : undefined,
    };
  } catch {
    return undefined;
  }
}

/**
 * Every string of a body as the API takes it: text pasted from a PDF or a word processor
 * can carry control characters nobody sees (form feeds, vertical tabs), which the API
 * refuses; they become line breaks or go (shared/display-text.ts).
 */
const cleanStrings = (_key: string, value: unknown): unknown => (typeof value === 'string' ? withoutControlCharacters(value) : value);

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : undefined,
    body: body !== undefined ? JSON.stringify(body, cleanStrings) : undefined,
  });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, text, res.statusText);
  }
  return res;
}

export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}

/** A multipart body (files): the browser sets the Content-Type with its boundary. */
export async function apiFormJson<T>(method: string, url: string, form: FormData): Promise<T> {
  const body = new FormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') body.append(name, withoutControlCharacters(value));
    else body.append(name, value, value.name);
  }
  const res = await fetch(url, { method, credentials: 'include', body });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, text, res.statusText);
  }
  return (await res.json()) as T;
}
