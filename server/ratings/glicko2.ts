/**
 * Glicko-2 ratings (docs/ratings.md), exactly as Glickman's "Example of the Glicko-2 system" (2013 revision)
 * computes them: a rating period's results are taken as played at once, on the Glicko-2 scale (μ, φ), and the
 * new volatility is found by the Illinois algorithm with ε = 0.000001. Pure: no I/O, no clock, no state.
 *
 * Two additions, both documented and both outside the paper's worked example: the deviation never exceeds
 * `maxDeviation` (the initial 350), and a side (a partnership) is rated as one composite of its members
 * (`sideGames`).
 */

/** The scale between the Glicko (r, RD) and Glicko-2 (μ, φ) forms: 400 / ln 10. */
export const SCALE = 173.7178;

/** A person's (or a fixed opponent's) standing: rating, deviation (RD) and volatility (σ). */
export interface Rating {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
}

/** Whom a result was against: a rating and its deviation (an opponent's volatility plays no part). */
export interface Opponent {
  readonly rating: number;
  readonly deviation: number;
}

/** One result of the period: the score (1 a win, 0.5 a draw, 0 a loss, or a fraction between) against one opponent. */
export interface Game {
  readonly opponent: Opponent;
  readonly score: number;
}

export interface Glicko2Params {
  /** τ, how far the volatility may move in one period (Glickman: between 0.3 and 1.2). */
  readonly tau: number;
  /** Convergence tolerance of the volatility's iteration. */
  readonly epsilon: number;
  /** A newcomer's standing. */
  readonly initial: Rating;
  /** The deviation never grows (or stays) above this: a long absence makes one a newcomer again, no more. */
  readonly maxDeviation: number;
}

/** Cardavia's parameters (docs/ratings.md): τ = 0.5 and the paper's newcomer, 1500 / 350 / 0.06. */
export const PARAMS: Glicko2Params = {
  tau: 0.5,
  epsilon: 0.000001,
  initial: { rating: 1500, deviation: 350, volatility: 0.06 },
  maxDeviation: 350,
};

const g = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number): number => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** The expected score of `player` against `opponent` (Glicko-2's E, with the opponent's deviation). */
export function expectedScore(player: Opponent, opponent: Opponent): number {
  return expected((player.rating - 1500) / SCALE, (opponent.rating - 1500) / SCALE, opponent.deviation / SCALE);
}

function check(r: Opponent, what: string): void {
  if (!Number.isFinite(r.rating) || !Number.isFinite(r.deviation) || r.deviation <= 0) {
    throw new RangeError(`${what}: a finite rating and a positive deviation, not ${JSON.stringify(r)}`);
  }
}

function checkPlayer(player: Rating, params: Glicko2Params): void {
  check(player, 'player');
  if (!(player.volatility > 0) || !Number.isFinite(player.volatility)) {
    throw new RangeError(`player: a positive volatility, not ${player.volatility}`);
  }
  if (!(params.tau > 0) || !(params.epsilon > 0)) throw new RangeError('τ and ε must be positive');
}

/** Step 5: the new volatility σ′, by the Illinois algorithm (regula falsi with halving). */
export function newVolatility(phi: number, sigma: number, v: number, delta: number, params: Glicko2Params): number {
  const { tau, epsilon } = params;
  const a = Math.log(sigma * sigma);
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > epsilon) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA = fA / 2;
    }
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/**
 * The standing at the end of a rating period from the standing at its start and every result of the period
 * (Glickman's steps 2 to 8). A period without results leaves the rating and volatility and grows the
 * deviation by the volatility (step 6 alone). The deviation is then held to `maxDeviation`.
 */
export function ratePeriod(player: Rating, games: readonly Game[], params: Glicko2Params = PARAMS): Rating {
  checkPlayer(player, params);
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.deviation / SCALE;
  const sigma = player.volatility;
  const cap = (rd: number) => Math.min(rd, params.maxDeviation);
  // Step 3: the estimated variance v from the opponents' information; step 4: the improvement Δ.
  let information = 0;
  let sum = 0;
  for (const { opponent, score } of games) {
    check(opponent, 'opponent');
    if (!(score >= 0 && score <= 1)) throw new RangeError(`a score is between 0 and 1, not ${score}`);
    const muJ = (opponent.rating - 1500) / SCALE;
    const gJ = g(opponent.deviation / SCALE);
    const e = expected(mu, muJ, opponent.deviation / SCALE);
    information += gJ * gJ * e * (1 - e);
    sum += gJ * (score - e);
  }
  // No results, or none that says anything (ratings so far apart that E rounds to 0 or 1): step 6 alone.
  if (information === 0) {
    return { rating: player.rating, deviation: cap(SCALE * Math.sqrt(phi * phi + sigma * sigma)), volatility: sigma };
  }
  const v = 1 / information;
  const delta = v * sum;
  const sigmaNew = newVolatility(phi, sigma, v, delta, params);
  // Steps 6 and 7: the pre-period deviation grown by the new volatility, then narrowed by the results.
  const phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  // Step 8: back to the Glicko scale.
  return { rating: SCALE * muNew + 1500, deviation: cap(SCALE * phiNew), volatility: sigmaNew };
}

