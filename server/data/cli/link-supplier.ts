// npm run link-supplier -- "<company name or id>" "<supplier name>" [--remove]
// Links (or with --remove unlinks) a catalogue supplier name to a company, in the database the
// server uses (DATA_DIR or DATABASE_URL). The company then sees that supplier's products.
import { loadConfig } from "../../config";
import { openDatabase } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import { linkSupplier, unlinkSupplier } from "../company-suppliers";

const args = process.argv.slice(2);
const removeIndex = args.indexOf("--remove");
const remove = removeIndex >= 0 && args.splice(removeIndex, 1).length === 1;
const [company, supplier] = args;
if (!company || !supplier) {
  console.error('Usage: npm run link-supplier -- "<company name or id>" "<supplier name as in the catalogue>" [--remove]');
  process.exit(2);
}

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await runMigrations(db);
  const outcome = remove ? await unlinkSupplier(db, company, supplier) : await linkSupplier(db, company, supplier);
  if (outcome.ok) {
    const verb = remove ? "Unlinked" : outcome.changed ? "Linked" : "Already linked:";
    console.log(
      `${verb} "${outcome.supplierName}" ${remove ? "from" : "to"} ${outcome.companyName} (${outcome.products.toLocaleString("en")} products)`,
    );
  } else {
    console.error(outcome.message);
    if (outcome.suggestions?.length) console.error(`Suppliers with similar names: ${outcome.suggestions.join("; ")}`);
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
