/**
 * A step's controls, from the game's declaration of its moves (engine/game.ts MoveKind, StepDecl): the moves
 * of the step the deal is in (`SeatState.step`) other than playing a card (the hand plays cards), each as a
 * group of buttons, one per argument the human may give now or would be refused: a flag move is one button
 * (`raise`), a suit, rank or choice one button per value (`trump:H`); the cards of a move of cards are
 * chosen in the hand (`bury:H7` at once; a move of two card by card, then made: `discard:E7,G8`). Each has its
 * string form (what the server takes), its keyboard key, its words, and when refused the engine's reason.
 * Pure: components/StepMoves.svelte lays the groups out, and any game's folder may use it as its auction or
 * moves panel; a game the site has no folder for gets it by default (declared.ts).
 */
import { type Action, actionArg, actionKind } from '../../../engine/action.js';
import { type Card, type Notation, type Suit, formatRank } from '../../../engine/cards.js';
import type { MoveKind } from '../../../engine/game.js';
import { argCards } from '../../../engine/moves.js';
import type { ActionInfo, Refusal, SeatState } from '../../../engine/protocol.js';
import { rankName } from '../cards/index.js';
import { type Choice, type TableGame, type Words, choiceKey } from './game.js';
import { capitalise, nameOf, suitWord } from './phrases.js';
import { refusalText } from './texts.js';

/** One button: a move with one argument, as the human may make it now (`why` null) or may not. */
export interface Control {
  readonly action: Action;
  /** The string form the server takes (`trump:H`). */
  readonly text: string;
  /** The button's own words ("Hearts", "Raise"). */
  readonly short: string;
  /** The whole move in words, for screen readers ("Trumps: Hearts"). */
  readonly label: string;
  /** Its keyboard key, or null (a card of a move of several cards has none). */
  readonly key: string | null;
  /** Why it may not be made now, or null when it may. */
  readonly why: string | null;
  /** The cards it names (a move of cards), chosen in the hand. */
  readonly cards: readonly Card[];
  /** The suit it names (a suit move), whose sign is drawn on the button. */
  readonly suit: Suit | null;
}

/** One move of the step: its buttons. */
export interface ControlGroup {
  /** The move's name (`trump`, `bury`). */
  readonly move: string;
  readonly title: string;
  readonly arg: MoveKind['arg']['type'];
  /** How many cards the move names at once (2 for a discard of two), 1 for every other kind. */
  readonly count: number;
  /** The buttons: one per argument (for a move of cards, one per choice of cards the rules answer for). */
  readonly controls: readonly Control[];
}

/** The words of a move's name: the game's text `moves.<name>`, or the name itself for a game without texts. */
export const moveTitle = (game: TableGame, w: Words, name: string): string =>
  game.untranslated ? capitalise(name) : w.tr(`table:moves.${name}`);

/** The words of a step: the game's text `steps.<id>`, or the id itself for a game without texts. */
export const stepTitle = (game: TableGame, w: Words, step: string): string =>
  game.untranslated ? capitalise(step) : w.tr(`table:steps.${step}`);

/** The moves a step offers, by name: the step's declaration, or every move when the game declares none. */
function stepMoves(game: TableGame, step: string): ReadonlySet<string> {
  const decl = game.definition.steps.find((x) => x.id === step);
  return new Set(decl ? decl.moves : game.definition.moves.map((m) => m.name));
}

/** What one action names: its move and its argument's value. */
interface Read {
  readonly kind: MoveKind;
  readonly cards: readonly Card[];
  readonly value: number;
}

function read(moves: readonly MoveKind[], action: Action): Read | null {
  const kind = moves[actionKind(action)];
  if (!kind) return null;
  const value = actionArg(action);
  const cards = kind.arg.type === 'card' ? [value] : kind.arg.type === 'cards' ? argCards(kind.arg.count, value) : [];
  return { kind, cards, value };
}

