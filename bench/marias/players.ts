/**
 * Mariáš's players by name, for the benches (versus.ts, diagnose.ts): `easy`, `normal`, `strong`, `oracle`;
 * LEVEL@DIR, that level of another build (DIR/ai/marias/index.js, a copy of an earlier dist/, for a paired
 * comparison on the same shuffles); a level with budget changes (`strong:betl=-9,sedma=0,flekDefender=0`:
 * MariasBudget's fields or its margins' by name); or a hybrid (`mix:bids=oracle`, `mix:cards=oracle`). A player
 * takes the whole state, so that the oracle can be one; the others read only their seat's view of it.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Action, Seat } from '../../engine/action.js';
import { type MariasState, marias as G } from '../../engine/marias/index.js';
import { MARIAS_BUDGETS, mariasBots, mariasOracle } from '../../ai/marias/index.js';
import { budgetWith } from '../budget-changes.js';
import { searchPlay } from '../../ai/marias/pimc.js';

export type Player = (s: MariasState, seat: Seat, legal: readonly Action[], seed: string) => Action;
type Players = { mariasBots: typeof mariasBots; mariasOracle: typeof mariasOracle };
const playersOf = (m: Players): Record<string, Player> => ({
  easy: (s, seat, legal, seed) => m.mariasBots.easy(G.view(s, seat), legal, seed),
  normal: (s, seat, legal, seed) => m.mariasBots.normal(G.view(s, seat), legal, seed),
  strong: (s, seat, legal, seed) => m.mariasBots.strong(G.view(s, seat), legal, seed),
  oracle: (s) => m.mariasOracle.act(s),
});
export const PLAYERS: Record<string, Player> = playersOf({ mariasBots, mariasOracle });

/**
 * A level of this build with some of its budget changed (`strong:betl=-9,sedma=0`: MariasBudget's fields or its
 * margins' by name), for a paired comparison with SAME_SEEDS.
 */
function variantNamed(name: string): Player | undefined {
  const [level, changes] = name.split(':');
  if (level !== 'normal' && level !== 'strong') return undefined;
  const budget = budgetWith(MARIAS_BUDGETS[level], changes);
  if (budget === undefined) return undefined;
  return (s, seat, legal, seed) => searchPlay(G.view(s, seat), legal, seed, budget);
}

/**
 * A hybrid for the diagnosis of where the oracle's margin lies (as Watten's and Belote's benches have): the
 * decisions before play from one player and the cards from another (`mix:bids=oracle` is strong with the oracle's
 * trump card, discard, claims, game and fleks; `mix:cards=oracle` strong with the oracle's cards).
 */
function mixNamed(changes: string): Player | undefined {
  const by: Record<'bids' | 'cards', Player | undefined> = { bids: PLAYERS.strong, cards: PLAYERS.strong };
  for (const change of changes.split(',')) {
    const [kind = '', name = ''] = change.split('=');
    if (kind !== 'bids' && kind !== 'cards') return undefined;
    by[kind] = PLAYERS[name];
  }
  const { bids, cards } = by;
  if (bids === undefined || cards === undefined) return undefined;
  return (s, seat, legal, seed) => (s.stage === 'play' ? cards : bids)(s, seat, legal, seed);
}

/** A level of this build, LEVEL:CHANGES (`variantNamed`), `mix:…` (`mixNamed`), or LEVEL@DIR: that level of DIR. */
export async function playerNamed(name: string): Promise<Player | undefined> {
  if (name.startsWith('mix:')) return mixNamed(name.slice(4));
  if (name.includes(':')) return variantNamed(name);
  const at = name.indexOf('@');
  if (at < 0) return PLAYERS[name];
  const url = pathToFileURL(resolve(name.slice(at + 1), 'ai/marias/index.js')).href;
  return playersOf((await import(url)) as Players)[name.slice(0, at)];
}
