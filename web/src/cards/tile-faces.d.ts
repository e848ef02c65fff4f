/** The atlas's tile faces drawn at build time (web/vite.config.ts): `faceAhead`'s pairs, for `registerFaces`. */
declare module 'virtual:tile-faces' {
  export const TILE_FACES: readonly (readonly [string, string])[];
}
