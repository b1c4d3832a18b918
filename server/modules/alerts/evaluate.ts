import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ormRows } from "../../db/rows";
import { stockholmDay } from "../../core/stockholm-day";

/** Serialises evaluations across instances: one evaluator writes states and alerts at a time. */
const EVALUATION_LOCK = 72_043;

export interface Evaluation {
  /** The day of market data evaluated (the newest stock observation's, Stockholm); null: no stock data yet. */
  day: string | null;
  rules: number;
  raised: number;
}

/**
 * Evaluates every rule against the market as it stands (docs/PRODUCT.md §12b). A rule's subject —
 * a product — raises one alert when it enters the rule's condition and none while it stays there;
 * leaving it and entering again is a new occurrence. Running it again on the same data raises
 * nothing (alert_states), and a day's alert for a subject is unique (alert_events).
 *
 * stock-out: the product is out of stock in at least min_stores stores, each out for at least
 * min_days days (the day it ran out counted), on the day of the newest stock observation.
 */
export async function evaluateAlertRules(db: Database): Promise<Evaluation> {
  return db.orm.transaction(async (tx) => {
    // A job, not a request: the time limit of the API's statements does not apply (as in db.bulk).
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(${EVALUATION_LOCK})`);
    const [newest] = await ormRows<{ at: Date | null }>(tx, sql`select max(last_observed_at) as at from stock_ingest_state`);
    const [counted] = await ormRows<{ n: number }>(tx, sql`select count(*)::int as n from alert_rules`);
    const rules = counted?.n ?? 0;
    if (!newest?.at) return { day: null, rules, raised: 0 };
    const day = stockholmDay(new Date(newest.at).getTime());
    // Each rule's products first (its one product, or its company's), then their open stock-outs by
    // product: a join on stock_outs' product index, for any number of rules.
    await tx.execute(sql`
      create temp table alert_firing on commit drop as
      with watched as (
        select r.id as rule_id, r.product_id, r.min_stores, r.min_days
        from alert_rules r where r.kind = 'stock-out' and r.product_id is not null
        union all
        select r.id, p.id, r.min_stores, r.min_days
        from alert_rules r
        join company_suppliers s on s.company_id = r.company_id
        join products p on p.supplier_name = s.supplier_name
        where r.kind = 'stock-out' and r.product_id is null
      )
      select w.rule_id, w.product_id, count(*)::int as stores
      from watched w
      join stock_outs o on o.product_id = w.product_id and o.until is null and o.since <= ${day}::date - (w.min_days - 1)
      group by w.rule_id, w.product_id, w.min_stores
      having count(*) >= w.min_stores`);
    const raised = await ormRows<{ id: number }>(
      tx,
      sql`insert into alert_events (rule_id, subject, day, product_id, figures)
          select f.rule_id, f.product_id::text, ${day}::date, f.product_id, jsonb_build_object('stores', f.stores)
          from alert_firing f
          where not exists (select 1 from alert_states s where s.rule_id = f.rule_id and s.subject = f.product_id::text)
          on conflict do nothing
          returning id`,
    );
    await tx.execute(sql`insert into alert_states (rule_id, subject, since)
                         select rule_id, product_id::text, ${day}::date from alert_firing
                         on conflict do nothing`);
    await tx.execute(sql`delete from alert_states s
                         where s.rule_id in (select id from alert_rules where kind = 'stock-out')
                           and not exists (select 1 from alert_firing f where f.rule_id = s.rule_id and f.product_id::text = s.subject)`);
    return { day, rules, raised: raised.length };
  });
}
