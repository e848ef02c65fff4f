/**
 * The wire protocol's inputs, as zod schemas, and its one error shape `{ error: { code, message } }`.
 * Every request body, query, route parameter and WebSocket message goes through one of these schemas.
 */
import { z } from 'zod';
import { games } from '../ai/registry.js';
import { RULE_ERROR_CODES, type RuleErrorCode } from '../engine/errors.js';
import { DECKS } from '../engine/decks.js';
import { LEVELS, REACTIONS } from '../engine/protocol.js';

export { LEVELS, type Level, type SeatKind } from '../engine/protocol.js';

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
  | 'TOO_MANY_TABLES'
  | 'NOT_STARTED'
  | 'ALREADY_STARTED'
  | 'TABLE_FULL'
  | 'URI_TOO_LONG'
  | 'UNAVAILABLE'
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
  TOO_MANY_TABLES: 409,
  NOT_STARTED: 409,
  ALREADY_STARTED: 409,
  TABLE_FULL: 409,
  URI_TOO_LONG: 414,
  UNAVAILABLE: 503,
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

/** The games of this process's registry (ai/registry.ts): the built-in list and any extra ones. */
const GAME_IDS = games.map((g) => g.id) as [string, ...string[]];
const DECK_IDS = DECKS.map((d) => d.id) as [string, ...string[]];

export const TableIdParams = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'a table id is 22 characters of [A-Za-z0-9_-]'),
});

export const CreateTableBody = z.strictObject({
  game: z.enum(GAME_IDS),
  rules: z
    .strictObject({
      ruleset: z.string().max(40).optional(),
      variants: z.array(z.string().max(40)).max(8).optional(),
      target: z.number().int().min(1).max(10_000).optional(),
    })
    .optional(),
  deck: z.enum(DECK_IDS).optional(),
  /**
   * One entry per seat: exactly one 'human' (the creator), 'invite' for a friend's seat, the others an AI level
   * (the count is the game's, options.ts).
   */
  seats: z
    .array(z.enum(['human', 'invite', ...LEVELS]))
    .min(2)
    .max(8)
    .optional(),
  /** The AI level that plays an invited seat nobody took when the table starts (default normal). */
  level: z.enum(LEVELS).optional(),
  /** A person's time for each decision, in seconds (null or absent: no clock); then the AI plays for him. */
  turnSeconds: z.number().int().min(5).max(600).nullable().optional(),
  /** How long a friend may be gone before the AI plays his seat, in seconds (default 60). */
  graceSeconds: z.number().int().min(1).max(3600).optional(),
  /** The creator may give a spectator link: public information only (issue 16). */
  spectators: z.boolean().optional(),
  /**
   * Only for a game whose options have a session length (a score sheet the rules never end): the number of
   * deals, or null for an open-ended sheet where the game allows it (options.ts).
   */
  sessionDeals: z.number().int().min(1).max(1000).nullable().optional(),
  /** The pause before each AI move, from the previous action, in ms. */
  aiDelayMs: z.number().int().min(0).max(10_000).optional(),
  /** Offer the hint button at this table (docs/review.md). */
  hints: z.boolean().optional(),
});
export type CreateTableBody = z.infer<typeof CreateTableBody>;

/**
 * An action on the wire: a move of the table's game in its string form (engine/moves.ts: `name` or
 * `name:argument`, e.g. `play:EA`, `bid:rufer-E`, `close`, `marry:H`, `discard:E7,G8`; read against the table's game and
 * notation, tables.ts), or one of the table's own actions `continue` (deal the next deal once the human has
 * read the summary) and `end` (resign, or close an open-ended session). The engine's action numbers stay in
 * memory: the site sends the string forms only.
 */
export const WireAction = z
  .string()
  .regex(
    /^[a-z][a-z-]{0,23}(:[A-Za-z0-9-]{1,24}(,[A-Za-z0-9-]{1,24}){0,7})?$/,
    'a move (play:CODE, bid:NAME, name, name:ARG or name:CODE,CODE), continue or end',
  );
export type WireAction = z.infer<typeof WireAction>;

export const ActBody = z.strictObject({
  action: WireAction,
  /** The log length (version) the client saw; anything else is refused as STALE. */
  version: z.number().int().min(0),
});

export const DealParams = z.strictObject({
  id: TableIdParams.shape.id,
  deal: z.coerce.number().int().min(0).max(100_000),
});

/** A replay link's token: 192 random bits, base64url (tables.ts). */
export const ShareToken = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'a share token is 32 characters of [A-Za-z0-9_-]');
export const SharedParams = z.strictObject({ token: ShareToken });
/** An invite link's token: 192 random bits, base64url, as a replay link's (tables.ts). */
export const InviteParams = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'an invite token is 32 characters of [A-Za-z0-9_-]'),
});

/**
 * A display name: 1 to 24 characters once trimmed and NFC-normalised, letters (any script), digits, spaces
 * and a few marks, so that it reads as a name and cannot pass for markup or a URL.
 */
export const NameBody = z.strictObject({
  name: z
    .string()
    .max(100)
    // One line: a tab or a line break is refused, not silently made a space (runs of spaces become one).
    .refine((n) => !/[^\S ]/u.test(n), 'a name is one line: spaces only, no tabs or line breaks')
    .transform((n) => n.normalize('NFC').trim().replace(/ +/g, ' '))
    .pipe(
      z
        .string()
        .min(1, 'a name has at least one character')
        .max(24, 'a name has at most 24 characters')
        .regex(/^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .'_-]*$/u, "a name is letters, digits, spaces and . ' _ -"),
    ),
});
export const SharedDealParams = z.strictObject({
  token: ShareToken,
  deal: z.coerce.number().int().min(0).max(100_000),
});

export const GamesQuery = z.strictObject({
  status: z.enum(['active', 'finished', 'all']).default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** A live connection's query: `events=1` asks for versioned events after the snapshot (tables/feeds.ts). */
export const LiveQuery = z.strictObject({ events: z.enum(['0', '1']).optional() });

const RequestId = z.union([z.string().max(64), z.number().int()]).optional();

export const ClientMessage = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('act'), id: RequestId, action: WireAction, version: z.number().int().min(0) }),
  z.strictObject({ type: z.literal('sync'), id: RequestId }),
  z.strictObject({ type: z.literal('ping'), id: RequestId }),
  z.strictObject({ type: z.literal('react'), id: RequestId, reaction: z.enum(REACTIONS) }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;
