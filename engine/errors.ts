/**
 * The rule-error codes of RECORDS.md, in the order of precedence it gives: when several apply to one
 * action, the first in this list is reported.
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
] as const;

export type RuleErrorCode = (typeof RULE_ERROR_CODES)[number];

export interface RuleError {
  readonly code: RuleErrorCode;
  readonly message: string;
}

export const ruleError = (code: RuleErrorCode, message: string): RuleError => ({ code, message });
