/**
 * The table's own settings, remembered in localStorage: how fast cards move (off, fast, normal), and whether
 * the opponents' points are shown where a game offers to hide them (players who count in their heads: off
 * by default). With `prefers-reduced-motion` cards never fly, whatever the setting; the pauses that let a
 * trick be read stay.
 */
export type Speed = 'off' | 'fast' | 'normal';
export const SPEEDS: readonly Speed[] = ['normal', 'fast', 'off'];

const STORAGE_KEY = 'cardavia.table';

export interface TableSettings {
  speed: Speed;
  /** Show the opponents' points (a game that offers it: TableGame.opponentsPointsOptional). */
  opponentsPoints: boolean;
}

const DEFAULTS: TableSettings = { speed: 'normal', opponentsPoints: false };

/** The remembered settings; whatever is missing or unreadable takes its default. */
export function readSettings(stored: string | null): TableSettings {
  try {
    const raw = JSON.parse(stored ?? '{}') as { speed?: unknown; opponentsPoints?: unknown };
    return {
      speed: SPEEDS.includes(raw.speed as Speed) ? (raw.speed as Speed) : DEFAULTS.speed,
      opponentsPoints: typeof raw.opponentsPoints === 'boolean' ? raw.opponentsPoints : DEFAULTS.opponentsPoints,
    };
  } catch {
    return { ...DEFAULTS };
  }
}

export const tableSettings = $state<TableSettings>(
  typeof localStorage === 'undefined' ? { ...DEFAULTS } : readSettings(localStorage.getItem(STORAGE_KEY)),
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
