/**
 * The table's own settings, remembered in localStorage: how fast cards move (off, fast, normal). With
 * `prefers-reduced-motion` cards never fly, whatever the setting; the pauses that let a trick be read stay.
 */
export type Speed = 'off' | 'fast' | 'normal';
export const SPEEDS: readonly Speed[] = ['normal', 'fast', 'off'];

const STORAGE_KEY = 'cardavia.table';

function load(): { speed: Speed } {
  try {
    const raw = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as { speed?: unknown };
    return { speed: SPEEDS.includes(raw.speed as Speed) ? (raw.speed as Speed) : 'normal' };
  } catch {
    return { speed: 'normal' };
  }
}

export const tableSettings = $state<{ speed: Speed }>(
  typeof localStorage === 'undefined' ? { speed: 'normal' } : load(),
);

export function saveTableSettings(): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(tableSettings));
  } catch {
    // applied, not remembered
  }
}

const reduced = typeof matchMedia === 'undefined' ? null : matchMedia('(prefers-reduced-motion: reduce)');
const motion = $state({ reduced: reduced?.matches ?? false });
reduced?.addEventListener('change', (e) => (motion.reduced = e.matches));

/** How long a card takes to move, in ms (0: it jumps). */
export function moveMs(): number {
  if (motion.reduced) return 0;
  return tableSettings.speed === 'off' ? 0 : tableSettings.speed === 'fast' ? 160 : 320;
}

/** How long the table pauses to let an event be seen before showing the next one, in ms. */
export function holdMs(kind: 'trick' | 'card' | 'bid'): number {
  const speed = tableSettings.speed;
  if (speed === 'off') return 0;
  const base = kind === 'trick' ? 1300 : kind === 'card' ? 420 : 380;
  return speed === 'fast' ? Math.round(base / 2) : base;
}
