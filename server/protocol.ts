/**
 * The wire protocol's inputs, as zod schemas, and its one error shape `{ error: { code, message } }`.
 * Every request body, query, route parameter and WebSocket message goes through one of these schemas.
 */
import { z } from 'zod';
import { RULE_ERROR_CODES, type RuleErrorCode } from '../engine/errors.js';
import { DECKS } from '../engine/decks.js';
import { GAME_IDS } from '../engine/games.js';

/** Error codes of the server's own (the engine's rule codes come on top, see RULE_ERROR_CODES). */
export type ServerErrorCode =
  | 'BAD_REQUEST'
  | 'BAD_JSON'
  | 'BAD_OPTIONS'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'BODY_TOO_LARGE'
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'STALE'
  | 'DEAL_IN_PROGRESS'
  | 'NOT_FINISHED'
  | 'RATE_LIMITED'
  | 'INTERNAL';

export type ErrorCode = ServerErrorCode | RuleErrorCode;

const STATUS: Record<ServerErrorCode, number> = {
  BAD_REQUEST: 400,
  BAD_JSON: 400,
  BAD_OPTIONS: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BODY_TOO_LARGE: 413,
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  STALE: 409,
  DEAL_IN_PROGRESS: 422,
  NOT_FINISHED: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/** An error answered to a client; `status` is its HTTP status (a refused move is 422). */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.status = (RULE_ERROR_CODES as readonly string[]).includes(code) ? 422 : STATUS[code as ServerErrorCode];
  }

  toJSON(): { error: { code: ErrorCode; message: string } & Record<string, unknown> } {
    return { error: { code: this.code, message: this.message, ...this.extra } };
  }
}

/** Parses with a schema or throws BAD_REQUEST with zod's message, prefixed by where the input was. */
export function parse<T>(schema: z.ZodType<T>, input: unknown, where: string): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ApiError('BAD_REQUEST', `${where}: ${z.prettifyError(result.error).replace(/\n/g, '; ')}`);
}

export const LEVELS = ['easy', 'normal', 'strong'] as const;
export type Level = (typeof LEVELS)[number];
export type SeatKind = 'human' | Level;

const DECK_IDS = DECKS.map((d) => d.id) as [string, ...string[]];

export const TableIdParams = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'a table id is 22 characters of [A-Za-z0-9_-]'),
});

export const CreateTableBody = z.strictObject({
  game: z.enum(GAME_IDS as unknown as [string, ...string[]]),
  rules: z
    .strictObject({
      ruleset: z.string().max(40).optional(),
      variants: z.array(z.string().max(40)).max(8).optional(),
      target: z.number().int().min(1).max(10_000).optional(),
    })
    .optional(),
  deck: z.enum(DECK_IDS).optional(),
  /** One entry per seat: exactly one 'human', the others an AI level. */
  seats: z
    .array(z.enum(['human', ...LEVELS]))
    .min(2)
    .max(4)
    .optional(),
  /** Schafkopf only: the number of deals of the session, or null for an open-ended score sheet. */
  sessionDeals: z.number().int().min(1).max(1000).nullable().optional(),
  /** The pause before each AI move, from the previous action, in ms. */
  aiDelayMs: z.number().int().min(0).max(10_000).optional(),
});
export type CreateTableBody = z.infer<typeof CreateTableBody>;

/**
 * An action on the wire: the engine's action number (0..39 plays that card, 64 + i bids the i-th bid), or
 * its readable form `play:EA` / `bid:rufer-E`, or one of the table's own actions `continue` (deal the next
 * deal once the human has read the summary) and `end` (resign, or close an open-ended session).
 */
export const WireAction = z.union([
  z.number().int().min(0).max(127),
  z.string().regex(/^(play:[A-Z0-9]{2}|bid:[A-Za-z0-9-]{1,24}|continue|end)$/, 'play:CODE, bid:NAME, continue or end'),
]);
export type WireAction = z.infer<typeof WireAction>;

export const ActBody = z.strictObject({
  action: WireAction,
  /** The log length (version) the client saw; anything else is refused as STALE. */
  version: z.number().int().min(0),
});

export const GamesQuery = z.strictObject({
  status: z.enum(['active', 'finished', 'all']).default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

const RequestId = z.union([z.string().max(64), z.number().int()]).optional();

export const ClientMessage = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('act'), id: RequestId, action: WireAction, version: z.number().int().min(0) }),
  z.strictObject({ type: z.literal('sync'), id: RequestId }),
  z.strictObject({ type: z.literal('ping'), id: RequestId }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;
