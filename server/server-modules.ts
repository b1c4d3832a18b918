import type { ServerModule } from "./core/server-module";
import { productsModule } from "./modules/products";
import { storesModule } from "./modules/stores";
import { salesModule } from "./modules/sales";
import { segmentsModule } from "./modules/segments";
import { rankingsModule } from "./modules/rankings";
import { companiesModule } from "./modules/companies";
import { searchModule } from "./modules/search";
import { stockDiffModule } from "./modules/stock-diff";
import { weeklyRankingsModule } from "./modules/weekly-rankings";
import { artdiskModule } from "./modules/artdisk";
import { uploadsModule } from "./modules/uploads";
import { imagesModule } from "./modules/images";
import { authModule } from "./modules/auth";
import { usersModule } from "./modules/users";
import { apiKeysModule } from "./modules/api-keys";
import { organizationsModule } from "./modules/organizations";
import { invitationsModule } from "./modules/invitations";
import { subscriptionModule } from "./modules/subscription";
import { adminModule } from "./modules/admin";
import { adminCacheModule } from "./modules/admin-cache";
import { healthModule } from "./modules/health";
import { feedModule } from "./modules/feed";
import { freshnessModule } from "./modules/freshness";
import { alertsModule } from "./modules/alerts";

/** The composition root of the server, as src/plugins.ts is of the app: the product's server modules, in the order the API documentation lists their tags. */
export const SERVER_MODULES: readonly ServerModule[] = [
  productsModule,
  storesModule,
  salesModule,
  freshnessModule,
  segmentsModule,
  rankingsModule,
  companiesModule,
  searchModule,
  stockDiffModule,
  weeklyRankingsModule,
  artdiskModule,
  uploadsModule,
  imagesModule,
  authModule,
  usersModule,
  apiKeysModule,
  organizationsModule,
  invitationsModule,
  subscriptionModule,
  adminModule,
  adminCacheModule,
  healthModule,
  feedModule,
  alertsModule,
];
