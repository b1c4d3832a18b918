import type { ServerModule } from "../../core/server-module";
import type { AppContext } from "../../core/context";
import { feedSource, type FeedSource } from "./source";
import { registerFeedJobs, scheduleFeed } from "./feed-jobs";
import { feedRoutes } from "./routes";

/** One source per app: the job handlers (registered first) and the routes' hooks share it. */
const sources = new WeakMap<AppContext, FeedSource>();

function sourceOf(ctx: AppContext): FeedSource {
  let source = sources.get(ctx);
  if (!source) sources.set(ctx, (source = feedSource(ctx)));
  return source;
}

/**
 * The market feed: collects the monopoly's public data by itself on a schedule — from its web API
 * with a key, from the demo market's simulator without one (MARKET_SOURCE) — through the same
 * pipeline as imports. Its operators' routes (/admin/feed) are there in every mode and role, so
 * an operator sees a feed that is off too.
 */
export const feedModule: ServerModule = {
  prefix: "/api/v1/admin/feed",
  routes: async (app, { ctx }) => {
    // The source this process runs, if any (none with MARKET_SOURCE=off or on an API-only instance).
    await app.register(feedRoutes, { ctx, source: () => sources.get(ctx) });
    // The rounds run where the jobs do: not on an API-only instance.
    if (ctx.config.marketSource.mode === "off" || ctx.config.role === "api") return;
    const source = sourceOf(ctx);
    app.addHook("onReady", async () => {
      await scheduleFeed(ctx);
      // The simulator builds and replays the demo market before it serves (seconds, much of it on
      // the event loop): it starts once the app is ready, never inside a hook with a time limit.
      setImmediate(() => {
        void source
          .ready()
          .then(() => source.started())
          .then((demo) => demo && app.log.info(demo, "the demo market's simulator is running"))
          .catch((error: unknown) => app.log.error({ err: error }, "the market source did not start"));
      });
    });
    app.addHook("onClose", () => source.close());
  },
  jobs: (ctx) => {
    if (ctx.config.marketSource.mode !== "off") registerFeedJobs(ctx, sourceOf(ctx));
  },
};