/** The button's words for one argument of a move. */
function argWords(game: TableGame, w: Words, r: Read, text: string): string {
  const { ctx } = w;
  switch (r.kind.arg.type) {
    case 'flag':
      return moveTitle(game, w, r.kind.name);
    case 'suit':
      return capitalise(suitWord(ctx, r.value));
    case 'rank':
      return capitalise(rankName(ctx.notation, formatRank(ctx.notation, r.value), ctx.lang, ctx.game));
    case 'choice':
      return game.callName(w.tr, ctx, text.slice(text.indexOf(':') + 1));
    case 'card':
    case 'cards':
      return r.cards.map((c) => nameOf(ctx, c)).join(', ');
  }
}

/** The table's own keys (keys.ts: the bids or moves, the hand, the last trick, the next deal). */
const TABLE_KEYS = new Set(['B', 'H', 'L', 'N']);

/**
 * The key of a move other than a card, from the action alone so that a refused move keeps the key it has
 * when legal: a flag move's declared key (`MoveKind.key`, shown as a capital) unless the table uses it; a
 * rank its own letter (9, U, A); a suit or choice the digit or letter of its value (game.ts `choiceKey`: the
 * first suit 1, …: suits' letters would take the table's H). A card is chosen by pointing at it, and has none.
 */
function keyOf(r: Read, notation: Notation): string | null {
  switch (r.kind.arg.type) {
    case 'flag': {
      const key = r.kind.key?.toUpperCase();
      return key !== undefined && !TABLE_KEYS.has(key) ? key : null;
    }
    case 'rank': {
      const key = formatRank(notation, r.value).toUpperCase();
      return TABLE_KEYS.has(key) ? null : key;
    }
    case 'suit':
    case 'choice':
      return choiceKey(r.value);
    default:
      return null;
  }
}

/**
 * The keys of these actions: each its own (the game's `moveKey` of its string form, else keyOf), the first of
 * two with one key keeping it.
 */
function keysOf(game: TableGame, notation: Notation, actions: readonly ActionInfo[]): Map<Action, string> {
  const moves = game.definition.moves;
  const out = new Map<Action, string>();
  const taken = new Set<string>();
  for (const { action, text } of actions) {
    const r = read(moves, action);
    const own = game.moveKey?.(text);
    const key = own !== undefined ? own : r && keyOf(r, notation);
    if (!key || taken.has(key)) continue;
    taken.add(key);
    out.set(action, key);
  }
  return out;
}

/** What the controls are made from: the deal's step, and the moves other than a card offered and refused. */
export interface StepOffer {
  readonly step: string;
  readonly phase: SeatState['phase'];
  /** The moves the human may make now (TableModel `choices`: empty unless it is his turn). */
  readonly legal: readonly ActionInfo[];
  /** The moves he may not, with the engine's reasons (TableModel `refusedChoices`). */
  readonly refused: readonly Refusal[];
}

/** The offer's actions of the step's moves (legal, then refused), without `play`. */
function stepActions(game: TableGame, o: StepOffer): { legal: ActionInfo[]; refused: Refusal[] } {
  const moves = game.definition.moves;
  const offered = stepMoves(game, o.step);
  const inStep = (a: ActionInfo) => {
    const r = read(moves, a.action);
    return r !== null && actionKind(a.action) !== 0 && offered.has(r.kind.name);
  };
  return { legal: o.legal.filter(inStep), refused: o.refused.filter(inStep) };
}

/**
 * The choices among these legal actions other than a card, with their keys (TableGame `choices`, which the
 * table's keys read): a declared game's, and any game's whose folder uses these controls.
 */
export function stepChoices(game: TableGame, w: Words, legal: readonly ActionInfo[]): Choice[] {
  const moves = game.definition.moves;
  const offered = legal.filter((a) => actionKind(a.action) !== 0 && read(moves, a.action) !== null);
  const keys = keysOf(game, w.ctx.notation, offered);
  return offered.map((a) => ({
    text: a.text,
    label: controlLabel(game, w, read(moves, a.action)!, a.text),
    key: keys.get(a.action) ?? null,
  }));
}

