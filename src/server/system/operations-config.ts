import { readInteger } from '../config-access';

/** What operators tune: who may read the metrics, and when the server sheds load. Read once at start. */
export interface OperationsConfig {
  /**
   * METRICS_TOKEN (default unset): unset, there is no /metrics at all (and no cost of collecting).
   * Set, GET /metrics answers Prometheus text to `Authorization: Bearer <token>` and 401 to anyone else.
   */
  metricsToken: string | null;
  /**
   * OVERLOAD_MAX_EVENT_LOOP_DELAY_MS (default 200, 0 = off): when the mean event-loop delay of the last
   * sample exceeds this, requests are answered 503 with Retry-After instead of queueing behind it.
   */
  overloadMaxEventLoopDelayMs: number;
  /** OVERLOAD_MAX_HEAP_USED_MB (default 0 = off): a heap in use above this sheds load the same way. */
  overloadMaxHeapUsedMb: number;
  /** OVERLOAD_MAX_RSS_MB (default 0 = off): a resident set above this sheds load the same way. */
  overloadMaxRssMb: number;
  /** OVERLOAD_RETRY_AFTER_SECONDS (default 10): the Retry-After of a 503 answered under overload. */
  overloadRetryAfterSeconds: number;
  /** OVERLOAD_SAMPLE_INTERVAL_MS (default 1000): how often the load is measured. */
  overloadSampleIntervalMs: number;
}

type Env = Record<string, string | undefined>;

export function loadOperationsConfig(env: Env): OperationsConfig {
  const int = (name: string, fallback: number) => readInteger(env, name, fallback);
  return {
    metricsToken: env.METRICS_TOKEN || null,
    overloadMaxEventLoopDelayMs: int('OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', 200),
    overloadMaxHeapUsedMb: int('OVERLOAD_MAX_HEAP_USED_MB', 0),
    overloadMaxRssMb: int('OVERLOAD_MAX_RSS_MB', 0),
    overloadRetryAfterSeconds: int('OVERLOAD_RETRY_AFTER_SECONDS', 10),
    overloadSampleIntervalMs: int('OVERLOAD_SAMPLE_INTERVAL_MS', 1000),
  };
}
