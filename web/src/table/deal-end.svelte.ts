/**
 * The end of a deal on screen: the last trick stays in view a moment before the deal's summary covers it, when
 * the page has just seen that trick played; a deal found over on arrival shows its summary at once.
 */
import { holdMs } from './settings.svelte.js';

export class DealEnd {
  /** The deal whose summary the middle of the felt shows, or null. */
  summaryFor = $state<number | null>(null);
  /** The deal has just ended on screen with its last trick (not found over on arrival): hold that trick. */
  held = false;
  #timer: ReturnType<typeof setTimeout> | null = null;

  /** For an effect on the state shown: `over` is the deal that is over, else null. Returns the effect's cleanup. */
  follow(over: number | null): (() => void) | undefined {
    if (over === null) {
      this.summaryFor = null;
      return;
    }
    if (this.summaryFor === over) return;
    const held = this.held;
    this.held = false;
    if (!held) {
      this.summaryFor = over;
      return;
    }
    this.#timer = setTimeout(() => (this.summaryFor = over), holdMs('trick'));
    return () => {
      if (this.#timer) clearTimeout(this.#timer);
    };
  }
}
