import { Agent as HttpAgent } from "node:http"
import { Agent as HttpsAgent } from "node:https"
import type { Clock } from "../core/clock"
import type { ResolvedConfig } from "../config"
import type { DeliveryRecord, EmulatorState } from "../state/types"
import { signNotification } from "./signing"
import { postJson } from "./transport"

/** Delivered records beyond this many are dropped, oldest first, so a long run stays small. */
const DELIVERED_HISTORY = 1000

/**
 * Attempts at once. Bounded so a burst of API calls does not turn into a burst of outgoing
 * connections that competes with the calls themselves for the one event loop.
 */
const MAX_IN_FLIGHT = 32

/**
 * The delivery side of the dispatcher. Enqueueing only files the record; attempts start from a
 * setImmediate after the current I/O, so the API request that caused a notification is answered
 * before any delivery work runs. Due records wait in a FIFO, retries in a set that one timer
 * drains, so the cost of a request does not grow with the number of records kept.
 */
export class DeliveryQueue {
  private readonly ready: DeliveryRecord[] = []
  private readyHead = 0
  private readonly waiting = new Set<DeliveryRecord>()
  private readonly inFlight = new Set<string>()
  private readonly delivered: DeliveryRecord[] = []
  private timer: NodeJS.Timeout | undefined
  private timerAt: number | undefined
  private pumpQueued = false
  private stopped = false
  private readonly idle = new Set<() => void>()
  // Kept-alive connections: a receiver gets many notifications, a TCP handshake each is waste.
  private readonly agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) }

  constructor(
    private readonly state: () => EmulatorState,
    private readonly config: ResolvedConfig,
    private readonly clock: Clock,
    private readonly changed: () => void,
  ) {}

  /** Files a pending record for delivery; returns at once. */
  track(record: DeliveryRecord): void {
    if (this.stopped || record.status !== "pending") return
    if ((record.nextAttemptAt ?? 0) <= this.clock.now()) {
      this.ready.push(record)
      this.queuePump()
    } else {
      this.wait(record)
    }
  }

  /**
   * Rebuilds the queues from the state (after a load from file, a reset, or a clock change), then
   * attempts whatever is due.
   */
  resync(): void {
    if (this.stopped) return
    this.ready.length = 0
    this.readyHead = 0
    this.waiting.clear()
    this.clearTimer()
    const pending = Object.values(this.state().deliveries).filter((d) => d.status === "pending" && !this.inFlight.has(d.id))
    pending.sort((a, b) => seq(a) - seq(b))
    for (const record of pending) this.track(record)
    this.pump()
  }

  /** Attempts every pending delivery that is due (all pending ones with `force`) and waits for them. */
  async runDue(force = false): Promise<void> {
    const now = this.clock.now()
    const due = Object.values(this.state().deliveries).filter(
      (d) => d.status === "pending" && !this.inFlight.has(d.id) && (force || (d.nextAttemptAt ?? 0) <= now),
    )
    due.sort((a, b) => seq(a) - seq(b))
    await Promise.all(due.map((d) => this.attempt(d)))
    this.resync()
  }

  private queuePump(): void {
    if (this.pumpQueued || this.stopped) return
    this.pumpQueued = true
    setImmediate(() => {
      this.pumpQueued = false
      this.pump()
    })
  }

  private pump(): void {
    while (!this.stopped && this.inFlight.size < MAX_IN_FLIGHT && this.readyHead < this.ready.length) {
      const record = this.ready[this.readyHead++]
      if (this.isCurrent(record) && !this.inFlight.has(record.id)) void this.attempt(record).then(() => this.pump())
    }
    if (this.readyHead === this.ready.length) {
      this.ready.length = 0
      this.readyHead = 0
    } else if (this.readyHead > 1024) {
      this.ready.splice(0, this.readyHead)
      this.readyHead = 0
    }
    this.notifyIdle()
  }

  /** A record still belongs to the current state and still wants delivering (reset and clear drop it). */
  private isCurrent(record: DeliveryRecord): boolean {
    return record.status === "pending" && this.state().deliveries[record.id] === record
  }

  private wait(record: DeliveryRecord): void {
    this.waiting.add(record)
    const at = record.nextAttemptAt ?? 0
    if (this.timerAt === undefined || at < this.timerAt) this.armTimer(at)
  }

  private armTimer(at: number): void {
    this.clearTimer()
    if (this.stopped) return
    this.timerAt = at
    const delay = Math.max(0, Math.min(at - this.clock.now(), 2_147_483_647))
    this.timer = setTimeout(() => {
      this.timer = undefined
      this.timerAt = undefined
      this.releaseWaiting()
    }, delay)
    this.timer.unref()
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    this.timerAt = undefined
  }

  /** Moves the retries that are due to the FIFO and re-arms the timer for the next one. */
  private releaseWaiting(): void {
    const now = this.clock.now()
    let next: number | undefined
    for (const record of this.waiting) {
      if (!this.isCurrent(record)) {
        this.waiting.delete(record)
        continue
      }
      const at = record.nextAttemptAt ?? 0
      if (at <= now) {
        this.waiting.delete(record)
        this.ready.push(record)
      } else if (next === undefined || at < next) {
        next = at
      }
    }
    if (next !== undefined) this.armTimer(next)
    this.pump()
  }

  /** One signed POST; the outcome decides delivered, failed or the next retry time. */
  async attempt(record: DeliveryRecord): Promise<void> {
    if (this.inFlight.has(record.id) || this.stopped) return
    this.inFlight.add(record.id)
    const started = Date.now()
    // The signature timestamp is real time: receivers check it against their own clock.
    const secret = this.state().callbacks.find((c) => c.id === record.callbackId)?.secret ?? this.config.notifySecret
    const signature = signNotification(secret, record.payload, Math.floor(started / 1000))
    const agent = record.url.startsWith("https:") ? this.agents.https : this.agents.http
    const result = await postJson(record.url, record.payload, { "riverty-signature": signature }, this.config.deliveryTimeoutMs, agent)
    this.inFlight.delete(record.id)
    record.attempts.push({ at: this.clock.now(), status: result.status, error: result.error, durationMs: Date.now() - started })
    if (result.status !== undefined && result.status >= 200 && result.status < 300) {
      record.status = "delivered"
      record.nextAttemptAt = undefined
      this.delivered.push(record)
      this.pruneDelivered()
    } else if (this.config.maxDeliveryAttempts > 0 && record.attempts.length >= this.config.maxDeliveryAttempts) {
      record.status = "failed"
      record.nextAttemptAt = undefined
    } else {
      const schedule = this.config.retrySchedule
      const wait = schedule[Math.min(record.attempts.length - 1, schedule.length - 1)]
      record.nextAttemptAt = this.clock.now() + wait
      if (this.isCurrent(record)) this.track(record)
    }
    this.changed()
    this.notifyIdle()
  }

  /** Drops the oldest delivered records beyond the history, in the order they were delivered. */
  private pruneDelivered(): void {
    const deliveries = this.state().deliveries
    while (this.delivered.length > DELIVERED_HISTORY) {
      const old = this.delivered.shift() as DeliveryRecord
      if (deliveries[old.id] === old) delete deliveries[old.id]
    }
  }

  /** Resolves once nothing is due right now and nothing is in flight (tests and shutdown). */
  whenIdle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve()
    return new Promise((resolve) => this.idle.add(resolve))
  }

  private isIdle(): boolean {
    if (this.inFlight.size > 0) return false
    for (let i = this.readyHead; i < this.ready.length; i++) if (this.isCurrent(this.ready[i])) return false
    const now = this.clock.now()
    for (const record of this.waiting) if (this.isCurrent(record) && (record.nextAttemptAt ?? 0) <= now) return false
    return true
  }

  private notifyIdle(): void {
    if (this.idle.size === 0 || !this.isIdle()) return
    for (const resolve of this.idle) resolve()
    this.idle.clear()
  }

  stop(): void {
    this.stopped = true
    this.clearTimer()
    this.agents.http.destroy()
    this.agents.https.destroy()
    for (const resolve of this.idle) resolve()
    this.idle.clear()
  }
}

export function seq(d: DeliveryRecord): number {
  return Number(d.id.slice(4))
}
