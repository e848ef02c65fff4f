/**
 * Rule errors as values: a code (RECORDS.md), the rule that refuses (a RULES.md id such as SK-18, or null
 * for bookkeeping like "not your turn") and the parameters of the refusal. Every layer builds its own
 * message from these three; `message` is the engine's English wording, for the referee's output and logs.
 */

/**
 * The rule-error codes of RECORDS.md, in the order of precedence it gives: when several apply to one
 * action, the first in this list is reported. `BAD_ACTION` comes from the shared input guard (moves.ts): a
 * number that is no action of the game at all; a record can never produce it.
 */
export const RULE_ERROR_CODES = [
  'BAD_PACK',
  'SESSION_OVER',
  'DEAL_OVER',
  'WRONG_PHASE',
  'NOT_YOUR_TURN',
  'CARD_NOT_IN_HAND',
  'ILLEGAL_CARD',
  'ILLEGAL_BID',
  'ILLEGAL_MOVE',
  'BAD_ACTION',
] as const;

export type RuleErrorCode = (typeof RULE_ERROR_CODES)[number];

/** What a refusal is about (a seat, a suit 0..3, a bid name, …), for messages in any language. */
export type RuleParams = Readonly<Record<string, string | number | boolean>>;

export interface RuleError {
  readonly code: RuleErrorCode;
  /** The RULES.md id of the rule that refuses the action, or null when no game rule is involved. */
  readonly rule: string | null;
  readonly params: RuleParams;
  /** The refusal in English. */
  readonly message: string;
}

export const ruleError = (
  code: RuleErrorCode,
  message: string,
  rule: string | null = null,
  params: RuleParams = {},
): RuleError => ({ code, rule, params, message });

/** The errors every game gives for the same bookkeeping reasons, worded once. */
export const dealOver = (): RuleError => ruleError('DEAL_OVER', 'the deal is over');
export const notYourTurn = (turn: number, seat: number): RuleError =>
  ruleError('NOT_YOUR_TURN', `it is seat ${turn}'s turn, not seat ${seat}'s`, null, { turn, seat });
export const cardNotInHand = (seat: number): RuleError =>
  ruleError('CARD_NOT_IN_HAND', `seat ${seat} does not hold that card`, null, { seat });