function controlLabel(game: TableGame, w: Words, r: Read, text: string): string {
  const title = moveTitle(game, w, r.kind.name);
  return r.kind.arg.type === 'flag' ? title : `${title}: ${argWords(game, w, r, text)}`;
}

/** The step's moves as groups of buttons, in the order the game declares its moves. */
export function stepControls(game: TableGame, w: Words, o: StepOffer): ControlGroup[] {
  const moves = game.definition.moves;
  const { legal, refused } = stepActions(game, o);
  // Legal first: of two moves with one key, the one that may be made keeps it.
  const keys = keysOf(game, w.ctx.notation, [...legal, ...refused]);
  const control = (a: ActionInfo, why: string | null): Control => {
    const r = read(moves, a.action)!;
    return {
      action: a.action,
      text: a.text,
      short: argWords(game, w, r, a.text),
      label: controlLabel(game, w, r, a.text),
      key: keys.get(a.action) ?? null,
      why,
      cards: r.cards,
      suit: r.kind.arg.type === 'suit' ? (r.value as Suit) : null,
    };
  };
  const all = [
    ...legal.map((a) => control(a, null)),
    ...refused.map((a) => control(a, refusalText(w.tr, w.ctx, game, a, o.phase))),
  ];
  const groups: ControlGroup[] = [];
  moves.forEach((kind, k) => {
    const controls = all.filter((c) => actionKind(c.action) === k).sort((a, b) => a.action - b.action);
    if (controls.length === 0) return;
    const count = kind.arg.type === 'cards' ? kind.arg.count : 1;
    groups.push({ move: kind.name, title: moveTitle(game, w, kind.name), arg: kind.arg.type, count, controls });
  });
  return groups;
}

/** The step's move whose cards are chosen in the hand (a card buried, two discarded), if it has one. */
export const handGroupOf = (groups: readonly ControlGroup[]): ControlGroup | null =>
  groups.find((g) => g.arg === 'card' || g.arg === 'cards') ?? null;

/** The cards of the hand that some legal choice of the move names: they are marked as the hand's to choose. */
export const choosable = (group: ControlGroup): ReadonlySet<Card> =>
  new Set(group.controls.flatMap((c) => (c.why === null ? c.cards : [])));

/** What pointing at a card of the hand does in a move of cards. */
export type CardPress =
  /** The move is made: a move of one card, or the last card of several chosen (never: they are made apart). */
  | { readonly kind: 'act'; readonly text: string }
  /** The card may not be chosen: the reason of a refused choice that names it, or null for none known. */
  | { readonly kind: 'refuse'; readonly why: string | null }
  /** The cards chosen for a move of several cards, after this one was taken or put back. */
  | { readonly kind: 'choose'; readonly chosen: readonly Card[] };

/**
 * Pointing at a card: a move of one card is made at once (or refused with its reason); for a move of several
 * a card that some legal choice names is taken (the oldest put back when the move's count is reached), a
 * card chosen already is put back, and any other says why not.
 */
export function pressCard(group: ControlGroup, chosen: readonly Card[], card: Card): CardPress {
  const naming = group.controls.filter((c) => c.cards.includes(card));
  if (group.count === 1) {
    const c = naming[0];
    return c && c.why === null ? { kind: 'act', text: c.text } : { kind: 'refuse', why: c?.why ?? null };
  }
  if (chosen.includes(card)) return { kind: 'choose', chosen: chosen.filter((c) => c !== card) };
  if (!naming.some((c) => c.why === null)) return { kind: 'refuse', why: naming[0]?.why ?? null };
  return { kind: 'choose', chosen: [...chosen, card].slice(-group.count) };
}

/**
 * The move the chosen cards make in a group of several cards: its control (legal, or refused with its
 * reason), or null while fewer cards than the move names are chosen or no choice of the rules has them.
 */
export function chosenControl(group: ControlGroup, chosen: readonly Card[]): Control | null {
  if (chosen.length !== group.count) return null;
  const key = (cards: readonly Card[]) => [...cards].sort((a, b) => a - b).join(',');
  const want = key(chosen);
  return group.controls.find((c) => key(c.cards) === want) ?? null;
}
