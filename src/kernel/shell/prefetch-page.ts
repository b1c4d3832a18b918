import type { SessionServices } from "../../providers/auth/react";
import type { SessionUser } from "../../providers/auth/user";
import { chosenPeriod, selectedCompanyId } from "../../providers/selection";
import { customGetKey } from "../data/custom-get";
import type { PluginRoute } from "../plugin";
import { periodOf } from "../ui/period";
import type { DataServices } from "./data-services";

type Prefetch = NonNullable<PluginRoute["prefetch"]>;

/**
 * Starts the calls of the page the app opened on (its route's `prefetch`) the moment the session
 * has its user, beside the companies list, instead of after the page's code has rendered: the
 * page's hooks find them in the query cache under the keys they use. Nothing is asked for when the
 * session ends anonymous, or once the browser has left the page.
 */
export function prefetchPage(
  prefetch: Prefetch,
  { actor }: SessionServices,
  { queryClient, dataProvider }: DataServices,
  location: Location = window.location,
) {
  const opened = `${location.pathname}${location.search}`;
  const start = (user: SessionUser) => {
    if (`${location.pathname}${location.search}` !== opened) return;
    const search = new URLSearchParams(location.search);
    const requests = prefetch({
      companyId: user.companyId ?? selectedCompanyId.get(),
      search,
      period: (fallback) => periodOf(search.get("period"), chosenPeriod.get(), fallback),
    });
    for (const { url, query, meta } of requests) {
      void queryClient.prefetchQuery({
        queryKey: customGetKey({ url, query, meta }),
        queryFn: ({ signal }) => dataProvider.custom!({ url, method: "get", query, meta: { ...meta, signal } }),
      });
    }
  };
  const { context } = actor.getSnapshot();
  if (context.user) return start(context.user);
  const subscription = actor.subscribe((snapshot) => {
    if (snapshot.context.user) {
      subscription.unsubscribe();
      start(snapshot.context.user);
    } else if (snapshot.value === "anonymous") subscription.unsubscribe();
  });
}
