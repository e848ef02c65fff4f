import { describe, expect, it } from 'vitest';
import { DECKS } from '../../../engine/decks.js';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardName,
  deckCards,
  drawBack,
  drawCard,
  type Lang,
  rankName,
  suitName,
  suitSign,
} from './all.js';

const LANGS: readonly Lang[] = ['en', 'fr', 'de'];

interface Element {
  readonly name: string;
  readonly attrs: ReadonlyMap<string, string>;
  readonly text: string;
}

/**
 * A strict little XML reader, enough for our markup: balanced tags, quoted unique attributes, known entities,
 * one root. Throws on anything malformed; returns the elements in document order.
 */
function parseXml(xml: string): Element[] {
  type Open = { name: string; attrs: Map<string, string>; text: string };
  const elements: Open[] = [];
  const stack: Open[] = [];
  const entity = /&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/iy;
  const closing = /<\/([a-zA-Z][\w:-]*)\s*>/y;
  const opening = /<([a-zA-Z][\w:-]*)/y;
  const space = /\s*/y;
  const attribute = /([a-zA-Z_:][\w:.-]*)="([^"<]*)"/y;
  const at = (re: RegExp, i: number): RegExpExecArray | null => {
    re.lastIndex = i;
    return re.exec(xml);
  };
  const checkText = (s: string, where: string): void => {
    for (let i = s.indexOf('&'); i >= 0; i = s.indexOf('&', i + 1)) {
      entity.lastIndex = i;
      if (!entity.test(s)) throw new Error(`bad entity in ${where}: ${s.slice(i, i + 12)}`);
    }
  };
  let i = 0,
    roots = 0;
  while (i < xml.length) {
    if (xml[i] !== '<') {
      const end = xml.indexOf('<', i);
      const text = xml.slice(i, end < 0 ? xml.length : end);
      if (stack.length === 0 && text.trim()) throw new Error('text outside the root');
      checkText(text, 'text');
      if (stack.length) stack[stack.length - 1]!.text += text;
      i = end < 0 ? xml.length : end;
      continue;
    }
    const close = at(closing, i);
    if (close) {
      const open = stack.pop();
      if (!open || open.name !== close[1]) throw new Error(`</${close[1]}> closes <${open?.name}>`);
      i += close[0].length;
      continue;
    }
    const m = at(opening, i);
    if (!m) throw new Error(`bad tag at ${i}: ${xml.slice(i, i + 20)}`);
    if (stack.length === 0 && ++roots > 1) throw new Error('more than one root');
    const el: Open = { name: m[1]!, attrs: new Map<string, string>(), text: '' };
    i += m[0].length;
    for (;;) {
      const ws = at(space, i)![0].length;
      i += ws;
      if (xml.startsWith('/>', i)) {
        i += 2;
        elements.push(el);
        break;
      }
      if (xml[i] === '>') {
        i += 1;
        elements.push(el);
        stack.push(el);
        break;
      }
      const a = at(attribute, i);
      if (!a || ws === 0) throw new Error(`bad attribute in <${el.name}> at ${xml.slice(i, i + 30)}`);
      if (el.attrs.has(a[1]!)) throw new Error(`duplicate attribute ${a[1]} in <${el.name}>`);
      checkText(a[2]!, `attribute ${a[1]}`);
      el.attrs.set(a[1]!, a[2]!);
      i += a[0].length;
    }
  }
  if (stack.length) throw new Error(`<${stack[stack.length - 1]!.name}> not closed`);
  if (roots !== 1) throw new Error('no root');
  return elements;
}

const ALLOWED = new Set(['svg', 'g', 'path', 'circle', 'ellipse', 'rect', 'text']);

