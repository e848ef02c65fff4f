/**
 * Every pattern's art loaded at once, for Node: tests, the gallery and benchmarks import the card functions
 * from here and draw any deck without awaiting. The site imports `index.ts` and loads art per deck.
 */
import { registerArt } from './loader.js';
import { art as bavarian } from './bavarian/art.js';
import { art as paris } from './paris/art.js';
import { art as prague } from './prague/art.js';
import { art as salzburg } from './salzburg/art.js';
import { art as tell } from './tell/art.js';

registerArt('tell', tell);
registerArt('bavarian', bavarian);
registerArt('salzburg', salzburg);
registerArt('prague', prague);
registerArt('paris', paris);

export * from './index.js';
