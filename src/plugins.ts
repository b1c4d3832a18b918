import type { Plugin } from "./kernel";
import adminPlans from "./plugins/admin-plans";
import admin from "./plugins/admin";
import adminCache from "./plugins/admin-cache";
import adminFeed from "./plugins/admin-feed";
import analysis from "./plugins/analysis";
import artdisk from "./plugins/artdisk";
import auth from "./plugins/auth";
import changelog from "./plugins/changelog";
import company from "./plugins/company";
import comparison from "./plugins/comparison";
import dashboard from "./plugins/dashboard";
import help from "./plugins/help";
import products from "./plugins/products";
import profile from "./plugins/profile";
import rankings from "./plugins/rankings";
import setup from "./plugins/setup";
import stores from "./plugins/stores";
import weeklyRankings from "./plugins/weekly-rankings";

/** The composition root: every feature of the app is one line here. */
export const plugins: readonly Plugin[] = [
  auth,
  setup,
  dashboard,
  analysis,
  products,
  stores,
  rankings,
  artdisk,
  weeklyRankings,
  comparison,
  profile,
  company,
  admin,
  help,
  changelog,
  adminPlans,
  adminCache,
  adminFeed,
];
