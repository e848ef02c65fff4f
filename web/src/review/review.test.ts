/**
 * The review without a browser: a finished deal replayed from its review's cards and actions into the steps
 * the page shows (the opening with its auction, then trick by trick, every hand), the seat's decisions and
 * hints put on their actions, and the reasons and verdicts in words in every language.
 */
import { describe, expect, it } from 'vitest';
import { formatAction } from '../../../engine/record.js';
import type { DealReview, DecisionAnalysis, Reason } from '../../../engine/protocol.js';
import { schafkopf } from '../../../engine/schafkopf/index.js';
import { calledAceDeal, HANDS } from '../games/schafkopf/deals.testing.js';
import { schafkopfTable } from '../games/schafkopf/table.js';
import { munich, trIn, type TestLang } from '../table/i18n.testing.js';
import { play } from '../table/seat-states.testing.js';
import { wordsFor } from '../table/texts.js';
import { judgedDecisions, replayReview, standInCount } from './replay.js';
import { actionText, amountText, hintReasonText, openText, reasonText, verdictText, whyLines } from './texts.js';

/** The test deal played out: a Rufer of seat 1, then every seat's first legal card to the end. */
function finishedDeal(): { cards: number[]; actions: { seat: number; action: string }[] } {
  const bids = ['bid:pass', 'bid:rufer-G', 'bid:pass', 'bid:pass'];
  let t = play(calledAceDeal(), ...bids);
  const actions = bids.map((action, i) => ({ seat: i, action }));
  for (let guard = 0; guard < 40 && schafkopf.phase(t.state) !== 'over'; guard++) {
    const seat = schafkopf.toMove(t.state)!;
    const action = formatAction(schafkopf, 'german', schafkopf.legalActions(t.state)[0]!);
    actions.push({ seat, action });
    t = play(t, action);
  }
  const hands = HANDS.map((h) => h.split(' '));
  const pack = [0, 4].flatMap((from) => hands.flatMap((h) => h.slice(from, from + 4)));
  return {
    cards: pack.map((c) =>
      schafkopf.pack(schafkopf.defaultRules).find((x) => formatAction(schafkopf, 'german', x) === `play:${c}`)!,
    ),
    actions,
  };
}

const decision = (index: number, action: string, over: Partial<DecisionAnalysis> = {}): DecisionAnalysis => ({
  deal: 0,
  index,
  seat: 0,
  action,
  forced: false,
  strong: action,
  best: action,
  values: [],
  samples: 48,
  exact: false,
  loss: 0,
  verdict: 'best',
  open: null,
  ...over,
});

function review(): DealReview {
  const { cards, actions } = finishedDeal();
  const first = actions.findIndex((a, i) => i >= 4 && a.seat === 0);
  return {
    table: 'T',
    deal: 0,
    seat: 0,
    game: 'schafkopf',
    deck: 'munich-bavarian',
    notation: 'german',
    seats: 4,
    dealer: 3,
    cards,
    hands: [],
    actions,
    result: null,
    pending: false,
    analysis: {
      unit: 'units',
      thresholds: { inaccuracy: 0.3, mistake: 0.75, blunder: 1.5 },
      samples: 48,
      decisions: [
        decision(0, 'bid:pass'),
        decision(first, actions[first]!.action, { verdict: 'blunder', loss: 2, strong: 'play:HO', best: 'play:HO' }),
      ],
      reasons: [null, { kind: 'wins-trick', better: 'play:HO', points: 14 }],
    },
    hinted: [first],
  };
}

describe('a finished deal replayed for its review', () => {
  it('is the opening with its auction, then one step per trick, every hand face up as it stands', () => {
    const r = replayReview(schafkopf, {}, review());
    if (!r.ok) throw new Error(r.error);
    expect(r.steps.length).toBe(1 + 8);
    const [opening, ...tricks] = r.steps;
    expect(opening!.trick).toBeNull();
    expect(opening!.actions.map((a) => a.text)).toEqual(['bid:pass', 'bid:rufer-G', 'bid:pass', 'bid:pass']);
    expect(opening!.views.map((v) => v.hand.length)).toEqual([8, 8, 8, 8]);
    expect(opening!.shown).toBeNull();
    tricks.forEach((step, i) => {
      expect(step.trick).toBe(i + 1);
      expect(step.actions.length).toBe(4);
      expect(step.shown?.cards.length).toBe(4);
      expect(step.shown?.winner).not.toBeNull();
      expect(step.views.map((v) => v.hand.length)).toEqual([7 - i, 7 - i, 7 - i, 7 - i]);
    });
  });

  it('puts the seat’s decisions, their reasons and the hints on their actions', () => {
    const rv = review();
    const r = replayReview(schafkopf, {}, rv);
    if (!r.ok) throw new Error(r.error);
    const all = r.steps.flatMap((s) => s.actions);
    const judged = all.filter((a) => a.decision !== null);
    expect(judged.map((a) => a.index)).toEqual(rv.analysis!.decisions.map((d) => d.index));
    const blunder = judged[1]!;
    expect(blunder.decision?.verdict).toBe('blunder');
    expect(blunder.reason).toEqual({ kind: 'wins-trick', better: 'play:HO', points: 14 });
    expect(blunder.hinted).toBe(true);
    expect(all.filter((a) => a.hinted).length).toBe(1);
  });

  it('says so when an action does not follow the rules', () => {
    const rv = review();
    const bad = { ...rv, actions: [{ seat: 0, action: 'play:HA' }, ...rv.actions] };
    const r = replayReview(schafkopf, {}, bad);
    expect(r.ok).toBe(false);
  });
});

