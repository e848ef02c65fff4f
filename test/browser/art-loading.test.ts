/// <reference lib="dom" />
/**
 * Each pattern's art is its own download (issue 14 point 7, web/src/cards/loader.ts): a deck page fetches the
 * chunk of its own pattern and no other, draws every face once it has arrived, and decks of one pattern share
 * one chunk.
 */
import { describe, expect, it } from 'vitest';
import { DECKS } from '../../engine/decks.js';
import { styleOf } from '../../web/src/cards/patterns.js';
import { useBrowserSuite, watchedPage } from './harness.js';

const suite = useBrowserSuite();

describe('a deck page downloads its own pattern art and no other', () => {
  for (const deck of DECKS) {
    it(`${deck.id} fetches only the ${styleOf(deck.id).family} chunk and draws every face`, async () => {
      const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
      try {
        const { page, errors } = await watchedPage(context);
        const chunks: string[] = [];
        page.on('request', (r) => {
          const name = /\/assets\/cards-(\w+)-/.exec(r.url())?.[1];
          if (name) chunks.push(name);
        });
        await page.goto(`${suite.site.url}/en/decks/${deck.id}`);
        await page.waitForSelector('.deck-grid .card-button');
        // A face still waiting for its art is blank paper marked "pending" (components/Card.svelte).
        await page.waitForFunction(
          () => document.querySelectorAll('.deck-grid .card').length > 30 && !document.querySelector('.card.pending'),
        );
        expect(chunks).toEqual([styleOf(deck.id).family]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
