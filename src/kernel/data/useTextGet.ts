import { useDataProvider } from "@refinedev/core";
import { useCallback } from "react";
import type { CustomGet } from "./custom-get";

/**
 * A GET whose answer is a file's text (a CSV export, an HTML document) rather than a `{ data }`
 * envelope, made when the user asks for the file: through refine's data provider, never cached.
 */
export function useTextGet(): (request: Omit<CustomGet, "meta">) => Promise<string> {
  const dataProvider = useDataProvider();
  return useCallback(
    async ({ url, query }) => {
      const answer = await dataProvider().custom!({ url, method: "get", ...(query ? { query } : {}) });
      return answer.data as unknown as string;
    },
    [dataProvider],
  );
}