describe('the review’s words', () => {
  const bavarian = (lang: TestLang) => ({ ...munich(lang), game: schafkopfTable.id });
  const words = (lang: TestLang) => wordsFor(trIn(lang), bavarian(lang), 0, 4);
  const view = () => {
    const r = replayReview(schafkopf, {}, review());
    if (!r.ok) throw new Error(r.error);
    return r.steps[0]!.actions[0]!.before;
  };

  it('a better card that would have taken the trick, with its points', () => {
    const reason = { kind: 'wins-trick', better: 'play:HO', points: 14 } as const;
    expect(reasonText(schafkopfTable, words('en'), reason, view())).toBe(
      'The Ober of hearts would have taken the trick and 14 points.',
    );
    expect(reasonText(schafkopfTable, words('fr'), reason, view())).toBe(
      'L’Ober de cœurs aurait remporté le pli et 14 points.',
    );
    expect(reasonText(schafkopfTable, words('de'), reason, view())).toBe(
      'Der Herz-Ober hätte den Stich gemacht, mit 14 Augen.',
    );
  });

  it('a better contract, worth so many units of the settlement more', () => {
    const reason = { kind: 'bid-value', better: 'bid:solo-E', gain: 4, unit: 'units' } as const;
    expect(reasonText(schafkopfTable, words('en'), reason, view())).toBe(
      'Solo in acorns was worth about 4 settlement units more here.',
    );
    expect(reasonText(schafkopfTable, words('fr'), reason, view())).toMatch(
      /^Annoncer Solo \(glands\) valait ici environ 4 unités du règlement de plus\.$/,
    );
    expect(reasonText(schafkopfTable, words('de'), reason, view())).toBe(
      'Die Ansage Eichel-Solo war hier etwa 4 Einheiten der Abrechnung mehr wert.',
    );
    const pass = { kind: 'bid-value', better: 'bid:pass', gain: 0.5, unit: 'units' } as const;
    expect(reasonText(schafkopfTable, words('en'), pass, view())).toBe(
      'Passing was worth about 0.5 settlement units more here.',
    );
    expect(reasonText(schafkopfTable, words('de'), pass, view())).toBe(
      'Weitergeben war hier etwa 0,5 Einheiten der Abrechnung mehr wert.',
    );
  });

  it('a better card worth more on average, in the game’s unit', () => {
    const reason = { kind: 'value', better: 'play:EA', gain: 0.42, unit: 'game points' } as const;
    expect(reasonText(schafkopfTable, words('en'), reason, view())).toBe(
      'The Ace of acorns was worth about 0.42 game points more here, on average.',
    );
    expect(amountText(trIn('fr'), 'fr', 1.5, 'game points')).toBe('1,5 point de partie');
    expect(amountText(trIn('en'), 'en', 1, 'units')).toBe('1 settlement unit');
  });

  it('verdicts are words, a forced move is said to be forced, and actions are named', () => {
    expect(verdictText(trIn('en'), { verdict: 'blunder', forced: false })).toBe('Blunder');
    expect(verdictText(trIn('de'), { verdict: 'mistake', forced: false })).toBe('Fehler');
    expect(verdictText(trIn('fr'), { verdict: 'best', forced: true })).toBe('Forcé');
    expect(actionText(schafkopfTable, words('en'), 'bid:rufer-G', view())).toBe('Rufer with the Ace of leaves');
    expect(actionText(schafkopfTable, words('en'), 'play:GA', view())).toBe('Ace of leaves');
  });

  it('tells unlucky from wrong by the open-cards verdict', () => {
    const right = decision(5, 'play:GA', { open: { values: [], optimal: false, loss: 1 } });
    expect(openText(trIn('en'), right)).toMatch(/hidden cards went against it/);
    const lucky = decision(5, 'play:GA', { verdict: 'mistake', open: { values: [], optimal: true, loss: 0 } });
    // Not "a poor bet that paid off": the action may well have lost its trick (issue 30, point 5).
    expect(openText(trIn('en'), lucky)).toBe(
      'With every card face up it would have been the best choice: from what could be known, it was a poor bet.',
    );
    expect(openText(trIn('en'), decision(5, 'play:GA', { open: { values: [], optimal: true, loss: 0 } }))).toBeNull();
  });

  it('the Why? sentences agree with the verdict: the strong choice only where it adds something, and why it differs (issue 30, point 5)', () => {
    const lines = (lang: TestLang, d: DecisionAnalysis, reason: Reason | null, unit = 'units') =>
      whyLines(schafkopfTable, words(lang), { text: d.action, decision: d, reason, before: view() }, unit);
    // Best, and the strong player would bid otherwise: as good, not a correction ("The strong player's choice: Pass").
    const best = decision(0, 'bid:rufer-G', { strong: 'bid:pass' });
    expect(lines('en', best, null)).toEqual(['The strong player would choose Pass: worth about the same here.']);
    expect(lines('de', best, null)).toEqual([
      'Der starke Spieler würde Weiter wählen: Das ist hier etwa gleich viel wert.',
    ]);
    // A mistake whose better card is the strong choice: the reason says it all, once.
    const better = { kind: 'value', better: 'play:EA', gain: 0.54, unit: 'game points' } as const;
    const mistake = decision(5, 'play:GA', { verdict: 'mistake', strong: 'play:EA', best: 'play:EA', loss: 0.54 });
    expect(lines('en', mistake, better, 'game points')).toEqual([
      'The Ace of acorns was worth about 0.54 game points more here, on average.',
    ]);
    // The strong player at the table would choose a third card: said, with why it is not the better one.
    const third = decision(5, 'play:GA', { verdict: 'mistake', strong: 'play:HO', best: 'play:EA', loss: 0.54 });
    expect(lines('en', third, better, 'game points')).toEqual([
      'The Ace of acorns was worth about 0.54 game points more here, on average.',
      'Deciding at the table, the strong player would choose Ober of hearts; this longer analysis rates Ace of acorns higher.',
    ]);
    // The strong player would have made the same mistake: said, so that the verdict does not read as its opinion.
    const same = decision(5, 'play:GA', { verdict: 'inaccuracy', best: 'play:EA', loss: 0.2 });
    expect(lines('fr', same, null, 'game points')).toEqual([
      'Le joueur fort aurait fait le même choix à la table : seule l’analyse plus longue montre qu’il est moins bon.',
      'Coût moyen : environ 0,2 point de partie.',
    ]);
    // The open-cards remark last; a forced decision has no Why? at all.
    const lucky = decision(5, 'play:GA', {
      verdict: 'mistake',
      best: 'play:EA',
      loss: 0.54,
      open: { values: [], optimal: true, loss: 0 },
    });
    expect(lines('en', lucky, better, 'game points').at(-1)).toMatch(/^With every card face up/);
    expect(lines('en', decision(5, 'play:GA', { forced: true, strong: 'play:EA' }), null)).toEqual([]);
  });

  it('a hint’s reason: the trick it takes, or its margin over the next best choice', () => {
    expect(hintReasonText(trIn('en'), 'en', { kind: 'wins-trick', better: 'play:HO', points: 14 })).toBe(
      'It takes the trick and 14 points.',
    );
    const margin = { kind: 'value', better: 'play:HO', gain: 0.3, unit: 'game points' } as const;
    expect(hintReasonText(trIn('de'), 'de', margin)).toBe(
      'Im Schnitt etwa 0,3 Spielpunkte mehr als die nächstbeste Wahl.',
    );
    // A margin of next to nothing is not "0 more": the other choices are about as good.
    expect(hintReasonText(trIn('en'), 'en', { ...margin, gain: 0 })).toBe('Other choices are about as good here.');
  });
});

