/**
 * Which decks' art has arrived, as Svelte state: a card of a deck whose pattern is still loading shows a blank
 * face with its name, and redraws itself once the pattern's chunk is here (`cards/loader.ts`).
 */
import { artLoaded, loadArt } from '../cards/index.js';
import type { DeckId } from './catalogue.js';

const arrived: Partial<Record<DeckId, true>> = $state({});

/** Whether the deck's faces can be drawn now; if not, starts loading them (reading this subscribes to it). */
export function deckArtReady(deck: DeckId): boolean {
  if (arrived[deck] || artLoaded(deck)) return true;
  void loadArt(deck).then(
    () => (arrived[deck] = true),
    // Offline or a stale release: the blank faces stay, with their names; the next card shown tries again.
    () => undefined,
  );
  return false;
}
