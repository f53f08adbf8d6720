/**
 * Back-office benchmark: the leads list, the CSV export and the funnel (`apps/api/src/services`)
 * on an embedded PGlite holding 90 days of a busy product — 30,000 uploads and their events,
 * 3,000 leads, 1,500 lawyer requests about their analyses (1,000 reached). Times each query cold
 * and warm (p50, max of 7 runs). Target: every screen's answer under 1 s. Run: npm run
 * back-office -w bench. Writes results/latest.json; baseline.json is a committed run.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { createDataKeyring, emailValues, useDataKeyring } from '../../apps/api/src/db/encryption';
import { users } from '../../apps/api/src/db/schema';
import { exportLeadsCsv } from '../../apps/api/src/services/export-leads-csv';
import { getFunnel } from '../../apps/api/src/services/get-funnel';
import { listLeads } from '../../apps/api/src/services/list-leads';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const UPLOADS = 30_000;
const LEADS = 3_000;
const DAYS = 90;
const RUNS = 7;
const TARGET_MS = 1000;

/** Rows spread over the last DAYS days: one lead per 10 uploads, every second lead asks a lawyer. */
async function seed(db: Database) {
  const spread = (i: string, n: number) =>
    sql.raw(`now() - ((${i} * ${DAYS}.0 / ${n}) * interval '1 day')`);
  // Through Drizzle: personal columns are encrypted on the way in.
  const segments = ['Serviços', 'Tecnologia', 'Saúde', 'Varejo'];
  const leads = Array.from({ length: LEADS }, (_, index) => {
    const i = index + 1;
    return {
      ...emailValues(`lead${i}@example.com`),
      name: `Lead ${i}`,
      cellphone: '(11) 98765-4321',
      businessSegment: segments[i % 4]!,
      employeesNumber: '11-80',
      status: 'qualified_lead' as const,
      qualifiedAt: new Date(Date.now() - ((i * DAYS) / LEADS) * 86_400_000),
    };
  });
  for (let start = 0; start < leads.length; start += 500) {
    await db.insert(users).values(leads.slice(start, start + 500));
  }
  await db.execute(sql`insert into analyses (uploader_secret_hash, file_name, file_size, file_kind,
      status, error_code, contract_type, score, owner_id, created_at, finished_at, expires_at)
    select 'bench', 'contrato.pdf', 1000, 'pdf',
      case when i % 50 = 0 then 'failed' else 'done' end,
      case when i % 50 = 0 then 'NO_TEXT_FOUND' end,
      (array['Locação','Trabalho','Prestação de serviços'])[1 + i % 3], i % 101,
      case when i % 10 = 0 then
        (select id from users order by qualified_at desc offset i / 10 - 1 limit 1) end,
      ${spread('i', UPLOADS)}, ${spread('i', UPLOADS)} + interval '20 seconds', now() + interval '7 days'
    from generate_series(1, ${UPLOADS}) i`);
  await db.execute(sql`insert into analytics_events (name, analysis_id, created_at, properties)
    select name, a.id, a.created_at, jsonb_build_object('clauseTitle', 'Riscos financeiros')
    from analyses a, unnest(array['Contract Uploaded', 'Score Viewed', 'Details Button Clicked',
      'Report Downloaded']) name
    where name in ('Contract Uploaded', 'Score Viewed') or a.owner_id is not null`);
  // Each about the lead's analysis; two in three reached ("Em contato", with its history line).
  await db.execute(sql`insert into lawyer_requests (user_id, analysis_id, requested_at, due_at,
      handled_at, state)
    select id, (select a.id from analyses a where a.owner_id = numbered.id limit 1), qualified_at,
      qualified_at + interval '4 hours',
      case when n % 3 <> 0 then qualified_at + interval '1 hour' end,
      case when n % 3 <> 0 then 'em_contato' else 'novo' end
    from (select u.id, u.qualified_at, row_number() over (order by u.qualified_at) n
      from users u) numbered
    where n % 2 = 0`);
  await db.execute(sql`insert into lawyer_request_events (request_id, kind, from_state, to_state,
      created_at)
    select id, 'state', 'novo', 'em_contato', handled_at from lawyer_requests
    where state = 'em_contato'`);
}

async function time(run: () => Promise<unknown>) {
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await run();
    runs.push(performance.now() - start);
  }
  const [cold, ...warm] = runs;
  warm.sort((a, b) => a - b);
  return {
    coldMs: Math.round(cold!),
    p50Ms: Math.round(warm[Math.floor(warm.length / 2)]!),
    maxMs: Math.round(warm.at(-1)!),
  };
}

function day(offsetDays: number) {
  return new Date(Date.now() - offsetDays * 86_400_000).toISOString().slice(0, 10);
}

async function main() {
  useDataKeyring(createDataKeyring(['bench-data-key-bench-data-key-bench-data-key']));
  const handle = await openDatabase({ kind: 'embedded', dir: null });
  try {
    const db = handle.db;
    const seedStart = performance.now();
    await seed(db);
    const seedMs = Math.round(performance.now() - seedStart);
    const last30 = { from: day(29), to: day(-1) };
    const last90 = { from: day(DAYS), to: day(-1) };
    const results = {
      leadsPage: await time(() => listLeads({ db, filters: last30, limit: 25, offset: 0 })),
      leadsFiltered: await time(() =>
        listLeads({
          db,
          filters: { ...last90, segment: 'Saúde', lawyer: 'sim', band: 'Crítico' },
          limit: 25,
          offset: 0,
        }),
      ),
      exportAll90Days: await time(() => exportLeadsCsv({ db, filters: last90 })),
      funnel30DaysByDay: await time(() =>
        getFunnel({ db, query: { ...last30, granularity: 'dia' } }),
      ),
      funnel90DaysByWeek: await time(() =>
        getFunnel({ db, query: { ...last90, granularity: 'semana' } }),
      ),
    };
    const report = {
      machine: {
        cores: cpus().length,
        loadAverage: loadavg()[0]!.toFixed(1),
        node: process.version,
      },
      data: { uploads: UPLOADS, leads: LEADS, days: DAYS, seedMs },
      results,
    };
    mkdirSync(join(HERE, 'results'), { recursive: true });
    writeFileSync(join(HERE, 'results/latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.table(results);
    const baseline = JSON.parse(readFileSync(join(HERE, 'baseline.json'), 'utf8').toString()) as
      typeof report | undefined;
    for (const [name, figures] of Object.entries(results)) {
      const before = baseline?.results?.[name as keyof typeof results]?.p50Ms;
      const verdict = figures.p50Ms <= TARGET_MS ? 'met' : 'MISSED';
      console.log(
        `${name}: p50 ${figures.p50Ms} ms (baseline ${before ?? '—'} ms), target ≤ ${TARGET_MS} ms ${verdict}`,
      );
    }
  } finally {
    await handle.close();
  }
}

await main();
