/**
 * The floor under ARCHITECTURE.md §10's grid budget on this machine: what 10 concurrent clients see from a bare
 * node:http server (floor-server.ts, its own process) that makes 0 to 6 trivial PostgreSQL round trips per request
 * and answers with a 200-row page. The product's grid request makes five (session, transaction start with the
 * tenant, page, count, commit) plus the names of its references. Run: npm run floor -w bench
 */
import { floorServer, load, PG_URL } from './harness.ts';

const SECONDS = Number(process.env.SECONDS ?? 5);
const floor = await floorServer(PG_URL);
try {
  const { base } = floor;
  const call = (trips: number, rows: number) => async () => {
    const res = await fetch(`${base}/?trips=${trips}&rows=${rows}`);
    await res.arrayBuffer();
    return res.ok;
  };
  await load(call(5, 200), { concurrency: 10, seconds: 2 }); // warm-up
  const results = [];
  for (const [trips, rows] of [[0, 0], [0, 200], [1, 200], [2, 200], [4, 200], [5, 200], [6, 200]]) {
    results.push({ trips, rows, ...(await load(call(trips, rows), { concurrency: 10, seconds: SECONDS })) });
  }
  console.log(JSON.stringify({ benchmark: 'floor', concurrency: 10, seconds: SECONDS, results }, null, 2));
} finally {
  floor.stop();
}