/**
 * The standing after `periods` rating periods without a result: the rating and volatility unchanged, the
 * deviation √(φ² + n·σ²), held to `maxDeviation` (the same as `ratePeriod` with no games, n times over).
 */
export function idle(player: Rating, periods: number, params: Glicko2Params = PARAMS): Rating {
  checkPlayer(player, params);
  if (!Number.isInteger(periods) || periods < 0) throw new RangeError(`periods: a whole number ≥ 0, not ${periods}`);
  if (periods === 0) return player;
  const phi = player.deviation / SCALE;
  const grown = SCALE * Math.sqrt(phi * phi + periods * player.volatility * player.volatility);
  return { ...player, deviation: Math.min(grown, params.maxDeviation) };
}

/**
 * A side (a partnership) as one composite: the mean of its members' ratings and the root mean square of their
 * deviations (docs/ratings.md, "Sides"). A side of one is its member.
 */
export function composite(members: readonly Opponent[]): Opponent {
  if (members.length === 0) throw new RangeError('a side has at least one member');
  for (const m of members) check(m, 'member');
  const n = members.length;
  return {
    rating: members.reduce((s, m) => s + m.rating, 0) / n,
    deviation: Math.sqrt(members.reduce((s, m) => s + m.deviation * m.deviation, 0) / n),
  };
}

/**
 * The games one member of a side is rated on, one per opposing side: each against the opposing side's
 * composite, moved by the member's own distance from his side's mean, so that his expected score is his
 * side's (partners share one result, so they share one expectation). For sides of one these are plain games.
 *
 * `sides[i]` lists side i's members (people or fixed-rating AI levels alike), `scores[i][j]` is side i's score
 * against side j (1, 0.5 or 0: see `scoresFromTotals`).
 */
export function sideGames(
  sides: readonly (readonly Opponent[])[],
  scores: readonly (readonly number[])[],
  side: number,
  member: number,
): Game[] {
  const own = sides[side];
  const me = own?.[member];
  if (!own || !me) throw new RangeError(`no member ${member} of side ${side}`);
  const mine = composite(own);
  const games: Game[] = [];
  sides.forEach((other, j) => {
    if (j === side) return;
    const theirs = composite(other);
    const score = scores[side]?.[j];
    if (score === undefined) throw new RangeError(`no score of side ${side} against side ${j}`);
    games.push({ opponent: { rating: theirs.rating + (me.rating - mine.rating), deviation: theirs.deviation }, score });
  });
  return games;
}

/**
 * A finished challenge deal as one game (docs/ratings.md, "What counts as a game"): against the composite of
 * everyone else who finished the deal that day, scored by the deal's matchpoint percentage / 100. A field of
 * one (nobody else) is no game: null.
 */
export function fieldGame(percentage: number, others: readonly Opponent[]): Game | null {
  if (!(percentage >= 0 && percentage <= 100)) throw new RangeError(`a percentage in [0, 100], not ${percentage}`);
  return others.length === 0 ? null : { opponent: composite(others), score: percentage / 100 };
}

/**
 * The pairwise scores of a finished session from each side's total: 1 to the side with more, 0.5 each on
 * equal totals. Three or four players each for himself make three or six pairs, each a game.
 */
export function scoresFromTotals(totals: readonly number[]): number[][] {
  return totals.map((mine, i) =>
    totals.map((theirs, j) => (i === j ? NaN : mine > theirs ? 1 : mine < theirs ? 0 : 0.5)),
  );
}

/**
 * A fixed rating from a measured mean score (docs/ratings.md, "The AI levels"): the rating at which a player
 * of fixed strength (deviation 0, so g = 1) would be expected to score `score` against `anchor`:
 * r = r_anchor + 173.7178 · ln(p / (1 − p)). The deviation is the score's standard error carried through the
 * same relation (delta method): 173.7178 · se / (p (1 − p)).
 */
export function ratingFromScore(anchor: number, score: number, standardError: number): Opponent {
  if (!(score > 0 && score < 1)) throw new RangeError(`a mean score strictly between 0 and 1, not ${score}`);
  if (!(standardError > 0)) throw new RangeError(`a positive standard error, not ${standardError}`);
  return {
    rating: anchor + SCALE * Math.log(score / (1 - score)),
    deviation: (SCALE * standardError) / (score * (1 - score)),
  };
}
