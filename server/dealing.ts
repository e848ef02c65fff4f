/**
 * Deals anyone can check: each table gets a secret random seed, and only its SHA-256 commitment is
 * published until the game ends. The deals themselves derive from the seed by the pure rules of
 * engine/dealing.ts, which `cardavia verify` uses too; a new table is dealt by CURRENT_DEALING.
 */
import { createHash, randomBytes } from 'node:crypto';

export { CURRENT_DEALING, dealFromSeed, firstDealerFromSeed } from '../engine/dealing.js';

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** A fresh secret seed: 256 random bits as 64 lower-case hex digits. */
export const newSeed = (): string => randomBytes(32).toString('hex');

/** The published commitment: SHA-256 of the seed's text (its 64 hex characters, UTF-8), in hex. */
export const commitmentOf = (seed: string): string => sha256(seed);

/**
 * The seed an AI seat gets for one decision. It is a one-way function of the secret seed, so the bot gets a
 * reproducible choice (the same after a restart) without learning anything about the deal.
 */
export const decisionSeed = (seed: string, version: number): string => sha256(`${seed}/ai/${version}`).slice(0, 32);
