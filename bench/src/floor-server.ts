/**
 * The cheapest server that does what an API request does on PostgreSQL: node:http, a pool of 20 connections, and
 * per request `ROUND_TRIPS` trivial statements on one connection, then a JSON body of `ROWS` rows of 27 short fields
 * (the size of the work-order grid's page). No framework, no validation, no ORM. Started by floor.bench.ts.
 */
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const row = Object.fromEntries(Array.from({ length: 27 }, (_, i) => [`field${i}`, `value ${i}`]));

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const trips = Number(url.searchParams.get('trips') ?? 0);
  const rows = Number(url.searchParams.get('rows') ?? 0);
  const client = await pool.connect();
  try {
    for (let i = 0; i < trips; i++) await client.query('select 1');
  } finally {
    client.release();
  }
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ code: 0, data: { records: Array.from({ length: rows }, () => row) } }));
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
