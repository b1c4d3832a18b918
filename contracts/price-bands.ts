/**
 * The price bands segments are cut by, in SEK per litre: band i runs from PRICE_BAND_LIMITS[i] up
 * to (not including) PRICE_BAND_LIMITS[i + 1]; the last has no upper limit. The server's segment
 * SQL and the client's band labels both read these.
 */
export const PRICE_BAND_LIMITS = [0, 100, 200, 300, 500, 1000] as const;
