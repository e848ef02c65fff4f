/** The scene every part of the play table reads, from a live table's state and information and the game's parts. */
import { describe, expect, it } from 'vitest';
import type { SeatState, TableInfo } from '../../../engine/protocol.js';
import { called } from '../games/schafkopf/deals.testing.js';
import { schafkopfTable } from '../games/schafkopf/table.js';
import type { TableGameModule } from './game.js';
import { trIn } from './i18n.testing.js';
import type { LiveTable } from './live.svelte.js';
import { lastTrickShown, sceneOf } from './scene.js';
import { play, seatStateOf, tableInfoOf } from './seat-states.testing.js';

const parts: TableGameModule = { game: schafkopfTable };
const tr = trIn('en');
/** What sceneOf reads of a live table. */
const liveOf = (shown: SeatState | null, info: TableInfo | null, canAct = true) =>
  ({ shown, info, canAct }) as unknown as LiveTable;

describe('the scene', () => {
  const t = called();
  const s = seatStateOf(t, 1);
  const info = tableInfoOf(t, 1);

  it('is built only once the state, the table’s information and the game’s parts are known', () => {
    expect(sceneOf(liveOf(null, info), parts, false, 'en', tr)).toBeNull();
    expect(sceneOf(liveOf(s, null), parts, false, 'en', tr)).toBeNull();
    expect(sceneOf(liveOf(s, info), undefined, false, 'en', tr)).toBeNull();
    const scene = sceneOf(liveOf(s, info), parts, false, 'en', tr)!;
    expect(scene.n).toBe(4);
    expect(scene.ctx).toEqual({ deck: 'prague', notation: 'german', lang: 'en', game: 'schafkopf' });
  });

  it('of a seat’s page is laid out from that seat: "You" there, a friend’s display name at his seat', () => {
    const players = s.players.map((p, seat) => (seat === 3 ? { ...p, name: 'Vroni' } : p));
    const scene = sceneOf(liveOf({ ...s, players }, info), parts, false, 'en', tr)!;
    expect(scene.human).toBe(1);
    expect(scene.spectating).toBe(false);
    expect(scene.canAct).toBe(true);
    expect([0, 1, 2, 3].map((seat) => scene.words.who(seat))).toEqual(['East', 'You', 'West', 'Vroni']);
  });

  it('of a spectator’s page is laid out from seat 0, with nobody "you", seats by number and nothing to act on', () => {
    const watched = { ...s, seat: -1, spectator: true } as SeatState;
    for (const [state, watch] of [
      [s, true],
      [watched, false],
    ] as const) {
      const scene = sceneOf(liveOf(state, info), parts, watch, 'en', tr)!;
      expect(scene.spectating).toBe(true);
      expect(scene.canAct).toBe(false);
      expect(scene.human).toBe(0);
      expect(scene.words.human).toBe(-1);
      expect([0, 1, 2, 3].map((seat) => scene.words.who(seat))).toEqual(['Seat 1', 'Seat 2', 'Seat 3', 'Seat 4']);
    }
  });

  it('shows the last finished trick with who took it and why, as the caption and the Last trick window say it', () => {
    const before = sceneOf(liveOf(s, info), parts, false, 'en', tr)!;
    expect(lastTrickShown(before, tr)).toBeNull();
    const after = play(called(), 'play:E7', 'play:EA', 'play:GK', 'play:E9');
    const scene = sceneOf(liveOf(seatStateOf(after, 0), tableInfoOf(after, 0)), parts, false, 'en', tr)!;
    const last = lastTrickShown(scene, tr)!;
    expect(last.index).toBe(0);
    expect(last.cards.map((c) => c.seat)).toEqual([0, 1, 2, 3]);
    expect(last.won).toBe('West takes the trick.');
    expect(last.why).toMatch(/^No trump was played/);
    expect(last.points).toBe(15);
  });
});