/** The safety rules every piece of markup must follow to be inlined many times on a page. */
function checkMarkup(svg: string): Element[] {
  const els = parseXml(svg);
  const problems: string[] = [];
  const root = els[0]!;
  if (root.name !== 'svg' || root.attrs.get('xmlns') !== 'http://www.w3.org/2000/svg') problems.push('root');
  for (const el of els) {
    if (!ALLOWED.has(el.name)) problems.push(`<${el.name}>`);
    for (const [k, v] of el.attrs) {
      if (/^on|^(style|href|xlink:href|id|class|src)$/.test(k)) problems.push(`attribute ${k}`);
      if (k !== 'xmlns' && /url\(|javascript:|https?:|\/\//i.test(v)) problems.push(`${k}="${v}"`);
      if (k === 'font-family' && v !== 'serif' && v !== 'sans-serif') problems.push(`font ${v}`);
    }
  }
  if (/<image|<script|<style|<foreignObject|<use/i.test(svg)) problems.push('forbidden element');
  expect(problems).toEqual([]);
  return els;
}

describe('deckCards', () => {
  it.each(DECKS.map((d) => [d.id, d] as const))('%s lists every printed card once, by suit, high to low', (_, deck) => {
    const codes = deckCards(deck.id);
    expect(codes).toHaveLength(deck.cardCount);
    expect(new Set(codes).size).toBe(codes.length);
    const suits = deck.suitSystem === 'german' ? 'EGHS' : 'CSHD';
    expect(codes.slice(0, deck.ranks.length)).toEqual(deck.ranks.map((r) => suits[0] + r));
    expect(codes.map((c) => c[0]).join('')).toBe([...suits].map((s) => s.repeat(deck.ranks.length)).join(''));
  });
});

describe('drawCard', () => {
  for (const deck of DECKS) {
    it(`${deck.id}: every card is a well-formed, self-contained SVG named by cardName`, () => {
      for (const code of deckCards(deck.id)) {
        for (const fourColour of [false, true]) {
          const svg = drawCard(deck.id, code, { fourColour });
          const root = checkMarkup(svg)[0]!;
          expect(root.attrs.get('viewBox')).toBe(`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`);
          expect(root.attrs.get('role')).toBe('img');
          expect(root.attrs.get('aria-label')).toBe(cardName(deck.id, code, 'en'));
        }
        const titled = checkMarkup(drawCard(deck.id, code, { title: cardName(deck.id, code, 'fr') }))[0]!;
        expect(titled.attrs.get('aria-label')).toBe(cardName(deck.id, code, 'fr'));
      }
    });
  }

  it('escapes a title with markup characters', () => {
    const root = checkMarkup(drawCard('prague', 'EA', { title: 'A & <b> "x"' }))[0]!;
    expect(root.attrs.get('aria-label')).toBe('A &amp; &lt;b&gt; &quot;x&quot;');
  });

  it('uses no ids, so cards from any number of calls can share a page', () => {
    const page = DECKS.flatMap((d) => [
      drawCard(d.id, deckCards(d.id)[0]!),
      drawCard(d.id, deckCards(d.id)[0]!),
      drawBack(d.id),
    ]).join('');
    expect(page).not.toMatch(/\sid="/);
  });

  it('is deterministic', () => {
    for (const deck of DECKS)
      for (const code of deckCards(deck.id)) expect(drawCard(deck.id, code)).toBe(drawCard(deck.id, code));
  });

  it('draws every card of a deck differently', () => {
    for (const deck of DECKS) {
      const faces = deckCards(deck.id).map((c) => drawCard(deck.id, c, { title: 'x' }));
      expect(new Set(faces).size).toBe(faces.length);
    }
  });

  it('refuses cards the deck does not print, and unknown decks', () => {
    expect(() => drawCard('prague', 'E6')).toThrow(/prints no card/);
    expect(() => drawCard('munich-bavarian', 'E5')).toThrow();
    expect(() => drawCard('paris-piquet', 'EO')).toThrow();
    expect(() => drawCard('vienna-tell', 'XA')).toThrow();
    expect(() => drawCard('vienna-tell', 'HAA')).toThrow();
    expect(() => drawCard('nowhere' as never, 'HA')).toThrow(/unknown deck/);
  });
});

describe('four-colour mode', () => {
  it('recolours the French clubs and diamonds only: every German card stays as printed (issue 12, A.7)', () => {
    for (const deck of DECKS) {
      for (const code of deckCards(deck.id)) {
        const plain = drawCard(deck.id, code);
        const four = drawCard(deck.id, code, { fourColour: true });
        const same = deck.suitSystem === 'german' || code[0] === 'S' || code[0] === 'H';
        if (same) expect(four).toBe(plain);
        else expect(four).not.toBe(plain);
      }
    }
  });

  it('gives French diamonds blue and clubs green', () => {
    expect(drawCard('paris-piquet', 'D9', { fourColour: true })).toContain('#1756c4');
    expect(drawCard('paris-piquet', 'C9', { fourColour: true })).toContain('#009e73');
    expect(drawCard('paris-piquet', 'D9')).not.toContain('#1756c4');
  });

  it('leaves the German suit signs of the interface (the auction) as printed', () => {
    for (const s of [0, 1, 2, 3] as const)
      expect(suitSign('german', s, { fourColour: true })).toBe(suitSign('german', s));
  });
});

describe('card indices (issue 30, point 8)', () => {
  /** The index a card of a German-suited pack gets: its number, its court letter, A, or W for the Weli. */
  const label = (deckId: string, code: string): string => {
    const deck = DECKS.find((d) => d.id === deckId)!;
    if (deck.specialCards.some((c) => c.code === code && c.kind === 'weli')) return 'W';
    const rank = code.slice(1);
    return rank === 'T' ? '10' : rank;
  };
  const texts = (svg: string, content: string): number =>
    parseXml(svg).filter((e) => e.name === 'text' && e.text === content).length;

  it('marks every card of a German-suited pack with its rank in two corners; the French packs print their own', () => {
    for (const deck of DECKS) {
      for (const code of deckCards(deck.id)) {
        const plain = drawCard(deck.id, code);
        const indexed = drawCard(deck.id, code, { indices: true });
        if (deck.suitSystem !== 'german') {
          expect(indexed).toBe(plain);
          continue;
        }
        const mark = label(deck.id, code);
        expect(texts(indexed, mark) - texts(plain, mark), `${deck.id} ${code}`).toBe(2);
      }
    }
  });

  it('draws the index last, on a plate of its own, so that no figure covers it', () => {
    const svg = drawCard('munich-bavarian', 'EO', { indices: true });
    const elements = parseXml(svg);
    const lastText = elements.map((e) => e.name === 'text' && e.text === 'O').lastIndexOf(true);
    const plates = elements.filter((e) => e.name === 'rect' && e.attrs.get('width') === '14');
    expect(plates).toHaveLength(2);
    // Nothing but the index's own sign follows its second letter.
    expect(elements.slice(lastText + 1).some((e) => e.name === 'text' || e.name === 'rect')).toBe(false);
  });
});

describe('special cards', () => {
  it('marks the Weli where the catalogue prints one, and only there', () => {
    for (const deck of DECKS) {
      if (!deck.ranks.includes('6') || deck.suitSystem !== 'german') continue;
      const weli = deck.specialCards.some((c) => c.kind === 'weli' && c.code === 'S6');
      expect(drawCard(deck.id, 'S6').includes('>WELI<'), deck.id).toBe(weli);
      for (const lang of LANGS) expect(cardName(deck.id, 'S6', lang).startsWith('Weli'), deck.id).toBe(weli);
    }
    // Salzburg and its Salisburghesi sibling print the same Weli (South Tyrol's Watten is played with it, WA-1).
    expect(drawCard('salzburg', 'S6', { title: 'x' })).toBe(drawCard('bolzano-salisburghesi', 'S6', { title: 'x' }));
    expect(drawCard('salzburg', 'G6', { title: 'x' })).toBe(drawCard('bolzano-salisburghesi', 'G6', { title: 'x' }));
  });

  it('names and draws the four seasons of the Tell Daus cards', () => {
    const seasons = { HA: 'spring', SA: 'summer', GA: 'autumn', EA: 'winter' };
    const faces = new Set<string>();
    for (const [code, season] of Object.entries(seasons)) {
      expect(cardName('vienna-tell', code, 'en')).toContain(season);
      expect(cardName('vienna-tell', code, 'en')).not.toBe(cardName('munich-bavarian', code, 'en'));
      const face = drawCard('vienna-tell', code);
      expect(face).toContain('<ellipse cx="50" cy="78" rx="35" ry="37"'); // the season medallion
      faces.add(face);
    }
    expect(faces.size).toBe(4);
    expect(drawCard('munich-bavarian', 'HA')).not.toContain('rx="35" ry="37"');
  });
});

describe('names', () => {
  it('has a distinct name for every card in every language', () => {
    for (const deck of DECKS) {
      for (const lang of LANGS) {
        const names = deckCards(deck.id).map((c) => cardName(deck.id, c, lang));
        for (const n of names) expect(n.trim().length).toBeGreaterThan(3);
        expect(new Set(names).size, `${deck.id} ${lang}`).toBe(names.length);
      }
    }
  });

  it('follows each language’s convention', () => {
    expect(cardName('vienna-tell', 'EO', 'en')).toBe('Ober of acorns');
    expect(cardName('vienna-tell', 'EO', 'fr')).toBe('Ober de glands');
    expect(cardName('vienna-tell', 'EO', 'de')).toBe('Eichel-Ober');
    expect(cardName('munich-bavarian', 'HA', 'en')).toBe('Daus of hearts');
    expect(cardName('vienna-tell', 'HA', 'de')).toBe('Herz-Daus (Frühling)');
    expect(cardName('vienna-tell', 'HA', 'fr')).toBe('Daus de cœurs (printemps)');
    expect(cardName('vienna-tell', 'S6', 'en')).toBe('Weli (six of bells)');
    expect(cardName('vienna-tell', 'S6', 'de')).toBe('Weli (Schellen-Sechs)');
    expect(cardName('bolzano-salisburghesi', 'G5', 'de')).toBe('Gras-Fünf');
    expect(cardName('prague', 'SK', 'fr')).toBe('Roi de grelots');
    expect(cardName('paris-piquet', 'SJ', 'fr')).toBe('Valet de pique');
    expect(cardName('paris-piquet', 'SJ', 'de')).toBe('Pik-Bube');
    expect(cardName('paris-piquet', 'HA', 'en')).toBe('Ace of hearts');
    expect(cardName('paris-piquet', 'DQ', 'en')).toBe('Queen of diamonds');
    expect(cardName('paris-piquet', 'CT', 'fr')).toBe('Dix de trèfle');
  });

  it('in a game’s own terms when the game is named: Schafkopf’s Daus is the Sau, the Ace, l’As (glossary)', () => {
    expect(cardName('munich-bavarian', 'GA', 'de', 'schafkopf')).toBe('Gras-Sau');
    expect(cardName('munich-bavarian', 'GA', 'en', 'schafkopf')).toBe('Ace of leaves');
    expect(cardName('munich-bavarian', 'GA', 'fr', 'schafkopf')).toBe('As de feuilles');
    expect(cardName('munich-bavarian', 'GA', 'de')).toBe('Gras-Daus');
    expect(cardName('prague', 'GA', 'de', 'bohemian-schneider')).toBe('Gras-Daus');
  });

  it('names suits and ranks alone', () => {
    expect(suitName('german', 3, 'en')).toBe('bells');
    expect(suitName('french', 0, 'de')).toBe('Kreuz');
    expect(rankName('german', 'U', 'fr')).toBe('Unter');
    expect(rankName('french', 'Q', 'fr')).toBe('Dame');
    expect(rankName('german', 'T', 'de')).toBe('Zehn');
    expect(() => rankName('french', 'O', 'en')).toThrow();
    expect(() => rankName('german', '4', 'en')).toThrow();
  });
});

describe('suitSign and drawBack', () => {
  it('draws each sign alone, labelled or decorative', () => {
    for (const system of ['german', 'french'] as const) {
      for (const suit of [0, 1, 2, 3] as const) {
        const labelled = checkMarkup(suitSign(system, suit, { title: suitName(system, suit, 'en') }))[0]!;
        expect(labelled.attrs.get('aria-label')).toBe(suitName(system, suit, 'en'));
        const plain = checkMarkup(suitSign(system, suit))[0]!;
        expect(plain.attrs.get('aria-hidden')).toBe('true');
      }
    }
  });

  it('gives every deck its own well-formed back', () => {
    const backs = DECKS.map((d) => drawBack(d.id));
    for (const b of backs) checkMarkup(b);
    expect(new Set(backs).size).toBe(DECKS.length);
    expect(checkMarkup(drawBack('prague', { title: 'Rub' }))[0]!.attrs.get('aria-label')).toBe('Rub');
  });
});
