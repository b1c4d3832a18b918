import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { MarketProduct, MarketStore } from "../../generator/market";
import type { CatalogueState } from "../../generator/catalogue-changes";
import type { SimulatedMarket } from "./simulated-market";

/** What the monopoly's product search gives per page, and where its paging stops. */
const PAGE_SIZE = 30;
const MAX_RESULTS = 10_000;

export interface SimulatorOptions {
  market: SimulatedMarket;
  /** The subscription key callers must send; any non-empty key when not set. */
  key?: string;
  /** Let tests break it on purpose (`POST /simulator/faults`): never in a demo. */
  faults?: boolean;
}

/** What `POST /simulator/faults` sets: the next `count` source requests fail so. */
interface Faults {
  count: number;
  /** Answer this status instead (429, 500 …). */
  status?: number;
  /** Answer only after this long (a timeout on the caller's side). */
  delayMs?: number;
  /** Leave this field out of every store's stock balance (schema drift), until cleared. */
  dropStockField?: string | null;
}

export interface RunningSimulator {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/**
 * A real HTTP server answering the monopoly's public web API paths (`/sb-api-ecommerce/v1/…`) in
 * their shapes, from the simulated market at the simulator's clock: the demo's source of data,
 * and the tests'. `/simulator/clock` reads and moves its clock.
 */
export function createSimulatorServer(options: SimulatorOptions): Server {
  const simulated = options.market;
  const { stores } = simulated.market;
  const bySiteId = new Map(stores.map((store) => [store.siteId, store]));
  const faults: Faults = { count: 0, dropStockField: null };

  return createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => send(response, 500, { message: (error as Error).message }));
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://simulator");
    const path = url.pathname.replace(/\/+$/, "");
    if (path.startsWith("/simulator/")) return control(request, response, path);
    const key = request.headers["ocp-apim-subscription-key"];
    if (typeof key !== "string" || key === "" || (options.key && key !== options.key)) {
      return send(response, 401, { statusCode: 401, message: "Access denied due to missing subscription key." });
    }
    if (faults.count > 0) {
      faults.count--;
      if (faults.delayMs) await new Promise((resolve) => setTimeout(resolve, faults.delayMs));
      if (faults.status) return send(response, faults.status, { statusCode: faults.status, message: "Simulated failure" });
    }
    const api = path.match(/^\/sb-api-ecommerce\/v1(\/.*)$/)?.[1];
    // Every answer is dated by the simulator's clock, as a real server's Date header says when it answered.
    if (api === "/sitesearch/site") return send(response, 200, { siteSearchResults: stores.map(siteRecord) }, simulated.now());
    if (api === "/product") return send(response, 200, simulated.catalogue().map(catalogueRecord(simulated.lastDay)), simulated.now());
    if (api === "/productsearch/search") return send(response, 200, search(url.searchParams), simulated.now());
    const stockOf = api?.match(/^\/site\/stores\/([^/]+)$/);
    if (stockOf) {
      const productId = decodeURIComponent(stockOf[1]!);
      const stock = simulated.stockOf(productId);
      if (!stock) return send(response, 404, { statusCode: 404, message: "Product not found" });
      return send(
        response,
        200,
        {
          storeStocks: stock.map(({ siteId, stock: units }) => ({
            store: siteRecord(bySiteId.get(siteId)!),
            stockBalance: dropField({ stock: units, productId, storeId: siteId, shelf: null }),
          })),
        },
        simulated.now(),
      );
    }
    const pair = api?.match(/^\/stockbalance\/store\/([^/]+)\/([^/]+)$/);
    if (pair) {
      const [siteId, productId] = [decodeURIComponent(pair[1]!), decodeURIComponent(pair[2]!)];
      const lines = simulated.stockOf(productId);
      if (!bySiteId.has(siteId) || !lines) return send(response, 404, { statusCode: 404, message: "Not found" });
      const found = lines.find((line) => line.siteId === siteId);
      return send(response, 200, { stock: found?.stock ?? 0, isInStoreAssortment: found !== undefined, shelf: null }, simulated.now());
    }
    return send(response, 404, { statusCode: 404, message: "Resource not found" });
  }

  function dropField(balance: Record<string, unknown>): Record<string, unknown> {
    if (!faults.dropStockField) return balance;
    const { [faults.dropStockField]: _dropped, ...rest } = balance;
    return rest;
  }

  function search(params: URLSearchParams) {
    const level1 = params.get("categoryLevel1");
    const country = params.get("country");
    const page = Math.max(1, Number(params.get("page") ?? 1) || 1);
    const matching = simulated
      .catalogue()
      .map((state) => state.product)
      .filter((product) => product.inStore && (!level1 || product.categoryLevel1 === level1) && (!country || product.country === country));
    const from = (page - 1) * PAGE_SIZE;
    const shown = from >= MAX_RESULTS ? [] : matching.slice(from, Math.min(from + PAGE_SIZE, MAX_RESULTS));
    const docCount = matching.length;
    return {
      metadata: { docCount, nextPage: from + PAGE_SIZE < Math.min(docCount, MAX_RESULTS) ? page + 1 : -1 },
      products: shown.map(productRecord),
    };
  }

  async function control(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    if (path === "/simulator/clock" && request.method === "GET") {
      return send(response, 200, { now: simulated.now().toISOString(), offsetMs: simulated.offsetMs });
    }
    if (path === "/simulator/clock" && request.method === "POST") {
      const body = (await readJson(request)) as { advanceHours?: unknown };
      const hours = Number(body.advanceHours);
      if (!Number.isFinite(hours) || hours < 0 || hours > 24 * 60) return send(response, 400, { message: "advanceHours: 0 to 1440" });
      simulated.offsetMs += hours * 3_600_000;
      return send(response, 200, { now: simulated.now().toISOString(), offsetMs: simulated.offsetMs });
    }
    if (path === "/simulator/faults" && request.method === "POST" && options.faults) {
      Object.assign(faults, { count: 0, status: undefined, delayMs: undefined }, (await readJson(request)) as Faults);
      return send(response, 200, faults);
    }
    return send(response, 404, { message: "Resource not found" });
  }
}

