import { expect, it, vi } from 'vitest';
import { DECKS } from '../../../engine/decks.js';

// What drawing costs is counted, not timed (a shared machine makes any time budget flaky): every face that is
// computed starts with its paper, so the calls of `paper` count the faces drawn. The time to draw a deck is a
// benchmark: `node bench/card-drawing.mjs` (docs/benchmarks.md).
vi.mock('./frame.js', async (original) => {
  const frame = await original<typeof import('./frame.js')>();
  return { ...frame, paper: vi.fn(frame.paper) };
});

/** The card functions with nothing remembered yet, and the count of faces they have computed. */
async function freshCards() {
  vi.resetModules();
  const cards = await import('./all.js');
  const { paper } = await import('./frame.js');
  const drawn = vi.mocked(paper);
  drawn.mockClear();
  return { ...cards, drawn: () => drawn.mock.calls.length };
}

it('a deck from scratch computes each face once, and redrawing it, under any name, computes none again', async () => {
  for (const deck of DECKS) {
    const { deckCards, drawCard, drawn } = await freshCards();
    const codes = deckCards(deck.id);
    for (const fourColour of [false, true]) {
      const before = drawn();
      for (const code of codes) drawCard(deck.id, code, { fourColour });
      // The four-colour face is a face of its own, computed once as well.
      expect(drawn() - before, `${deck.id}, four colours: ${fourColour}`).toBe(codes.length);
      for (const code of codes) drawCard(deck.id, code, { fourColour, title: `${code} again` });
      expect(drawn() - before, `${deck.id} redrawn, four colours: ${fourColour}`).toBe(codes.length);
    }
  }
});
