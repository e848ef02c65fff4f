/**
 * The atlas's tile faces, for the build to draw ahead (web/vite.config.ts): each deck's tile card (TILE_CARD) with
 * the paper options at their defaults, as `faceAhead` pairs. Run in Node with every pattern's art (all.ts);
 * the site never imports this file.
 */
import { DECKS, TILE_CARD } from '../lib/catalogue.js';
import { faceAhead } from './all.js';

export const tileFaces = (): [string, string][] => DECKS.map((deck) => faceAhead(deck.id, TILE_CARD[deck.id]));