describe('decisions the AI made for the seat’s person while she was away (issue 30)', () => {
  /** The review, the seat's blundered card played by the AI for her (an analysis stored before still judges it). */
  const byAi = (): DealReview => {
    const rv = review();
    const blunder = rv.analysis!.decisions[1]!.index;
    return { ...rv, actions: rv.actions.map((a, i) => (i === blunder ? { ...a, standIn: true as const } : a)) };
  };

  it('are marked as the AI’s, judged by no verdict, and left out of the judged decisions the tally counts', () => {
    const rv = byAi();
    const r = replayReview(schafkopf, {}, rv);
    if (!r.ok) throw new Error(r.error);
    const all = r.steps.flatMap((s) => s.actions);
    const ai = all.filter((a) => a.standIn);
    expect(ai.map((a) => a.index)).toEqual([rv.analysis!.decisions[1]!.index]);
    expect(ai[0]!.decision).toBeNull();
    expect(all.filter((a) => a.decision !== null).map((a) => a.index)).toEqual([0]);
    expect(judgedDecisions(rv).map((d) => d.verdict)).toEqual(['best']);
    expect(judgedDecisions(review()).map((d) => d.verdict)).toEqual(['best', 'blunder']);
    expect(standInCount(rv)).toBe(1);
    expect(standInCount(review())).toBe(0);
  });

  it('are told in every language', () => {
    expect(trIn('en')('table:standIn.reviewNote', { count: 1 })).toBe(
      'While you were away the AI made one of your decisions in this deal: it is marked and not judged as yours.',
    );
    expect(trIn('fr')('table:standIn.reviewNote', { count: 2 })).toBe(
      'Pendant votre absence, l’IA a pris 2 de vos décisions dans cette donne\u202f: elles sont signalées et ne sont pas jugées comme les vôtres.',
    );
    expect(trIn('de')('table:standIn.badge')).toBe('Zug der KI');
  });
});
