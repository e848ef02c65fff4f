/** What a Schafkopf seat can work out from its view. */
import { maskOf } from '../../engine/cardset.js';
import type { SchafkopfView } from '../../engine/schafkopf.js';

export const handMask = (view: SchafkopfView): number => maskOf(view.hand);
