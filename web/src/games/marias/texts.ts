/**
 * Mariáš's sentences at the table (MA-1 … MA-27, MA-L1 … MA-L7): the claims, answers, games and fleks by their
 * Czech names with a gloss, the facts of the deal (the game, the trumps, the declarer, the fleks and what each
 * component is worth), why a move or a card is refused (from the engine's own refusals, one sentence per rule
 * id), the trump card, discards and marriages told among the events, and the deal's end explained component by
 * component in units. Units, levels and rules are the engine's, never written again here but for the factors
 * a summary names (hearts ×2, a flek level ×2 each).
 */
import { type Seat, actionArg } from '../../../../engine/action.js';
import { type Suit, parseSuit } from '../../../../engine/cards.js';
import {
  type ComponentName,
  type Contract,
  type MariasView,
  type ScoredComponent,
  bidName,
} from '../../../../engine/marias/index.js';
import type { DealResult, SeatState } from '../../../../engine/protocol.js';
import type { Fact, GameMove, Reason, Summary, SummaryOptions, Tr, Words } from '../../table/game.js';
import { type CardContext, capitalise, listOf, nameOf, suitWord, total } from '../../table/phrases.js';

/** A finished deal's report fields (RULES.md, Mariáš, "Records and the referee"). */
export interface MariasReport {
  readonly contract: Contract;
  readonly declarer: Seat;
  readonly trump: string | null;
  readonly trumpCard: string | null;
  readonly talon: readonly string[];
  readonly flek: Readonly<Partial<Record<ComponentName, number>>>;
  readonly cardPoints: readonly number[];
  readonly marriages: readonly number[];
  readonly tricks: readonly number[];
  readonly components: readonly ScoredComponent[];
  readonly value: number;
  readonly scores: readonly number[];
  readonly endedBy: 'last-trick' | 'decided';
}

const HEARTS = 2;
const COMPONENTS: readonly ComponentName[] = ['hra', 'sedma', 'sto', 'betl', 'durch'];
const LEVELS = ['', 'flek', 're', 'tutti', 'boty'] as const;

/** i18next's context for a sentence whose subject is this seat: its own wording for "you". */
const about = (w: Words, seat: Seat) => ({ who: w.who(seat), context: seat === w.human ? 'you' : undefined });

const trumpGame = (c: Contract | null): boolean => c !== null && c !== 'betl' && c !== 'durch';

/** The game's name alone: "Sedma", "Betl". */
export const gameName = (tr: Tr, contract: string): string => tr(`table:ma.game.${contract}`);

/** A bid's suit, from its string form (`hra-E`, the notation's letter) or the engine's (`hra-{0}`). */
function suitOfBid(ctx: CardContext, text: string): Suit | null {
  const slot = /-\{(\d)\}$/.exec(text);
  if (slot) return Number(slot[1]) as Suit;
  const letter = /-([A-Z])$/.exec(text);
  return letter ? (parseSuit(ctx.notation, letter[1]!) ?? null) : null;
}

/** The components a flek names, from its string form (`flek-hra-sedma`). */
export const flekComponents = (bid: string): string[] => bid.slice('flek-'.length).split('-');

/**
 * A bid in words, with the Czech word and its gloss: "Barva (colour: a trump game)", "Sedma in hearts",
 * "Flek on hra and sedma", "Dobrá (good)".
 */
export function callName(tr: Tr, ctx: CardContext, bid: string): string {
  if (bid.startsWith('flek-')) {
    const parts = flekComponents(bid).map((c) => gameName(tr, c));
    return tr('table:ma.bid.flek', { components: listOf(ctx.lang, parts) });
  }
  const suit = suitOfBid(ctx, bid);
  if (suit !== null) {
    const game = bid.slice(0, bid.indexOf('-'));
    return tr('table:ma.bid.inSuit', { game: gameName(tr, game), suit: suitWord(ctx, suit) });
  }
  return tr(`table:ma.bid.${bid}`, { defaultValue: bid });
}

/**
 * A flek in words as the seat to speak would make it, with the level it brings its components to (MA-16: in a
 * round every open component stands at one level): "Flek (×2) on Hra", "Re (×4) on Hra and Sedma".
 */
export function raiseName(tr: Tr, ctx: CardContext, bid: string, flek: readonly number[]): string {
  const names = flekComponents(bid);
  const level = Math.max(...names.map((c) => flek[COMPONENTS.indexOf(c as ComponentName)] ?? 0)) + 1;
  return tr('table:ma.bid.raise', {
    level: capitalise(LEVELS[Math.min(level, LEVELS.length - 1)]!),
    count: times(level),
    components: listOf(
      ctx.lang,
      names.map((c) => gameName(tr, c)),
    ),
  });
}

