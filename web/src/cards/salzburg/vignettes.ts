/**
 * The small scenes under the pips of the Salzburg pattern's number cards (docs/patterns.md, "Salzburg": "small
 * vignettes under the pips, most of them already on Preisinger's pack" [S1]; folkloric scenes [S4]). Every
 * number card carries its own, none repeated in the pack; the Weli carries none. The sources in reach do not
 * list the printed scenes card by card, so each suit keeps to one side of Salzburg country life: acorns the
 * harvest and the inn, leaves the forest and the hunt, hearts house and feast, bells the city and the
 * valley. The fives exist only on the Salisburghesi.
 *
 * Each scene stands on a strip of ground at the card's foot, below the lowest pip (y 121 to 146), drawn in
 * local units around its foot at (0, 0), and is marked with `data-scene` for the tests.
 */
import { C } from '../palette.js';
import { CARD_WIDTH, type ParsedCard, type Style } from '../patterns.js';
import { circle, ellipse, g, line, path, text, transform } from '../svg.js';

const L = C.line;
const W = 0.45;
const HAY = '#d8b45a';
const WOOD = '#8a5530';
const ROOF = '#9c3b2a';
const WALL = '#f1e6cc';
const ROCK = '#a29a8c';
const WATER = '#7db3d8';

type Scene = readonly [name: string, draw: () => string];

// Acorns: the harvest and the inn.
const ACORNS: Record<number, Scene> = {
  5: [
    'oak',
    () =>
      path('M-1.6 0L-1 -9H1L1.6 0Z', WOOD, L, W) +
      path('M0-9C-9-8-12-14-8-18C-8-22-2-23 0-21C3-23 9-22 9-18C13-14 9-8 0-9Z', C.green, L, W) +
      circle(-4, -14, 1, C.ochre) +
      circle(4, -16, 1, C.ochre),
  ],
  6: [
    'pig',
    // A pig rooting for acorns (swine were driven into the oak woods in autumn).
    () =>
      line('M-7-1V0M-3-1V0M4-1V0M7-1V0', L, 1.2) +
      path('M-10-6C-10-12 6-12 9-8L12-7.6V-4.4L9-4C7-1-8-1-10-6Z', C.pink, L, W) +
      path('M12-7.6C13-7.6 13-4.4 12-4.4Z', '#e48aa0', L, W) +
      path('M6-10L7.6-13L8.6-9.4Z', C.pink, L, W) +
      circle(8.6, -7.8, 0.45, L) +
      line('M-10-7C-13-8-12-11-14-10', L, 0.5) +
      circle(16, -1.4, 1.4, C.ochre, L, 0.3),
  ],
  7: [
    'sheaf',
    // A sheaf of corn with a sickle laid against it.
    () =>
      path('M-2 0L-7-14L-3-19L0-15L3-19L7-14L2 0Z', HAY, L, W) +
      line('M-5-16V-21M0-16V-22M5-16V-21M-3-18L-4-22M3-18L4-22', '#b58a2e', 0.6) +
      path('M-4.6-8H4.6V-6H-4.6Z', '#b58a2e', L, 0.3) +
      path('M9-2C5-6 7-14 14-15C10-12 9-7 11-3Z', C.steel, L, W) +
      line('M10-2L13 1', WOOD, 1.4),
  ],
  8: [
    'hay-poles',
    // Hay drying on poles, as in every Salzburg meadow.
    () =>
      [-9, 9]
        .map(
          (x) =>
            line(`M${x} 0V-20`, WOOD, 0.8) +
            path(`M${x - 6} -2C${x - 5} -10 ${x - 2} -17 ${x} -18C${x + 2} -17 ${x + 5} -10 ${x + 6} -2Z`, HAY, L, W) +
            line(`M${x - 3} -6Q${x} -8 ${x + 3} -6M${x - 2} -11Q${x} -12.6 ${x + 2} -11`, '#b58a2e', 0.5),
        )
        .join(''),
  ],
  9: [
    'wine',
    // A jug of wine and a glass on a small table.
    () =>
      path('M-12-8H12V-6H-12Z', WOOD, L, W) +
      line('M-9-6V0M9-6V0', WOOD, 1.2) +
      path('M-6-8C-9-10-9-16-6-17L-6.6-20H-1L-1.6-17C1-16 1-10-2-8Z', '#c8743f', L, W) +
      path('M-1-16Q3-15-1.4-11', 'none', '#c8743f', 1) +
      path('M4-8V-9.4L5.6-11V-16H9.4V-11L11-9.4V-8Z', C.sky, L, W) +
      path('M5.8-15H9.2V-11.4H5.8Z', '#6b2a5e'),
  ],
  10: [
    'inn',
    // The inn, its wreath hanging out on an iron arm for new wine.
    () =>
      path('M-14 0V-12H6V0Z', WALL, L, W) +
      path('M-16-12L-4-20L8-12Z', ROOF, L, W) +
      path('M-6 0V-6H-2V0Z', WOOD, L, W) +
      path('M-12-9H-9V-6H-12ZM1-9H4V-6H1Z', C.sky, L, 0.35) +
      line('M6-10H14V-9', L, 0.6) +
      circle(14, -6.6, 2.4, 'none', C.darkGreen, 1.2) +
      line('M18 0V-4', WOOD, 1.4) +
      ellipse(18, -6, 3, 2.4, C.green, L, W),
  ],
};

