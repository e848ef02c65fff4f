/**
 * A small hand-made map of Central Europe for the atlas: coarse country outlines (a few dozen points each,
 * enough to recognise the region, small enough to ship) in an equirectangular projection scaled by cos 48°.
 */
export const MAP = { lonMin: -5, lonMax: 20, latMin: 42, latMax: 55, scale: 40 } as const;
const COS = Math.cos((48 * Math.PI) / 180);

export const project = (lon: number, lat: number): [number, number] => [
  Math.round((lon - MAP.lonMin) * COS * MAP.scale * 10) / 10,
  Math.round((MAP.latMax - lat) * MAP.scale * 10) / 10,
];

export const MAP_WIDTH = project(MAP.lonMax, MAP.latMin)[0];
export const MAP_HEIGHT = project(MAP.lonMax, MAP.latMin)[1];

/** Outlines as [lon, lat] pairs; the countries of the catalogue's decks are marked. */
const OUTLINES: { code: string; home: boolean; points: number[] }[] = [
  {
    code: 'GB',
    home: false,
    points: [-5, 50, -3.5, 50.3, -1, 50.7, 1.4, 51.2, 1.7, 52.6, 0.2, 53.5, -0.6, 54.5, -1.5, 55, -5, 55],
  },
  {
    code: 'FR',
    home: true,
    points: [
      -1.8, 43.4, -1.2, 46.2, -2.2, 47.1, -4.7, 48, -3, 48.8, -1.6, 48.7, -1.3, 49.7, 0.2, 49.7, 1.6, 50.9, 2.5, 51.1,
      4.2, 49.95, 5.8, 49.5, 6.4, 49.5, 8.2, 49, 7.6, 47.6, 6, 46.2, 7, 45.9, 7, 45, 7.5, 43.8, 6, 43.1, 4, 43.5, 3.1,
      42.5,
    ],
  },
  {
    code: 'BENELUX',
    home: false,
    points: [2.5, 51.1, 3.4, 51.4, 4, 52, 4.7, 53.1, 7, 53.5, 6, 51.8, 6.1, 50.8, 6.4, 49.5, 5.8, 49.5, 4.2, 49.95],
  },
  {
    code: 'DE',
    home: true,
    points: [
      6, 51.8, 7, 53.5, 8.6, 53.9, 9, 54.8, 10, 54.6, 11, 54, 13, 54.4, 14.2, 53.9, 14.6, 52.5, 15, 51.1, 14.3, 51,
      12.1, 50.3, 13.8, 48.8, 13, 47.5, 10.2, 47.3, 9.55, 47.5, 7.6, 47.6, 8.2, 49, 6.4, 49.5, 6.1, 50.8,
    ],
  },
  {
    code: 'CH',
    home: false,
    points: [6, 46.2, 7.6, 47.6, 9.55, 47.5, 9.55, 47.1, 10.5, 46.9, 10.1, 46.2, 8.9, 45.9, 8.4, 46.3, 7, 45.9],
  },
  {
    code: 'IT',
    home: true,
    points: [
      7, 45, 7, 45.9, 8.4, 46.3, 8.9, 45.9, 10.1, 46.2, 10.5, 46.9, 12.1, 47, 13.7, 46.5, 13.6, 45.8, 12.3, 45.3, 12.4,
      44.2, 13.6, 43.5, 14.6, 42, 11.2, 42, 10.5, 43.8, 8.8, 44.4, 7.5, 43.8,
    ],
  },
  {
    code: 'AT',
    home: true,
    points: [
      9.55, 47.5, 10.2, 47.3, 13, 47.5, 13.8, 48.8, 15, 49, 16.9, 48.6, 17.1, 48, 16.5, 47.5, 16.1, 46.8, 14.6, 46.4,
      13.7, 46.5, 12.1, 47, 10.5, 46.9, 9.55, 47.1,
    ],
  },
  {
    code: 'CZ',
    home: true,
    points: [
      12.1, 50.3, 14.3, 51, 15, 51.1, 16.3, 50.7, 18, 50, 18.8, 49.5, 17.2, 48.87, 16.9, 48.6, 15, 49, 13.8, 48.8,
    ],
  },
  {
    code: 'PL',
    home: false,
    points: [14.2, 53.9, 18, 54.8, 20, 54.4, 20, 49.3, 18.8, 49.5, 18, 50, 16.3, 50.7, 15, 51.1, 14.6, 52.5],
  },
  { code: 'SK', home: false, points: [17.2, 48.87, 18.8, 49.5, 20, 49.3, 20, 48.2, 18.8, 47.8, 17.1, 48, 16.9, 48.6] },
  {
    code: 'HU',
    home: false,
    points: [17.1, 48, 18.8, 47.8, 20, 48.2, 20, 46.2, 18.8, 45.9, 16.6, 46.5, 16.1, 46.8, 16.5, 47.5],
  },
  {
    code: 'SI',
    home: false,
    points: [13.7, 46.5, 14.6, 46.4, 16.1, 46.8, 16.6, 46.5, 15.5, 45.8, 13.6, 45.5, 13.6, 45.8],
  },
  {
    code: 'HR',
    home: false,
    points: [13.6, 45.5, 15.5, 45.8, 16.6, 46.5, 18.8, 45.9, 20, 45.2, 20, 42.5, 18, 42.5, 15.2, 44.2, 13.9, 44.8],
  },
];

export const OUTLINE_PATHS = OUTLINES.map((o) => {
  const pts: string[] = [];
  for (let i = 0; i < o.points.length; i += 2) pts.push(project(o.points[i]!, o.points[i + 1]!).join(','));
  return { code: o.code, home: o.home, d: `M${pts.join('L')}Z` };
});
