import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { inMarketLane } from "../db/market-lane";
import { errorBody } from "./errors";

/**
 * The market routes whose queries scan sales and stock: they run through one bounded queue, so
 * that however many arrive at once, the database keeps room for sign-in, /health and the rest.
 */
const HEAVY_ROUTE = /^\/api\/v1\/(sales|stock-diff|segments|products|stores|companies|rankings)(\/|\?|$)/;

export function isHeavyRoute(url: string): boolean {
  return HEAVY_ROUTE.test(url);
}

export interface QueueLimits {
  /** Heavy requests at work at once. */
  concurrency: number;
  /** Heavy requests waiting at most; the next is refused with 503 and Retry-After. */
  waiting: number;
  /** How long a request waits for its turn before it is refused the same way. */
  maxWaitMs: number;
}

/** A counting semaphore with a bounded, first-come-first-served waiting line. */
export function createBoundedQueue(limits: QueueLimits) {
  let running = 0;
  const line: (() => void)[] = [];
  return {
    /** Resolves with a release function once it is this caller's turn; null when the line is full or the wait too long. */
    async enter(): Promise<(() => void) | null> {
      if (running < limits.concurrency) {
        running++;
      } else {
        if (line.length >= limits.waiting) return null;
        const turn = await new Promise<boolean>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            resolve(true);
          };
          const timer = setTimeout(() => {
            line.splice(line.indexOf(wake), 1);
            resolve(false);
          }, limits.maxWaitMs);
          line.push(wake);
        });
        if (!turn) return null;
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        // The next heavy request starts on a later turn of the event loop, after what is waiting
        // there (a /health or sign-in request between two heavy ones); woken at once, the heavy
        // requests' promise chains would run back to back and starve it.
        setImmediate(() => {
          const next = line.shift();
          if (next) next();
          else running--;
        });
      };
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
  };
}

/**
 * PGlite runs one statement at a time (on a thread of its own): two heavy requests at once keep it
 * busy while the server's thread writes the other's answer, and the market lane
 * (server/db/market-lane.ts) lets every other statement go first. PostgreSQL keeps connections of
 * its pool of 10 free.
 */
export function heavyQueueLimits(kind: "pglite" | "postgres"): QueueLimits {
  return kind === "pglite" ? { concurrency: 2, waiting: 64, maxWaitMs: 30_000 } : { concurrency: 6, waiting: 128, maxWaitMs: 30_000 };
}

declare module "fastify" {
  interface FastifyRequest {
    leaveHeavyQueue?: () => void;
    /** The client went away (possibly while the request waited its turn). */
    heavyAborted?: boolean;
  }
}

/**
 * Heavy routes wait their turn after the rate limits (on request) and authentication (before the
 * body is parsed) and before their handler, so only a caller who may read the market takes a turn; the turn ends when
 * the answer has gone out or the client has gone away.
 */
export function registerHeavyQueue(app: FastifyInstance, limits: QueueLimits): void {
  const queue = createBoundedQueue(limits);
  const leave = async (request: FastifyRequest) => request.leaveHeavyQueue?.();
  /** "market": the request holds a turn; "other": it needs none; "answered": refused, or its client left. */
  const takeTurn = async (request: FastifyRequest, reply: FastifyReply): Promise<"market" | "other" | "answered"> => {
    // Only reads scan sales and stock; a change (a supplier link, a choice of segments) goes straight on.
    if (request.method !== "GET" && request.method !== "HEAD") return "other";
    // By the route that took the request, not its address: an unknown path under a market prefix
    // is taken by the static files' catch-all, which hands it to the 404 handler, whose hooks run
    // again. It took a turn there and waited behind its own turn for 30 s. A request takes one
    // turn at most, and only a market route's.
    if (request.is404 || request.leaveHeavyQueue || !isHeavyRoute(request.routeOptions.url ?? "")) return "other";
    const release = await queue.enter();
    if (!release) {
      reply
        .code(503)
        .header("retry-after", "2")
        .send(errorBody(503, "The server is busy with other market queries; try again in a moment", "SERVER_BUSY"));
      return "answered";
    }
    // A client that left while waiting (a page cancels its queries when it unmounts) gets no
    // answer and no onResponse: its turn must go back at once, or the line stalls for good.
    // The socket, not the request stream: a request whose body was read to its end is a destroyed stream too.
    if (request.heavyAborted || request.raw.socket?.destroyed) {
      release();
      reply.hijack();
      return "answered";
    }
    request.leaveHeavyQueue = release;
    return "market";
  };
  // A hook with a callback, so the rest of a market request (its handler) runs in the market lane.
  // One that answered does not go on (Fastify's rule for callback hooks).
  app.addHook("preHandler", (request, reply, done) => {
    takeTurn(request, reply).then(
      (turn) => {
        if (turn === "market") inMarketLane(() => done());
        else if (turn === "other") done();
      },
      (error: Error) => done(error),
    );
  });
  app.addHook("onResponse", leave);
  app.addHook("onRequestAbort", async (request) => {
    request.heavyAborted = true;
    request.leaveHeavyQueue?.();
  });
}