// Leaves: the forest and the hunt.
const LEAVES: Record<number, Scene> = {
  5: [
    'edelweiss',
    () =>
      line('M0 0V-10', C.darkGreen, 0.9) +
      [0, 72, 144, 216, 288]
        .map((a) => g({ transform: `translate(0 -13) rotate(${a})` }, path('M0 0Q2-3 0-7Q-2-3 0 0Z', C.white, L, 0.4)))
        .join('') +
      circle(0, -13, 1.4, C.yellow, L, 0.3) +
      path('M0-4Q-5-6-6-3Q-3-2 0-4ZM0-6Q5-8 6-5Q3-4 0-6Z', '#9db58a', L, 0.3),
  ],
  6: [
    'hare',
    // A hare sitting up in the grass.
    () =>
      path('M-8 0C-10-6-6-11 0-10C4-10 6-7 6-4L8 0Z', '#a9865a', L, W) +
      path('M4-9C3-13 6-15 9-14C11-13 11-10 9-9Z', '#a9865a', L, W) +
      path('M6-14L3-21L5-21L8-14.6ZM8-14.4L7-21.4L9-21L9.6-14.2Z', '#a9865a', L, 0.4) +
      circle(8.4, -12, 0.5, L) +
      circle(-8.4, -4, 1.6, C.white, L, 0.3),
  ],
  7: [
    'firs',
    // Two firs on the hillside.
    () =>
      [
        [-7, 1.1],
        [7, 0.85],
      ]
        .map(([x, s]) =>
          g(
            { transform: transform(x!, 0, s) },
            line('M0 0V-4', WOOD, 1.6) +
              path('M0-20L-5-13H-2.6L-7-7H-3.6L-8.6-3H8.6L3.6-7H7L2.6-13H5Z', C.darkGreen, L, W),
          ),
        )
        .join(''),
  ],
  8: [
    'hunters-hat',
    // The hunter's hat with its chamois-beard tuft, on his rifle and horn.
    () =>
      line('M-16-2L14-6', WOOD, 1.6) +
      line('M-4-3.6L14-6', C.grey, 0.8) +
      path('M-11-6Q-1-10 10-6Q0-3-11-6Z', '#4f6b3a', L, W) +
      path('M-6-7C-6-13 4-14 5-8Z', '#4f6b3a', L, W) +
      line('M-5-8.4Q0-10 4.6-8.6', C.darkGreen, 1) +
      path('M3-9C5-14 3-19 6-22C6-18 9-15 7-9Z', '#6b5444', L, 0.3) +
      path('M-4-9L-9-16L-3-10Z', C.white, L, 0.3),
  ],
  9: [
    'chamois',
    // A chamois on a crag.
    () =>
      path('M-16 0L-10-8L-4-6L2-10L10-4L14 0Z', ROCK, L, W) +
      g(
        { transform: 'translate(-2 -9)' },
        line('M-4 0V4M-2 0V4.4M3 0V4M5 0V3.6', L, 0.9) +
          path('M-6-1C-6-5 4-5 6-3L8-7L10-6L8-2C7 0 3 1-6-1Z', '#7a5a3a', L, W) +
          path('M8-7Q8-11 10-10.4M9.4-7Q9.4-10.6 11-10', 'none', L, 0.6) +
          line('M8.4-6L9.4-4', C.white, 0.6),
      ),
  ],
  10: [
    'alpine-hut',
    // A hut on the high pasture under the peaks.
    () =>
      path('M-22-6L-12-20L-6-12L2-22L14-8L22-14V-6Z', '#b5c3cf', L, W) +
      path('M-12-20L-14.6-16.4L-12-17.4L-9.4-16.4ZM2-22L-1-17.6L2-18.6L5-17.6Z', C.white) +
      path('M-6 0V-7H8V0Z', WOOD, L, W) +
      path('M-8.6-7L1-12L10.6-7Z', '#6b5444', L, W) +
      line('M-6-3.4H8', '#5a3a1c', 0.4) +
      path('M0 0V-4H3V0Z', '#3a2410'),
  ],
};

