/**
 * The friends' layer of a table in play (issue 16; docs/site.md, "Playing with friends"), as state the page's
 * parts share: quick reactions shown as bubbles at their senders' seats, the reaction menu resting between two
 * of one's own, and the turn clock counted down. The pure parts (presence, labels, the clock's face) are in
 * friends.ts; the waiting room and the watch link are components of their own.
 */
import type { Seat } from '../../../engine/action.js';
import type { Reaction, SeatState } from '../../../engine/protocol.js';
import { secondsLeft } from './friends.js';

/** How long a reaction's bubble stays at its sender's seat. */
const BUBBLE_MS = 4000;
/** The server takes one reaction every two seconds: the menu rests that long after one's own. */
const REST_MS = 2000;

export class Reactions {
  /** The bubble at each seat that has one. */
  bubbles = $state<Record<number, { id: number; text: string }>>({});
  /** The menu is open. */
  open = $state(false);
  /** One's own was just sent: the menu rests. */
  resting = $state(false);
  #lastId = 0;

  /** Shows a reaction at its sender's seat for a few seconds (a newer one at that seat replaces it). */
  show(seat: Seat, text: string): void {
    const id = ++this.#lastId;
    this.bubbles = { ...this.bubbles, [seat]: { id, text } };
    setTimeout(() => {
      if (this.bubbles[seat]?.id === id) {
        const rest = { ...this.bubbles };
        delete rest[seat];
        this.bubbles = rest;
      }
    }, BUBBLE_MS);
  }

  /** The words of the bubble at a seat, or null. */
  at(seat: Seat): string | null {
    return this.bubbles[seat]?.text ?? null;
  }

  /** Closes the menu and sends one by `send`; when sent, the menu rests. False when `send` could not send it. */
  send(reaction: Reaction, send: (r: Reaction) => boolean): boolean {
    this.open = false;
    if (!send(reaction)) return false;
    this.resting = true;
    setTimeout(() => (this.resting = false), REST_MS);
    return true;
  }
}

/** The turn clock: the state's deadline (the server's epoch ms) less the page's clock, ticked while it runs. */
export class TurnClock {
  now = $state(Date.now());

  /** Ticks every 250 ms while the state names a clock; returns the effect's cleanup. */
  follow(clock: SeatState['clock'] | undefined): (() => void) | undefined {
    if (!clock) return;
    this.now = Date.now();
    const tick = setInterval(() => (this.now = Date.now()), 250);
    return () => clearInterval(tick);
  }

  /** Seconds left to the seat to move, where a clock runs for it. */
  secondsOf(s: SeatState | null, seat: Seat): number | null {
    return s?.clock && s.clock.seat === seat && s.status === 'playing' ? secondsLeft(s.clock.deadline, this.now) : null;
  }
}
