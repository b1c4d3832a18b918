/** The organizations module's rules: a caller sees their own organisation; a company_admin (or super_admin) renames it. */
import type { Organization } from "../../../contracts";
import type { Caller } from "../../core/authenticate";
import { RequestError } from "../../core/errors";
import type { Database } from "../../db/client";
import { findCompany, renameCompany } from "./queries";

const NO_ORGANISATION = "You do not belong to an organisation";

export async function ownOrganization(db: Database, caller: Caller): Promise<Organization> {
  const company = caller.companyId ? await findCompany(db, caller.companyId) : undefined;
  if (!company) throw new RequestError(404, NO_ORGANISATION);
  return { id: company.id, name: company.name };
}

export async function renameOwnOrganization(db: Database, caller: Caller, name: string): Promise<Organization> {
  if (caller.role !== "company_admin" && caller.role !== "super_admin")
    throw new RequestError(403, "You need company_admin privileges to do this");
  if (!caller.companyId) throw new RequestError(404, NO_ORGANISATION);
  const company = await renameCompany(db, caller.companyId, name.trim());
  if (!company) throw new RequestError(404, NO_ORGANISATION);
  return { id: company.id, name: company.name };
}
