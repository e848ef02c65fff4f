/**
 * The analysis's validation (issue 15 point 7), not a test: analyses every decision of every seat in arena
 * records (`cardavia arena --records FILE`, each record naming its seats' players) with its own sample budget
 * and seed, and prints each player's mean loss per decision with a 95 % interval. Forced actions are left out,
 * and so are the open-cards verdict and the strong player's own choice, which the losses do not read.
 * Long: it keeps a journal (one line per analysed record) and resumes from it.
 *
 *   node dist/bench/validate-analysis.js --journal J.jsonl [--samples 48] [--seed validate] [--per-file N] FILE.jsonl…
 *
 * `--per-file N` analyses and summarises only each file's first N records (an arena writes a shuffle's two plays
 * one after the other, so an even N keeps them paired).
 *
 * The interval treats each deal as one draw (decisions of one deal are not independent): the ratio of the
 * summed losses to the summed decisions over the deals, its variance by the delta method.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { analyseRecord } from '../ai/analysis.js';

const args = process.argv.slice(2);
const files: string[] = [];
let journal = '';
let samples = 48;
let seed = 'validate';
let perFile = Infinity;
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (a === '--journal') journal = args[++i]!;
  else if (a === '--samples') samples = Number(args[++i]);
  else if (a === '--seed') seed = args[++i]!;
  else if (a === '--per-file') perFile = Number(args[++i]);
  else files.push(a);
}
if (journal === '' || files.length === 0) throw new Error('usage: --journal J.jsonl [--samples N] [--seed S] FILE…');

/** One analysed record: per seat its player, decisions and summed loss. */
interface Entry {
  readonly key: string;
  readonly game: string;
  readonly seats: { readonly player: string; readonly decisions: number; readonly loss: number }[];
}

const done = new Map<string, Entry>();
if (existsSync(journal)) {
  for (const line of readFileSync(journal, 'utf8').split('\n')) {
    try {
      const e = JSON.parse(line) as Entry;
      done.set(e.key, e);
    } catch {
      // an empty or cut line: that record is analysed again
    }
  }
}

/** The records this run covers: the summary reads only these, whatever else the journal holds. */
const chosen: string[] = [];
for (const file of files) {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .slice(0, perFile);
  lines.forEach((line, n) => {
    const key = `${file}#${n}`;
    chosen.push(key);
    if (done.has(key)) return;
    const record = JSON.parse(line) as { players: string[]; game: string };
    const result = analyseRecord(record, { samples, seed: `${seed}/${key}`, open: false, strong: false });
    if (result.kind !== 'ok') throw new Error(`${key}: ${result.message}`);
    const entry: Entry = {
      key,
      game: record.game,
      seats: result.analysis.seats.map((s) => ({
        player: record.players[s.seat]!,
        decisions: s.decisions,
        loss: s.meanLoss * s.decisions,
      })),
    };
    appendFileSync(journal, JSON.stringify(entry) + '\n');
    done.set(key, entry);
  });
}

/** Per game and player: the deals' (loss, decisions) pairs. */
const groups = new Map<string, { y: number; n: number }[]>();
for (const e of chosen.map((key) => done.get(key)!)) {
  const perPlayer = new Map<string, { y: number; n: number }>();
  for (const s of e.seats) {
    // An outside bot plays through one process per seat position: one player all the same.
    const name = s.player.startsWith('outside bot') ? 'outside bot' : s.player;
    const p = perPlayer.get(name) ?? { y: 0, n: 0 };
    perPlayer.set(name, { y: p.y + s.loss, n: p.n + s.decisions });
  }
  for (const [player, c] of perPlayer) {
    const k = `${e.game}\t${player}`;
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k)!.push(c);
  }
}
console.log(
  '| game | player | deals | decisions | mean loss per decision | 95 % interval |\n|---|---|---|---|---|---|',
);
for (const [k, cs] of [...groups].sort()) {
  const [game, player] = k.split('\t');
  const y = cs.reduce((s, c) => s + c.y, 0);
  const n = cs.reduce((s, c) => s + c.n, 0);
  const r = y / n;
  const nBar = n / cs.length;
  const v = cs.reduce((s, c) => s + ((c.y - r * c.n) / nBar) ** 2, 0) / (cs.length * (cs.length - 1));
  const h = 1.96 * Math.sqrt(v);
  console.log(
    `| ${game} | ${player} | ${cs.length} | ${n} | ${r.toFixed(4)} | [${(r - h).toFixed(4)}, ${(r + h).toFixed(4)}] |`,
  );
}
