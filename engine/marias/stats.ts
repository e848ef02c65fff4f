/**
 * Mariáš's counters for the statistics page (engine/game.ts `statKeys`): per seat and finished deal, the game it
 * declared and whether it won it (`declared:betl`, `won:betl`: the declarer wins when the deal's value is
 * positive, MA-26), a deal won as a defender (`defended`), and a deal played with a flek
 * (`fleked`: any component above level 0, MA-16).
 */
import type { Seat } from '../action.js';
import type { MariasOutcome } from './index.js';

export function mariasStatKeys(o: MariasOutcome, seat: Seat): string[] {
  const keys: string[] = [];
  if (o.declarer === seat) {
    keys.push(`declared:${o.contract}`);
    if (o.value > 0) keys.push(`won:${o.contract}`);
  } else if (o.value < 0) keys.push('defended');
  if (Object.values(o.flek).some((level) => (level ?? 0) > 0)) keys.push('fleked');
  return keys;
}