/** The deal's calls: every bid so far, in order (a declaration with its suit slot). */
export function calls(v: MariasView): { seat: Seat; bid: string }[] {
  return v.events.flatMap((e) => {
    if (e.move !== 'bid' || e.action === null) return [];
    const bid = bidName(e.action);
    return bid === undefined ? [] : [{ seat: e.seat, bid }];
  });
}

/** The multiplier of a flek level: ×2, ×4, ×8, ×16. */
const times = (level: number): number => 2 ** level;

/** A component's flek level in words: "flek (×2)", "re (×4)". */
export const levelText = (tr: Tr, level: number): string =>
  tr('table:ma.flekLevel', { name: LEVELS[level] ?? '', count: times(level) });

/** MA-23 base units of a component, as announced. */
const BASE: Readonly<Record<ComponentName, number>> = { hra: 1, sedma: 2, sto: 4, betl: 15, durch: 30 };

/** The components of a game, in the order fleks name them (MA-16). */
export function componentsOf(c: Contract): ComponentName[] {
  if (c === 'betl' || c === 'durch') return [c];
  return [
    'hra',
    ...(c === 'sedma' || c === 'stosedm' ? ['sedma' as const] : []),
    ...(c.startsWith('sto') ? ['sto' as const] : []),
  ];
}

/**
 * The facts bar: the game (or the claim standing, or "being chosen"), the trumps (hidden while the trump card
 * lies face down), the declarer, the fleks by component, and what each component is worth now.
 */