// Hearts: house and feast.
const HEARTS: Record<number, Scene> = {
  5: [
    'rose',
    () =>
      line('M0 0Q-2-6 0-12', C.darkGreen, 0.9) +
      path('M0-6Q5-8 6-5Q3-4 0-6Z', C.green, L, 0.3) +
      circle(0, -15, 4, C.red, L, W) +
      path('M-2-15Q0-18 2-15Q0-13-2-15Z', 'none', C.darkRed, 0.5),
  ],
  6: [
    'doves',
    // Two doves billing on a branch.
    () =>
      line('M-16-2Q0-6 16-2', WOOD, 1) +
      [-1, 1]
        .map((d) =>
          g(
            { transform: `scale(${d} 1)` },
            path('M-12-4C-12-9-6-11-3-9L-1.6-10.4L-0.6-9.6L-2.4-8C-2-5-6-3-12-4Z', C.white, L, W) +
              path('M-12-4L-16-6L-13-3Z', C.white, L, 0.3) +
              path('M-9-7Q-6-6-4-7', 'none', C.grey, 0.4) +
              circle(-3.4, -9.4, 0.4, L),
          ),
        )
        .join(''),
  ],
  7: [
    'gingerbread-heart',
    // A gingerbread heart from the fair, on its ribbon, iced round the edge.
    () =>
      line('M-5-21Q0-25 5-21', C.red, 0.8) +
      path('M0 0C-12-7-14-14-10-18C-7-21-2-20 0-16C2-20 7-21 10-18C14-14 12-7 0 0Z', '#a35c2a', L, W) +
      path('M0-3C-9-8-11-13-8-16C-6-18-2-17 0-13C2-17 6-18 8-16C11-13 9-8 0-3Z', 'none', C.white, 0.7) +
      circle(-3, -11, 1, C.red) +
      circle(3, -11, 1, C.green) +
      circle(0, -8, 1, C.yellow),
  ],
  8: [
    'maypole',
    // The maypole with its wreaths and ribbons.
    () =>
      path('M-1 0L-0.6-22H0.6L1 0Z', '#e8dcc0', L, 0.35) +
      line('M-0.6-18L0.6-16M-0.8-12L0.8-10M-0.9-6L0.9-4', '#3f7bc0', 1) +
      ellipse(0, -14, 5, 1.4, 'none', C.darkGreen, 1) +
      ellipse(0, -8, 7, 1.8, 'none', C.darkGreen, 1) +
      path('M0-22L-2-25L0-24L2-25Z', C.green, L, 0.3) +
      line('M0-20Q-8-12-12-2M0-20Q8-12 12-2', C.red, 0.5) +
      line('M0-20Q-5-10-6 0M0-20Q5-10 6 0', C.yellow, 0.5),
  ],
  9: [
    'window-box',
    // A farmhouse window with its box of geraniums.
    () =>
      path('M-12 0V-20H12V0Z', WALL, L, W) +
      path('M-6-18H6V-7H-6Z', C.sky, L, W) +
      line('M0-18V-7M-6-12.6H6', WOOD, 0.7) +
      path('M-10-18H-6V-7H-10ZM6-18H10V-7H6Z', C.green, L, 0.35) +
      path('M-8-5H8V-2H-8Z', WOOD, L, W) +
      [-6, -3, 0, 3, 6].map((x, i) => circle(x, -6, 1.6, i % 2 ? C.pink : C.red, L, 0.3)).join(''),
  ],
  10: [
    'farmhouse',
    // A Flachgau farmhouse under its wide roof, the wooden balcony hung with flowers.
    () =>
      path('M-18 0V-11H18V0Z', WALL, L, W) +
      path('M-22-11L0-21L22-11Z', '#6b5444', L, W) +
      path('M-15-7H15V-5H-15Z', WOOD, L, 0.35) +
      line('M-14-7V-5M-10-7V-5M-6-7V-5M-2-7V-5M2-7V-5M6-7V-5M10-7V-5M14-7V-5', '#5a3a1c', 0.4) +
      [-12, -4, 4, 12].map((x) => circle(x, -7.6, 1, C.red)).join('') +
      path('M-10-16H-7V-13H-10ZM7-16H10V-13H7Z', C.sky, L, 0.35) +
      path('M-2 0V-4H2V0Z', WOOD, L, 0.35),
  ],
};

