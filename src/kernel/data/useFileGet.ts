import { useDataProvider } from "@refinedev/core";
import { useCallback } from "react";
import type { CustomGet } from "./custom-get";

/**
 * A GET whose answer is a file to save (an export): its text (CSV), or its bytes as a Blob for a
 * binary file (a workbook). Through refine's data provider, made when the user asks, never cached.
 */
export function useFileGet(): (request: Omit<CustomGet, "meta">) => Promise<Blob | string> {
  const dataProvider = useDataProvider();
  return useCallback(
    async ({ url, query }) => {
      const answer = await dataProvider().custom!({ url, method: "get", ...(query ? { query } : {}) });
      return answer.data as unknown as Blob | string;
    },
    [dataProvider],
  );
}
