/**
 * Card movements: a played card flies from the hand (or from its player's side) to the trick, a finished
 * trick slides to its winner, drawn cards come from the talon. Durations follow the speed setting and are 0
 * with reduced motion (see settings.svelte.ts).
 */
import { cubicOut } from 'svelte/easing';
import { crossfade } from 'svelte/transition';
import type { TransitionConfig } from 'svelte/transition';
import { moveMs } from './settings.svelte.js';

export type Place = 'you' | 'left' | 'across' | 'right' | 'talon';

/** Where each place is, as a fraction of the table's size, from the middle. */
const OFFSET: Record<Place, [number, number]> = {
  you: [0, 1],
  left: [-1, 0],
  across: [0, -1],
  right: [1, 0],
  talon: [-0.8, -0.2],
};

/** A card sliding in from (or out to) a place, by `distance` pixels. */
export function slide(node: Element, params: { from: Place; distance?: number }): TransitionConfig {
  const duration = moveMs();
  const [fx, fy] = OFFSET[params.from];
  const d = params.distance ?? 220;
  const base = getComputedStyle(node).transform;
  const prefix = base === 'none' ? '' : base + ' ';
  return {
    duration,
    easing: cubicOut,
    css: (t, u) =>
      `transform: ${prefix}translate(${fx * d * u}px, ${fy * d * u}px) scale(${0.85 + 0.15 * t}); opacity: ${Math.min(1, t * 2)}`,
  };
}

/** The hand's card and the trick's card are one card: it flies from one to the other. */
export const [send, receive] = crossfade({
  duration: () => moveMs(),
  easing: cubicOut,
  fallback: () => {
    const duration = moveMs();
    return { duration, css: (t) => `opacity: ${t}` };
  },
});