// Bells: the city and the valley.
const BELLS: Record<number, Scene> = {
  5: [
    'salt-boat',
    // A salt barge on the Salzach.
    () =>
      path('M-22-2H22V1H-22Z', WATER) +
      path('M-14-3H12L16-6L14-1H-12Z', WOOD, L, W) +
      path('M-8-3V-8H6V-3Z', C.white, L, W) +
      line('M-6-6H4', C.grey, 0.4) +
      line('M-18-3L-13-5', WOOD, 1),
  ],
  7: [
    'cow',
    // A cow with her bell.
    () =>
      line('M-8-3V0M-5-3V0M6-3V0M9-3V0', L, 1.2) +
      path('M-11-8C-11-13 9-13 10-10L13-11L15-8L12-6C11-3 6-3-9-3C-11-3-11-6-11-8Z', C.white, L, W) +
      path('M-7-12C-4-9-1-9 0-12Z', C.brown) +
      path('M3-8C5-6 7-7 7-9L5-11Z', C.brown) +
      path('M13-11L14-13L15-11Z', C.cream, L, 0.3) +
      path('M11-5L12.6-2.6H9.4Z', C.gold, L, 0.3) +
      line('M-11-8C-14-7-13-3-14-2', L, 0.5),
  ],
  8: [
    'pilgrim-church',
    // A country church with its onion dome.
    () =>
      path('M-4 0V-13H4V0Z', WALL, L, W) +
      path('M-5-13C-6-17-1-18 0-22C1-18 6-17 5-13Z', '#4f7a5a', L, W) +
      line('M0-22V-25M-1.2-24H1.2', L, 0.5) +
      path('M4 0V-8H16V0Z', WALL, L, W) +
      path('M3-8L10-13L17-8Z', ROOF, L, W) +
      path('M-1.4 0V-4Q0-5.4 1.4-4V0Z', WOOD),
  ],
  9: [
    'cathedral',
    // Salzburg cathedral: the dome between its two towers.
    () =>
      path('M-16 0V-12H16V0Z', WALL, L, W) +
      path('M-16-12V-18H-10V-12ZM10-12V-18H16V-12Z', WALL, L, W) +
      path('M-16-18L-13-22L-10-18ZM10-18L13-22L16-18Z', '#4f7a5a', L, W) +
      path('M-6-12C-6-18 6-18 6-12Z', '#4f7a5a', L, W) +
      line('M0-17V-20', L, 0.5) +
      path('M-3 0V-5Q0-8 3-5V0Z', WOOD) +
      path('M-14-9H-12V-6H-14ZM12-9H14V-6H12Z', C.sky),
  ],
  10: [
    'fortress',
    // The fortress of Hohensalzburg on its hill above the city.
    () =>
      path('M-24 0C-18-6-10-9 0-10C10-9 18-6 24 0Z', '#7f9a5a', L, W) +
      path('M-16-9V-15H-8V-17H8V-15H16V-8Z', WALL, L, W) +
      path('M-4-17V-22H4V-17Z', WALL, L, W) +
      path('M-5-22L0-25L5-22Z', ROOF, L, W) +
      path('M-16-15V-16.4H-14V-15M-12-15V-16.4H-10V-15M10-15V-16.4H12V-15M14-15V-16.4H16V-15', 'none', L, 0.4) +
      line('M-12-12H-10M-4-12H-2M2-12H4M10-12H12', L, 0.6),
  ],
};

const SCENES: readonly Record<number, Scene>[] = [ACORNS, LEAVES, HEARTS, BELLS];

/**
 * The revenue stamp the Italian editions carried on the 8 of bells ([S2]: Bolzano was Austrian when Italy made
 * the stamp compulsory in 1862), inked in the free middle column: a crowned ring lettered BOLLO.
 */
function revenueStamp(): string {
  const ink = '#5a4a9a';
  return g(
    { 'data-stamp': 'bollo', opacity: 0.85 },
    circle(50, 70, 9.6, 'none', ink, 0.8) +
      circle(50, 70, 7.6, 'none', ink, 0.4) +
      path('M45.4 67.4V64.2L47.4 65.8L50 62.6L52.6 65.8L54.6 64.2V67.4Z', ink) +
      text(50, 74.2, 'BOLLO', {
        'font-size': 4.2,
        'font-family': 'serif',
        'font-weight': 'bold',
        'text-anchor': 'middle',
        fill: ink,
      }),
  );
}

/** The scene of a Salzburg or Salisburghesi number card, standing on its strip of ground. */
export function salzburgScene(style: Style, card: ParsedCard, count: number): string {
  const [name, draw] = SCENES[card.suit]![count]!;
  const stamp = style.emblem === 'tyrol' && card.suit === 3 && count === 8 ? revenueStamp() : '';
  return (
    g(
      { 'data-scene': name, transform: transform(CARD_WIDTH / 2, 146) },
      path('M-27 0Q0-3.4 27 0Q0 3 -27 0Z', '#c4d49a', C.darkGreen, 0.3) + draw(),
    ) + stamp
  );
}
