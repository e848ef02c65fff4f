/**
 * What a review page loads (docs/review.md): the table's description and the deal's review, the review polled
 * while its analysis is computed, both asked again when the page's table or deal changes, and the first failure.
 * Called while a page component initialises: its effects live as long as the page.
 */
import type { DealReview } from '../../../engine/protocol.js';
import { type Failure, api, failureOf, pollReview } from './api.js';

export interface ReviewLoad<T> {
  readonly info: T | null;
  readonly review: DealReview | null;
  readonly failure: Failure | null;
}

export function loadReview<T>(
  urls: () => { readonly info: string; readonly review: string },
  read: (body: unknown) => T = (body) => body as T,
): ReviewLoad<T> {
  const load = $state<{ info: T | null; review: DealReview | null; failure: Failure | null }>({
    info: null,
    review: null,
    failure: null,
  });
  const fail = (e: unknown) => (load.failure = failureOf(e));
  $effect(() => {
    const url = urls().info;
    load.info = null;
    load.failure = null;
    void api<unknown>(url)
      .then((body) => (load.info = read(body)))
      .catch(fail);
  });
  $effect(() => {
    const url = urls().review;
    load.review = null;
    return pollReview(url, (r) => (load.review = r), fail);
  });
  return load;
}
