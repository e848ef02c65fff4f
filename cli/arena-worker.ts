/** A worker thread of `cardavia arena`: plays its share of the shuffles, posting each as it finishes. */
import { parentPort, workerData } from 'node:worker_threads';
import { runInternal } from './arena.js';

const { config, bots, indices } = workerData;
await runInternal(config, bots, indices, (result) => parentPort!.postMessage({ result }));
parentPort!.postMessage({ done: true });
