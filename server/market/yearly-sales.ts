import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { queryRows } from "../db/rows";

export interface YearlySales {
  year: number;
  litres: number;
  /** The national rank by litres that year, among all articles. */
  rank: number;
  articles: number;
}

/**
 * A product's national litres per year from the imported sales per article (every article id
 * that carried the product number that year), with its rank among that year's products.
 */
export async function productYearlySales(db: Database, productNumber: string): Promise<YearlySales[]> {
  const rows = await queryRows<{ year: number; litres: string; rank: string; articles: string }>(
    db,
    sql`with per_product as (
          select year, product_number, sum(litres) as litres from article_yearly_sales
          where year in (select distinct year from article_yearly_sales where product_number = ${productNumber})
          group by year, product_number
        ), ranked as (
          select year, product_number, litres, rank() over (partition by year order by litres desc) as rank, count(*) over (partition by year) as articles
          from per_product
        )
        select year, litres, rank, articles from ranked where product_number = ${productNumber} order by year`,
  );
  return rows.map((row) => ({
    year: Number(row.year),
    litres: Number(row.litres),
    rank: Number(row.rank),
    articles: Number(row.articles),
  }));
}
