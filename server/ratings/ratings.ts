/**
 * The ratings service (docs/ratings.md): records a finished session's games, closes the days lazily (at the
 * first read or write after a day's close, whichever instance it reaches: the store's claim makes the close
 * happen once), and answers a person's standings, provisional while the day is open.
 */
import type { FastifyBaseLogger } from 'fastify';
import { gameModule } from '../../ai/registry.js';
import type { Seat } from '../../engine/action.js';
import type { Level } from '../../engine/protocol.js';
import type { GameRating, PlayerRatings } from '../../engine/ratings.js';
import { type DayKey, dayAfter, dayKeyAt } from '../challenge/day.js';
import type { TableGame } from '../table.js';
import { type Game, type Opponent, ratePeriod } from './glicko2.js';
import { type FieldDeal, PROVISIONAL_RD, asGame, fieldGames, openingOf, rateDay, yesterday } from './period.js';
import { type Holder, sessionGames } from './sessions.js';
import type { RatedGame, RatingsStore, Standing } from './store.js';

export type { FieldDeal };

/**
 * The challenge's results of a day's game, one per person and finished deal, with the deal's matchpoint
 * percentage against the field (docs/challenge.md). Asked at the day's close, when they are final, and
 * while the day is open for the provisional standings.
 */
export type ChallengeResults = (game: string, day: DayKey) => Promise<readonly FieldDeal[]>;

/** The anchor level: exactly 1500 by definition (Glicko-2 takes no RD of 0, and an RD of 1 is as good as none). */
const ANCHOR: Opponent = { rating: 1500, deviation: 1 };

/**
 * A level's fixed rating in a game: `normal` is the anchor, the others the game's own measured `levelRatings`
 * (undefined when not measured: no session against it is rated).
 */
export function levelRating(game: string, level: Level): Opponent | undefined {
  return level === 'normal' ? ANCHOR : gameModule(game)?.players.levelRatings?.[level];
}

const round1 = (x: number): number => Math.round(x * 10) / 10;

export class Ratings {
  /** The challenge's results (set by the challenge when it is wired in); without it, no challenge deal counts. */
  challenge: ChallengeResults | null = null;
  /** Per game, the last day known closed here: a closed day stays closed, so this only saves queries. */
  private readonly closedThrough = new Map<string, DayKey>();
  private closing: Promise<void> | null = null;
  private closingFor: DayKey | null = null;

  constructor(
    private readonly store: RatingsStore,
    private readonly games: readonly string[],
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
    /** Each AI level's fixed rating (tests give their own). */
    private readonly levels: (game: string, level: Level) => Opponent | undefined = levelRating,
  ) {}

  /**
   * A session that just ended (the instance that stored its last entry tells): rates its people as
   * docs/ratings.md says, when it ran to its end and every AI level at it has a measured rating.
   */
  async sessionEnded(table: TableGame, holders: ReadonlyMap<Seat, string>): Promise<void> {
    if (table.endReason !== 'complete') return; // a table left unfinished is not rated
    if (table.meta.options.challenge) return; // its deals are rated against the field (`challenge`)
    const game = table.game.id;
    const seats: (Holder | null)[] = table.seats.map((kind, seat) => {
      if (kind === 'human') {
        const player = holders.get(seat);
        return player === undefined ? null : { player };
      }
      const level = kind === 'invite' ? undefined : this.levels(game, kind);
      return level ? { level } : null;
    });
    if (seats.some((s) => s === null) || !seats.some((s) => s !== null && 'player' in s)) return;
    const people = seats.flatMap((s) => (s && 'player' in s ? [s.player] : []));
    // The day may close between reading the standings and storing the games: then it is done again for the next.
    for (let attempt = 0; attempt < 3; attempt++) {
      const day = dayKeyAt(this.now());
      await this.closeBefore(day);
      const stored = new Map((await this.store.standings(game, people)).map((s) => [s.player, s]));
      const games = sessionGames(table.game, seats as Holder[], table.session.totals, (p) =>
        openingOf(stored.get(p), day),
      );
      const rows: RatedGame[] = games.map((g) => ({
        game,
        day,
        player: g.player,
        source: `${table.meta.id}/${g.side}`,
        opponentRating: g.opponent.rating,
        opponentDeviation: g.opponent.deviation,
        score: g.score,
      }));
      if (await this.store.addGames(game, day, rows)) return;
    }
    this.log.warn({ table: table.meta.id }, 'a session’s games found every day closed: not rated');
  }

