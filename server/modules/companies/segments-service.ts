/** The segments a company compares its sales against: its own choice, else those of its products. */
import type { CompanySegments } from "../../../contracts";
import { recordAudit } from "../../core/audit";
import type { Caller } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { RequestError } from "../../core/errors";
import { managedCompany } from "../../core/roles";
import { findUserById } from "../../core/users";
import type { Database } from "../../db/client";
import { companyProducts } from "../../market/sales";
import { listSegments, parseSegmentId, segmentIdsOf, type SegmentKey } from "../../market/segments";
import { chosenSegmentIds, replaceChosenSegments } from "./segments-queries";
import { readableCompany } from "./service";

type Ctx = Pick<AppContext, "db" | "cache">;

/** The company's chosen segments and those of its own products, each with its product count. */
export async function companySegments(db: Database, caller: Caller | undefined, id: string): Promise<CompanySegments> {
  const company = await readableCompany(db, caller, id);
  const [all, chosen, fromProducts] = await Promise.all([
    listSegments(db),
    chosenSegmentIds(db, company.id),
    companyProducts(db, company.id).then((products) => segmentIdsOf(db, products)),
  ]);
  const byId = new Map(all.map((s) => [s.id, s]));
  const known = (ids: string[]) => ids.flatMap((segmentId) => byId.get(segmentId) ?? []);
  return { chosen: known(chosen), fromProducts: known(fromProducts) };
}

/** Sets the company's choice (company_admin of it, or super_admin); an empty list returns to its products' segments. */
export async function chooseSegments(
  ctx: Ctx,
  caller: Caller,
  id: string,
  ids: string[],
  meta: { ip: string | null },
): Promise<CompanySegments> {
  const companyId = managedCompany(caller, id);
  await readableCompany(ctx.db, caller, companyId);
  const existing = new Set((await listSegments(ctx.db)).map((s) => s.id));
  const unknown = ids.filter((segmentId) => !existing.has(segmentId));
  if (unknown.length > 0) throw new RequestError(422, `No products in the segment ${unknown.join(", ")}`, "SEGMENT_NOT_FOUND", "segments");
  const keys = ids.map((segmentId) => parseSegmentId(segmentId)).filter((k): k is SegmentKey => k !== null);
  const user = await findUserById(ctx.db, caller.userId);
  await ctx.db.orm.transaction(async (tx) => {
    await replaceChosenSegments(tx, companyId, keys);
    await recordAudit(tx, {
      action: "company.segments_chosen",
      companyId,
      actor: { id: caller.userId, email: user?.email ?? null },
      objectType: "company",
      objectId: companyId,
      details: { segments: ids },
      ip: meta.ip,
    });
  });
  // The dashboard's comparison is cached with the company's figures.
  await ctx.cache.invalidate();
  return companySegments(ctx.db, caller, companyId);
}
