import { expect, it } from 'vitest';
import { deckCards, drawCard } from './all.js';

// A file of its own, so no face is cached yet (drawCard remembers what it drew): each pass below draws a
// 36-card deck from scratch. The best pass is taken, as other test files share the machine.
it('draws a whole 36-card deck in under 50 ms', () => {
  for (const code of deckCards('munich-bavarian')) drawCard('munich-bavarian', code); // warms the code up
  const passes = (['vienna-tell', 'salzburg'] as const).flatMap((deck) =>
    [false, true].map((fourColour) => {
      const t0 = performance.now();
      for (const code of deckCards(deck)) drawCard(deck, code, { fourColour });
      return performance.now() - t0;
    }),
  );
  expect(Math.min(...passes)).toBeLessThan(50);
});
