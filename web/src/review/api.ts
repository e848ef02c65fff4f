/**
 * The review's requests (docs/review.md, "HTTP API"): JSON in, the server's error body turned into an error
 * with its code, and a review polled while its analysis is being computed.
 */
import type { ApiErrorBody, DealReview } from '../../../engine/protocol.js';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function api<T>(url: string, init: RequestInit = {}): Promise<T> {
  const r = await fetch(url, { ...init, headers: { accept: 'application/json', ...(init.headers ?? {}) } });
  const body = (await r.json().catch(() => null)) as T | ApiErrorBody | null;
  if (!r.ok || body === null || (typeof body === 'object' && 'error' in (body as object))) {
    const e = (body as ApiErrorBody | null)?.error;
    throw new ApiError(e?.code ?? 'HTTP', e?.message ?? `${r.status} ${r.statusText}`, r.status);
  }
  return body as T;
}

/** How long the site waits before asking again for a review whose analysis is pending. */
export const POLL_MS = 1500;

/**
 * Fetches a review and, while its analysis is pending, fetches it again every POLL_MS, handing each answer to
 * `onReview`. Returns the function that stops the polling (the page left).
 */
export function pollReview(
  url: string,
  onReview: (review: DealReview) => void,
  onError: (e: unknown) => void,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const ask = async () => {
    try {
      const review = await api<DealReview>(url);
      if (stopped) return;
      onReview(review);
      if (review.pending) timer = setTimeout(() => void ask(), POLL_MS);
    } catch (e) {
      if (!stopped) onError(e);
    }
  };
  void ask();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}

/** What a page shows when a request fails: the API's code and message, or the HTTP failure as it came. */
export interface Failure {
  readonly code: string;
  readonly message: string;
}

export const failureOf = (e: unknown): Failure =>
  e instanceof ApiError ? { code: e.code, message: e.message } : { code: 'HTTP', message: String(e) };
