import { parentPort, workerData } from "node:worker_threads";
import { drawCards } from "./draw.ts";
import type { PlannedCard } from "./inputs.ts";

// One of the pool's threads (pool.ts): draws its share of the cards into the cache folder.
const { cards, cacheDir } = workerData as { cards: PlannedCard[]; cacheDir: string };
await drawCards(cards, cacheDir);
parentPort?.postMessage("done");
