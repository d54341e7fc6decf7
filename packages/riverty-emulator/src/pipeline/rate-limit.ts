import type { RateLimitOption } from "../config"

/** Fixed-window limiter per caller identity (API key, token or address). */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>()

  constructor(private readonly option: RateLimitOption | undefined) {}

  /** Undefined when allowed, otherwise the seconds to wait (for `Retry-After`). */
  check(identity: string, now: number): number | undefined {
    if (!this.option || this.option.requests <= 0) return undefined
    const { requests, windowMs } = this.option
    let window = this.windows.get(identity)
    if (!window || now - window.start >= windowMs) {
      window = { start: now, count: 0 }
      this.windows.set(identity, window)
    }
    window.count += 1
    if (window.count <= requests) return undefined
    return Math.max(1, Math.ceil((window.start + windowMs - now) / 1000))
  }

  reset(): void {
    this.windows.clear()
  }
}
