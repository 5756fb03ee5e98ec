/**
 * The statements' part of the consistency check (`npm run check` and its admin endpoint): every statement's totals
 * equal the sums of its live lines, every line traces to an existing order, sheet, fee application or replaced
 * part, and no order is on two live statements.
 */
import { sql } from 'drizzle-orm';
import { type Conn, queryRows } from '../../db/client.ts';

export interface StatementProblem {
  tenantId: number;
  statementId: number | null;
  lineId: number | null;
  problem: 'total' | 'orderCount' | 'untraced' | 'twice';
  detail: string;
}

/** The problems found (none when the statements are sound), for one tenant or, on the owner's connection, all. */
export async function checkStatements(db: Conn, tenantId?: number): Promise<{ statements: number; problems: StatementProblem[] }> {
  const tenant = (alias: string) => (tenantId === undefined ? sql`true` : sql`${sql.raw(alias)}.tenant_id = ${tenantId}`);
  const [counted] = await queryRows<{ n: string }>(db, sql`select count(*) as n from sf_statement s where ${tenant('s')}`);
  const totals = await queryRows<StatementProblem>(
    db,
    sql`select s.tenant_id as "tenantId", s.id as "statementId", null::bigint as "lineId",
          case when s.total_amount <> coalesce(x.total, 0) then 'total' else 'orderCount' end as problem,
          'total ' || s.total_amount || ' lines ' || coalesce(x.total, 0) || ', orders ' || s.order_count || ' lines ' || coalesce(x.n, 0) as detail
        from sf_statement s
        left join (select statement_id, tenant_id, sum(amount) as total, count(*) filter (where kind = 'order') as n
                   from sf_statement_line where live group by tenant_id, statement_id) x on x.tenant_id = s.tenant_id and x.statement_id = s.id
        where ${tenant('s')} and s.status <> 'cancelled'
          and (s.total_amount <> coalesce(x.total, 0) or s.order_count <> coalesce(x.n, 0)
            or s.order_amount <> coalesce((select sum(amount) from sf_statement_line l where l.tenant_id = s.tenant_id and l.statement_id = s.id and l.live and l.kind = 'order'), 0))`,
  );
  const untraced = await queryRows<StatementProblem>(
    db,
    sql`select l.tenant_id as "tenantId", l.statement_id as "statementId", l.id as "lineId", 'untraced' as problem, l.kind || ' ' || l.source_id as detail
        from sf_statement_line l
        where ${tenant('l')} and (not (
          (l.kind = 'order' and exists (select 1 from so_order o where o.tenant_id = l.tenant_id and o.id = l.source_id))
          or (l.kind = 'fee' and exists (select 1 from so_apply_money a where a.tenant_id = l.tenant_id and a.id = l.source_id and a.status = 'approved'))
          or (l.kind = 'deduction' and exists (select 1 from so_order_part p where p.tenant_id = l.tenant_id and p.id = l.source_id))
          or (l.kind = 'sheet' and exists (select 1 from sf_check_bill b where b.tenant_id = l.tenant_id and b.id = l.source_id)))
          or not exists (select 1 from sf_statement s where s.tenant_id = l.tenant_id and s.id = l.statement_id))`,
  );
  // The unique index forbids it; the check proves the index is there and live lines agree with live statements.
  const twice = await queryRows<StatementProblem>(
    db,
    sql`select l.tenant_id as "tenantId", null::bigint as "statementId", null::bigint as "lineId", 'twice' as problem,
          'order ' || l.source_id || ' on statements ' || string_agg(l.statement_id::text, ', ' order by l.statement_id) as detail
        from sf_statement_line l join sf_statement s on s.tenant_id = l.tenant_id and s.id = l.statement_id
        where ${tenant('l')} and l.kind = 'order' and s.status <> 'cancelled'
        group by l.tenant_id, l.source_id having count(*) > 1`,
  );
  const problems = [...totals, ...untraced, ...twice].map((p) => ({ ...p, tenantId: Number(p.tenantId), statementId: p.statementId === null ? null : Number(p.statementId), lineId: p.lineId === null ? null : Number(p.lineId) }));
  return { statements: Number(counted.n), problems };
}
