import type { EmulatorLogger, ResolvedConfig } from "./config"
import type { Clock } from "./core/clock"
import { NotificationDispatcher } from "./notifications/dispatcher"
import { FaultRegistry } from "./pipeline/faults"
import { IdempotencyStore } from "./pipeline/idempotency"
import { Journal } from "./pipeline/journal"
import { RateLimiter } from "./pipeline/rate-limit"
import type { EmulatorState } from "./state/types"

/**
 * Everything a handler may touch: configuration, the mutable state, the clock and the services
 * around them. `state` is replaced wholesale on reset, so read it through this object.
 */
export class Runtime {
  state: EmulatorState
  readonly notifications: NotificationDispatcher
  readonly journal: Journal
  readonly faults = new FaultRegistry()
  readonly rateLimiter: RateLimiter
  readonly idempotency: IdempotencyStore
  private readonly timers = new Set<NodeJS.Timeout>()
  private url = ""

  constructor(
    readonly config: ResolvedConfig,
    readonly clock: Clock,
    state: EmulatorState,
    readonly logger: EmulatorLogger,
    private readonly onChange: () => void,
  ) {
    this.state = state
    this.journal = new Journal(config.journalLimit)
    this.rateLimiter = new RateLimiter(config.rateLimit)
    this.idempotency = new IdempotencyStore(() => this.state)
    this.notifications = new NotificationDispatcher(() => this.state, config, clock, () => this.changed())
  }

  setUrl(url: string): void {
    this.url = url
  }

  /** Address used in links handed to browsers and clients. */
  publicUrl(): string {
    return this.config.publicUrl ?? this.url
  }

  changed(): void {
    this.onChange()
  }

  /** A timer that is cancelled when the emulator stops. */
  later(delayMs: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      run()
    }, delayMs)
    timer.unref()
    this.timers.add(timer)
  }

  cancelTimers(): void {
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
  }
}
