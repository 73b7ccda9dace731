/** Time limits and pauses of the map clients; tests shorten them. */
export interface LocationTimings {
  /** One request to Amap or Google Maps, body included. */
  timeoutMs: number;
  /** One free IP-location service, before the next one is tried. */
  ipTimeoutMs: number;
  /** Pause before repeating an Amap request refused for too many queries per second. */
  rateRetryDelayMs: number;
  /** Pause before using a legacy Places `next_page_token`, which Google validates only after a moment. */
  pageTokenDelayMs: number;
}

export const defaultTimings: LocationTimings = {
  timeoutMs: 15_000,
  ipTimeoutMs: 3_000,
  rateRetryDelayMs: 500,
  pageTokenDelayMs: 2_000,
};
