import type { ServerModule } from "../core/server-module";
import { productsModule } from "./products";
import { storesModule } from "./stores";
import { salesModule } from "./sales";
import { segmentsModule } from "./segments";
import { rankingsModule } from "./rankings";
import { companiesModule } from "./companies";
import { searchModule } from "./search";
import { stockDiffModule } from "./stock-diff";
import { weeklyRankingsModule } from "./weekly-rankings";
import { artdiskModule } from "./artdisk";
import { uploadsModule } from "./uploads";
import { imagesModule } from "./images";
import { authModule } from "./auth";
import { usersModule } from "./users";
import { apiKeysModule } from "./api-keys";
import { organizationsModule } from "./organizations";
import { invitationsModule } from "./invitations";
import { subscriptionModule } from "./subscription";
import { adminModule } from "./admin";
import { adminCacheModule } from "./admin-cache";
import { healthModule } from "./health";

/** The product's server modules, in the order the API documentation lists their tags. */
export const SERVER_MODULES: readonly ServerModule[] = [
  productsModule,
  storesModule,
  salesModule,
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
];
