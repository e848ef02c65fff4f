/**
 * The printed-paper look: Contrast, Grain and Colour temperature (0–100 %, 50 % = as drawn), plus the
 * four-colour suit mode and the corner indices (issue 30: a rank and suit mark in the corner of every card, for
 * German-suited packs whose courts print none). They apply to cards and the table surface only (elements with class "paper"), never
 * to text, through CSS custom properties set on the root element; remembered in localStorage.
 */
export interface PaperSettings {
  contrast: number;
  grain: number;
  temperature: number;
  fourColour: boolean;
  indices: boolean;
}

const STORAGE_KEY = 'cardavia.paper';
const DEFAULTS: PaperSettings = { contrast: 50, grain: 50, temperature: 50, fourColour: false, indices: false };

function load(): PaperSettings {
  try {
    const raw = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<PaperSettings>;
    const pct = (x: unknown, d: number) =>
      typeof x === 'number' && Number.isFinite(x) ? Math.min(100, Math.max(0, Math.round(x))) : d;
    return {
      contrast: pct(raw.contrast, DEFAULTS.contrast),
      grain: pct(raw.grain, DEFAULTS.grain),
      temperature: pct(raw.temperature, DEFAULTS.temperature),
      fourColour: raw.fourColour === true,
      indices: raw.indices === true,
    };
  } catch {
    return { ...DEFAULTS };
  }
}

export const paper = $state<PaperSettings>(typeof localStorage === 'undefined' ? { ...DEFAULTS } : load());

export function savePaper(): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(paper));
  } catch {
    // not remembered, still applied
  }
}

/**
 * The filter's numbers. Contrast: a linear transfer around mid-grey, slope 0.75 at 0 %, 1 at 50 %, 1.3 at
 * 100 %. Temperature: channel gains, warm above 50 % (less blue: cream paper), cool below (less red), at most
 * about 20 %, so red hearts stay red and white stays light. Hue rotation is not used: it would turn suits.
 */
export function paperFilterValues(s: PaperSettings): { slope: number; intercept: number; matrix: string } {
  const slope = s.contrast <= 50 ? 0.75 + (s.contrast / 50) * 0.25 : 1 + ((s.contrast - 50) / 50) * 0.3;
  const k = (s.temperature - 50) / 50; // -1 cool … +1 warm
  const r = k < 0 ? 1 + 0.14 * k : 1;
  const g = 1 - 0.04 * Math.abs(k);
  const b = k > 0 ? 1 - 0.22 * k : 1;
  const f = (x: number) => x.toFixed(3);
  const matrix = `${f(r)} 0 0 0 0  0 ${f(g)} 0 0 0  0 0 ${f(b)} 0 0  0 0 0 1 0`;
  return { slope: Number(f(slope)), intercept: Number(f(0.5 - 0.5 * slope)), matrix };
}

/** Grain as the opacity of a noise overlay: none at 0, a fine tooth at 50, coarse paper at 100. */
export const grainOpacity = (s: PaperSettings) => ((s.grain / 100) * 0.5).toFixed(3);