export function facts(w: Words, s: SeatState<MariasView>): readonly Fact[] {
  const { tr, ctx } = w;
  const v = s.view;
  const out: Fact[] = [];
  const game =
    v.contract !== null
      ? gameName(tr, v.contract)
      : v.claim !== null
        ? tr('table:ma.info.claimed', { claim: callName(tr, ctx, v.claim) })
        : tr('table:ma.info.choosing');
  out.push({ term: 'table:ma.info.game', text: game, className: 'contract' });
  let trump: string;
  if (v.contract !== null && !trumpGame(v.contract)) trump = tr('table:ma.info.noTrumps');
  else if (v.trump !== null) trump = capitalise(suitWord(ctx, v.trump));
  else if (v.trumpAside) {
    trump =
      v.trumpCard !== null
        ? tr('table:ma.info.trumpYours', { card: nameOf(ctx, v.trumpCard) })
        : tr('table:ma.info.trumpHidden');
  } else trump = tr('table:ma.info.open');
  out.push({
    term: 'table:ma.info.trump',
    text: trump,
    ...(v.trumpCard !== null && v.trump !== null ? { card: v.trumpCard } : {}),
  });
  if (v.declarer !== null) out.push({ term: 'table:ma.info.declarer', text: w.who(v.declarer) });
  if (v.contract !== null) {
    const comps = componentsOf(v.contract);
    const fleks = comps
      .map((c) => ({ c, level: v.flek[COMPONENTS.indexOf(c)] ?? 0 }))
      .filter((x) => x.level > 0)
      .map((x) => `${gameName(tr, x.c)} ${levelText(tr, x.level)}`);
    out.push({ term: 'table:ma.info.fleks', text: fleks.length === 0 ? tr('table:ma.info.none') : fleks.join(' · ') });
    const red = trumpGame(v.contract) && v.trump === HEARTS ? 2 : 1;
    const worth = comps.map((c) => {
      const units = BASE[c] * red * times(v.flek[COMPONENTS.indexOf(c)] ?? 0);
      return c === 'sto'
        ? tr('table:ma.info.worthStep', { game: gameName(tr, c), count: units })
        : tr('table:ma.info.worthUnits', { game: gameName(tr, c), count: units });
    });
    out.push({ term: 'table:ma.info.value', text: worth.join(' · '), className: 'ma-value' });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Why not?

const bidOf = (p: Readonly<Record<string, unknown>>): string => (typeof p.bid === 'string' ? p.bid : '');
const moveOf = (p: Readonly<Record<string, unknown>>): string => (typeof p.move === 'string' ? p.move : '');

/**
 * Why a move or a card is refused, one sentence per rule id the engine refuses with (its parameters choose
 * among a rule's cases): the trump card (MA-6, MA-L1), the discard (MA-7, MA-L4), the claims and taking over
 * (MA-8, MA-9), the declaration (MA-10, MA-L4), the auction (MA-L3), the fleks (MA-17), the seven kept
 * (MA-12), the duties (MA-19) and the marriages (MA-3, MA-21).
 */
export const reasons: Readonly<Record<string, Reason>> = {
  'MA-3': (tr) => tr('table:ma.reason.noMarriages'),
  'MA-6': (tr, _ctx, p) => (moveOf(p) === 'trump' ? tr('table:ma.reason.trumpSet') : tr('table:ma.reason.trumpFirst')),
  'MA-7': (tr, _ctx, p) => {
    if (bidOf(p) === 'barva') return tr('table:ma.reason.barvaAceTen');
    if (moveOf(p) === 'discard') return tr('table:ma.reason.discardTwo');
    return tr('table:ma.reason.discardFirst');
  },
  'MA-8': (tr) => tr('table:ma.reason.claimFirst'),
  'MA-9': (tr, _ctx, p) => {
    if (p.step === 'discard') return tr('table:ma.reason.takerDiscards');
    return tr(
      bidOf(p) === 'betl' || bidOf(p) === 'barva' ? 'table:ma.reason.overClaim' : 'table:ma.reason.answerClaim',
    );
  },
  'MA-10': (tr) => tr('table:ma.reason.declare'),
  'MA-12': (tr) => tr('table:ma.reason.sevenKept'),
  'MA-17': (tr, ctx, p) => {
    const bid = bidOf(p);
    if (p.step === 'flek' && bid.startsWith('flek-')) {
      return tr('table:ma.reason.flekClosed', { flek: callName(tr, ctx, bid) });
    }
    return tr('table:ma.reason.flekOnly');
  },
  'MA-19': (tr, ctx, p) =>
    typeof p.led === 'number'
      ? tr('table:ma.reason.follow', { suit: suitWord(ctx, p.led) })
      : tr('table:ma.reason.followAny'),
  'MA-21': (tr, ctx, p) => {
    const suit = typeof p.suit === 'number' ? suitWord(ctx, p.suit) : '';
    return moveOf(p) === 'marry'
      ? tr('table:ma.reason.marriageNeeds', { suit })
      : tr('table:ma.reason.marriageCard', { suit });
  },
  'MA-L1': (tr) => tr('table:ma.reason.noTrumpCard'),
  'MA-L3': (tr) => tr('table:ma.reason.auction'),
  'MA-L4': (tr, _ctx, p) =>
    p.step === 'discard' || moveOf(p) === 'discard'
      ? tr('table:ma.reason.discardFirst')
      : tr('table:ma.reason.declareLevel'),
};

// ---------------------------------------------------------------------------------------------------------------
// The moves other than cards and bids: the trump card, the discards, the marriages.

/** The trump card set aside, the discards and the marriages made between two views of a deal, in order. */
export function movesBetween(a: MariasView, b: MariasView): GameMove[] {
  if (a.dealer !== b.dealer || b.events.length < a.events.length) return [];
  return b.events.slice(a.events.length).flatMap((e): GameMove[] => {
    if (e.move === 'trump')
      return [{ seat: e.seat, move: e.action === null ? 'trump' : `trump-${actionArg(e.action)}` }];
    if (e.move === 'discard') return [{ seat: e.seat, move: 'discard' }];
    if (e.move === 'marry' && e.action !== null) {
      const suit = actionArg(e.action);
      const m = [...b.marriages].reverse().find((x) => x.seat === e.seat && x.suit === suit);
      const trick = m?.trick ?? b.tricks.length;
      const cards = b.tricks[trick]?.cards ?? (trick === b.tricks.length ? b.trick.cards : []);
      const i = cards.findIndex((c) => c >> 3 === suit && (c & 7) >= 5 && (c & 7) <= 6);
      return [{ seat: e.seat, move: `marry-${suit}`, at: trick * 3 + (i >= 0 ? i : cards.length) }];
    }
    return [];
  });
}

/** A move of `movesBetween` in words ("West sets a trump card aside, face down."). */
export function moveText(w: Words, m: GameMove, v: MariasView): string {
  const { tr, ctx } = w;
  if (m.move === 'discard') return tr('table:ma.move.discarded', about(w, m.seat));
  if (m.move.startsWith('trump')) {
    const card = m.move.includes('-') ? Number(m.move.slice('trump-'.length)) : null;
    return card !== null && m.seat === w.human
      ? tr('table:ma.move.trumpYours', { card: nameOf(ctx, card) })
      : tr('table:ma.move.trumpAside', about(w, m.seat));
  }
  const suit = Number(m.move.slice('marry-'.length));
  const points = v.trump === suit ? 40 : 20;
  return tr('table:ma.move.married', { ...about(w, m.seat), suit: suitWord(ctx, suit), count: points });
}

// ---------------------------------------------------------------------------------------------------------------
// The deal's end.

const suitOfLetter = (ctx: CardContext, letter: string | null): Suit | null =>
  letter === null ? null : (parseSuit(ctx.notation, letter) ?? null);

/** The game in words with its trumps: "Sedma in hearts", "Betl". */
function playedName(w: Words, r: MariasReport): string {
  const suit = suitOfLetter(w.ctx, r.trump);
  return suit === null
    ? gameName(w.tr, r.contract)
    : w.tr('table:ma.bid.inSuit', { game: gameName(w.tr, r.contract), suit: suitWord(w.ctx, suit) });
}

/** One component's line: who won it and how its units come about (base, hearts, fleks, steps). */
export function componentLine(w: Words, r: MariasReport, c: ScoredComponent): string {
  const { tr } = w;
  const red = r.trump !== null && suitOfLetter(w.ctx, r.trump) === HEARTS && trumpGame(r.contract) ? 2 : 1;
  const level = c.silent ? 0 : (r.flek[c.name] ?? 0);
  const factors: string[] = [];
  if (red === 2) factors.push(tr('table:ma.summary.red'));
  if (level > 0) factors.push(levelText(tr, level));
  const side =
    c.wonBy === 'declarer'
      ? r.declarer === w.human
        ? tr('table:ma.summary.byYou')
        : tr('table:ma.summary.byDeclarer', { who: w.who(r.declarer) })
      : tr('table:ma.summary.byDefenders');
  const name = c.silent
    ? tr(c.name === 'sto' ? 'table:ma.summary.silentSto' : 'table:ma.summary.silentSeven')
    : gameName(tr, c.name);
  const per = c.units / (red * times(level));
  let base: string;
  if (c.name === 'sto' && !c.silent) base = tr('table:ma.summary.stoSteps', { count: per / BASE.sto });
  else if (c.name === 'sto') base = tr('table:ma.summary.silentStoUnits');
  else if (c.name === 'hra' && per === 2 && !c.silent) base = tr('table:ma.summary.hraDoubled');
  else base = tr('table:ma.summary.base', { count: per });
  // A component at its base value says its units once ("Betl, won by the defenders: 15 units.").
  if (factors.length === 0 && base === tr('table:ma.summary.base', { count: c.units })) {
    return tr('table:ma.summary.componentPlain', { name, side, count: c.units });
  }
  const how = [base, ...factors].join(' × ');
  return tr('table:ma.summary.component', { name, side, how, count: c.units });
}

/** Each side's points in a trump game: the declarer's, the defenders' (card points and announced marriages). */
function pointsLine(w: Words, r: MariasReport): string {
  const d = r.declarer;
  const decl = (r.cardPoints[d] ?? 0) + (r.marriages[d] ?? 0);
  let def = 0;
  for (let s = 0; s < 3; s++) if (s !== d) def += (r.cardPoints[s] ?? 0) + (r.marriages[s] ?? 0);
  return w.tr('table:ma.summary.points', {
    declarer: decl,
    defenders: def,
    who: w.who(d),
    context: d === w.human ? 'you' : undefined,
  });
}

/**
 * The deal's end in the players' own terms: who won the value (the declarer, or the defenders), the game and its
 * trumps, each component with its units explained (MA-22 … MA-25), the points of each side in a trump game, how
 * betl or durch ended, and the settlement (MA-26).
 */
export function dealSummary(w: Words, d: DealResult, _o: SummaryOptions): Summary {
  const { tr } = w;
  const r = d.report as unknown as MariasReport;
  const game = playedName(w, r);
  const declarerWon = r.value > 0;
  const headline =
    r.value === 0
      ? tr('table:ma.summary.even', { game })
      : declarerWon
        ? tr('table:ma.summary.declarerWins', { ...about(w, r.declarer), game })
        : tr('table:ma.summary.defendersWin', { ...about(w, r.declarer), game });
  const lines: string[] = [];
  if (trumpGame(r.contract)) lines.push(pointsLine(w, r));
  else if (r.endedBy === 'decided') {
    lines.push(
      tr(r.contract === 'betl' ? 'table:ma.summary.betlEnded' : 'table:ma.summary.durchEnded', about(w, r.declarer)),
    );
  }
  for (const c of r.components) lines.push(componentLine(w, r, c));
  const value = Math.abs(r.value);
  if (r.value !== 0) {
    lines.push(
      tr(declarerWon ? 'table:ma.summary.paysDeclarer' : 'table:ma.summary.paidByDeclarer', {
        ...about(w, r.declarer),
        count: value,
        twice: 2 * value,
      }),
    );
  }
  return { headline, lines };
}

/** Each seat's tricks and, in a trump game, card points with its marriages, beside its score. */
export function dealDetails(tr: Tr, d: DealResult): readonly string[] {
  const r = d.report as unknown as MariasReport;
  return r.tricks.map((n, seat) => {
    const tricks = tr('table:ma.pile.tricks', { count: n });
    if (!trumpGame(r.contract)) return tricks;
    const points = (r.cardPoints[seat] ?? 0) + (r.marriages[seat] ?? 0);
    return `${tr('table:ma.pile.points', { count: points })} · ${tricks}`;
  });
}

/** The score sheet's line: the game, its trumps, the declarer and its value ("Sedma in hearts · East · 8"). */
export function sheetEntry(w: Words, d: DealResult): string {
  const r = d.report as unknown as MariasReport;
  const fleked = Object.values(r.flek).some((l) => (l ?? 0) > 0);
  return [
    playedName(w, r),
    w.who(r.declarer),
    ...(fleked ? [w.tr('table:ma.sheet.fleked')] : []),
    w.tr('table:ma.sheet.value', { value: total(r.value) }),
  ].join(' · ');
}

/** The pile's note: the marriages a seat announced, with their points. */
export function pileNote(tr: Tr, ctx: CardContext, v: MariasView, seat: Seat): string | null {
  const mine = v.marriages.filter((m) => m.seat === seat);
  if (mine.length === 0) return null;
  const list = mine.map((m) => tr('table:ma.pile.marriage', { suit: suitWord(ctx, m.suit), count: m.points }));
  return listOf(ctx.lang, list);
}

/**
 * The keys players learn for the bids, by step (the table shows each on its button): 0 says dobrá or passes;
 * the claims barva 1, betl 2, durch 3; the games hra 1, sedma 2, sto 3, stosedm 4; the fleks by their
 * components 1 to 7 (betl's and durch's 1); the auction's mám 1 and its ladder 1 to 8. Any other move (a
 * licitovaný declaration in a suit, a marriage by its suit) keeps the table's key.
 */
const BID_KEYS: Readonly<Record<string, string>> = {
  dobra: '0',
  pass: '0',
  barva: '1',
  betl: '2',
  durch: '3',
  hra: '1',
  sedma: '2',
  sto: '3',
  stosedm: '4',
  mam: '1',
  'flek-hra': '1',
  'flek-sedma': '2',
  'flek-sto': '3',
  'flek-hra-sedma': '4',
  'flek-hra-sto': '5',
  'flek-sedma-sto': '6',
  'flek-hra-sedma-sto': '7',
  'flek-betl': '1',
  'flek-durch': '1',
};
const LADDER_KEYS = ['sedma', 'sedma-cervena', 'sto', 'stosedm', 'sto-cervene', 'stosedm-cervene', 'betl', 'durch'];

/** A bid's key by its string form (`bid:dobra` → 0); undefined for the table's own. */
export function moveKey(text: string, auction = false): string | undefined {
  if (!text.startsWith('bid:')) return undefined;
  const bid = text.slice('bid:'.length);
  if (auction && LADDER_KEYS.includes(bid)) return String(LADDER_KEYS.indexOf(bid) + 1);
  return BID_KEYS[bid];
}

/** The components a game has, as fleks name them: a flek naming another is no button of this deal. */
export function flekFits(text: string, contract: Contract | null): boolean {
  if (!text.startsWith('bid:flek-') || contract === null) return true;
  const own = componentsOf(contract) as string[];
  return flekComponents(text.slice('bid:'.length)).every((c) => own.includes(c));
}

/** The statistics' counters of engine/marias/stats.ts: the game declared and won, a defence won, a flek. */
export function statLabel(tr: Tr, key: string): string | null {
  const [what, game] = key.split(':');
  if ((what === 'declared' || what === 'won') && game)
    return tr(`table:ma.stats.${what}`, { game: gameName(tr, game) });
  return key === 'defended' || key === 'fleked' ? tr(`table:ma.stats.${key}`) : null;
}
