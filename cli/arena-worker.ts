/** A worker thread of `cardavia arena`: plays its share of the shuffles with Cardavia's own players. */
import { parentPort, workerData } from 'node:worker_threads';
import { runInternal } from './arena.js';

const { config, bots, indices } = workerData;
parentPort!.postMessage(await runInternal(config, bots, indices));
