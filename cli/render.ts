/** Text for the terminal game: each game's own (its definition's `text`), and the card labels they share. */
export { cardLabel } from '../engine/text.js';