/** Starts the simulator on `port` (0: any free one) at 127.0.0.1. */
export async function startSimulator(options: SimulatorOptions & { port?: number; host?: string }): Promise<RunningSimulator> {
  const server = createSimulatorServer(options);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function siteRecord(store: MarketStore) {
  return {
    siteId: store.siteId,
    alias: store.alias,
    displayName: store.displayName,
    streetAddress: store.address,
    city: store.city,
    county: store.county,
    isAgent: store.isAgent,
    isBlocked: false,
    isOpen: true,
    isTastingStore: false,
    openingHours: store.openingHours ?? [],
    position: { latitude: store.latitude, longitude: store.longitude },
  };
}

const catalogueRecord =
  (lastDay: string) =>
  ({ product, changedOn }: CatalogueState) => ({
    productId: product.productId,
    productNumber: product.productNumber,
    productNameBold: product.nameBold,
    categoryLevel1: product.categoryLevel1,
    imageUrl: null,
    isHidden: false,
    isSearchable: product.inStore,
    lastModified: `${changedOn ?? product.launchDate ?? lastDay}T00:00:00`,
  });

function productRecord(product: MarketProduct) {
  return {
    productId: product.productId,
    productNumber: product.productNumber,
    productNameBold: product.nameBold,
    productNameThin: product.nameThin,
    producerName: product.producerName,
    supplierName: product.supplierName,
    price: product.price,
    volume: product.volumeMl,
    alcoholPercentage: product.alcoholPercentage,
    categoryLevel1: product.categoryLevel1,
    categoryLevel2: product.categoryLevel2,
    categoryLevel3: product.categoryLevel3,
    country: product.country,
    assortmentText: product.assortmentText,
    productLaunchDate: product.launchDate ? `${product.launchDate}T00:00:00` : null,
    isDiscontinued: product.discontinued,
    bottleTextShort: product.packaging ? BOTTLE_TEXT[product.packaging] : null,
  };
}

/** The website's Swedish packaging words for the generator's packaging kinds. */
const BOTTLE_TEXT: Record<string, string> = {
  bottle: "Flaska",
  can: "Burk",
  box: "Box",
  pouch: "Vin i påse",
  carton: "Papp",
  keg: "Engångsfat",
  pack: "3 fl à 750 ml",
};

function send(response: ServerResponse, status: number, body: unknown, now = new Date()): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    // The simulator's clock, as a real server's Date says when it answered: the collector dates its snapshots by it.
    date: now.toUTCString(),
  });
  response.end(text);
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = "";
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > 10_000) throw new Error("body too large");
  }
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
}