  /** Closes every day before `today` not closed yet, oldest first, in every game (once at a time here). */
  async closeBefore(today: DayKey): Promise<void> {
    if (this.games.every((g) => (this.closedThrough.get(g) ?? '') >= yesterday(today))) return;
    if (this.closing && this.closingFor === today) return this.closing;
    this.closingFor = today;
    this.closing = this.closeAll(today).finally(() => {
      this.closing = null;
    });
    return this.closing;
  }

  private async closeAll(today: DayKey): Promise<void> {
    for (const game of this.games) {
      if ((this.closedThrough.get(game) ?? '') >= yesterday(today)) continue;
      const days = new Set(await this.store.unclosedDays(game, today));
      // With the challenge, every day is closed in turn (its results are asked at the close), from the last
      // closed (or yesterday, the first time) on.
      if (this.challenge) {
        const last = await this.store.lastClosed(game);
        const from = last === null ? yesterday(today) : dayAfter(last);
        for (let d = from; d < today; d = dayAfter(d)) days.add(d);
      }
      for (const day of [...days].sort()) await this.closeDay(game, day);
      this.closedThrough.set(game, yesterday(today));
    }
  }

  private async closeDay(game: string, day: DayKey): Promise<void> {
    const deals = this.challenge ? await this.challenge(game, day) : [];
    const players = [...new Set(deals.map((d) => d.player))];
    const closed = await this.store.close(
      game,
      day,
      players,
      (before, recorded) => rateDay(game, day, before, recorded, deals),
      this.now(),
    );
    if (closed) this.log.info({ game, day }, 'rating period closed');
  }

  /** A person's standings (GET /api/me/ratings): the days closed first, then today's games so far on top. */
  async of(player: string): Promise<PlayerRatings> {
    if (player === '') return {};
    const today = dayKeyAt(this.now());
    await this.closeBefore(today);
    const [standings, history, todays] = await Promise.all([
      this.store.standingsOf(player),
      this.store.historyOf(player),
      this.store.gamesOf(player, today),
    ]);
    const answer: Record<string, GameRating> = {};
    for (const game of this.games) {
      const stored = standings.find((s) => s.game === game);
      const games: Game[] = todays.filter((g) => g.game === game).map(asGame);
      games.push(...(await this.todaysDeals(game, today, player)));
      if (!stored && games.length === 0) continue;
      // The provisional standing: today's games so far from the day's opening, recomputed each time.
      const now = games.length > 0 ? ratePeriod(openingOf(stored, today), games) : openingOf(stored, today);
      answer[game] = {
        rating: round1(now.rating),
        rd: round1(now.deviation),
        provisional: now.deviation > PROVISIONAL_RD,
        games: (stored?.games ?? 0) + games.length,
        today: games.length,
        history: history
          .filter((h) => h.game === game)
          .map((h) => ({ day: h.day, rating: round1(h.rating), rd: round1(h.deviation) })),
      };
    }
    return answer;
  }

  /** A person's challenge deals of the open day as games against the field so far. */
  private async todaysDeals(game: string, today: DayKey, player: string): Promise<Game[]> {
    if (!this.challenge) return [];
    const deals = await this.challenge(game, today);
    if (!deals.some((d) => d.player === player)) return [];
    const members = [...new Set(deals.map((d) => d.player))];
    const stored = new Map((await this.store.standings(game, members)).map((s: Standing) => [s.player, s]));
    return fieldGames(deals, (p) => openingOf(stored.get(p), today)).get(player) ?? [];
  }
}
