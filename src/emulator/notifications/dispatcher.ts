import { randomUUID } from "node:crypto"
import { isoDateTime7, type Clock } from "../core/clock"
import type { ResolvedConfig } from "../config"
import type { DeliveryRecord, EmulatorState } from "../state/types"
import { documentsEnvelope, envelope, typeSelected, type NotificationEnvelope } from "./envelope"
import { signNotification } from "./signing"
import { postJson } from "./transport"

export type ReleaseOrder = "fifo" | "reverse" | "shuffle" | "together"

/** Delivered records beyond this many are dropped, oldest first, so a long run stays small. */
const DELIVERED_HISTORY = 1000

/**
 * Sends notifications to the registered callbacks: signed, with a timeout per attempt, retried on
 * the configured schedule until a 2xx arrives. Can hold deliveries (to release them reordered) and
 * duplicate them, so receivers can prove they deduplicate and tolerate order changes.
 */
export class NotificationDispatcher {
  private timer: NodeJS.Timeout | undefined
  private readonly inFlight = new Set<string>()
  private holding = false
  private duplicate = { remaining: 0, copies: 1, ratio: 1 }
  private stopped = false
  private readonly idle = new Set<() => void>()

  constructor(
    private readonly state: () => EmulatorState,
    private readonly config: ResolvedConfig,
    private readonly clock: Clock,
    private readonly changed: () => void,
  ) {}

  emit(type: string, parameters: Record<string, unknown>): NotificationEnvelope {
    return this.enqueue(envelope(type, parameters, this.clock.now()))
  }

  emitDocuments(type: string, documents: unknown[]): NotificationEnvelope {
    return this.enqueue(documentsEnvelope(type, documents, this.clock.now()))
  }

  /**
   * Targets for a type: the registrations that select it (their URL, else the notify URL); with no
   * registration at all, the configured notify URL receives every type.
   */
  targets(type: string): { url: string; callbackId?: string }[] {
    const registrations = this.state().callbacks
    if (registrations.length === 0) return this.config.notifyUrl ? [{ url: this.config.notifyUrl }] : []
    const out = new Map<string, { url: string; callbackId?: string }>()
    for (const r of registrations) {
      const url = r.url ?? this.config.notifyUrl
      if (url && typeSelected(r.notificationTypes, type) && !out.has(url)) out.set(url, { url, callbackId: r.id })
    }
    return [...out.values()]
  }

  private enqueue(notification: NotificationEnvelope): NotificationEnvelope {
    this.enqueuePayload(notification.id, notification.type, JSON.stringify(notification), this.targets(notification.type))
    return notification
  }

  /**
   * A webhook in the BNPL format (`{Header, Body}`, PascalCase) as Riverty's implementation manager
   * configures them; it goes to the given URL or the configured notify URL.
   */
  emitWebhook(messageName: string, body: Record<string, unknown>, country: string, url?: string): string {
    const messageId = randomUUID()
    const payload = {
      Header: {
        TransmittedTimestamp: isoDateTime7(this.clock.now()),
        ClientId: 1001,
        MessageName: messageName,
        Version: "1.0",
        MessageId: messageId,
        ShopId: "RTY000000001",
        CountryCode: country,
      },
      Body: body,
    }
    const target = url ?? this.config.notifyUrl
    this.enqueuePayload(messageId, `webhook/${messageName}`, JSON.stringify(payload), target ? [{ url: target }] : [])
    return messageId
  }

  private enqueuePayload(id: string, type: string, payload: string, targets: { url: string; callbackId?: string }[]): void {
    if (targets.length === 0) return
    let copies = 1
    if (this.duplicate.remaining > 0) {
      this.duplicate.remaining -= 1
      if (this.duplicate.ratio >= 1 || Math.random() < this.duplicate.ratio) copies = this.duplicate.copies
    }
    const now = this.clock.now()
    for (const target of targets) {
      for (let i = 0; i < copies; i++) this.addRecord(id, type, target, payload, now)
    }
    this.changed()
    this.schedule()
  }

  private addRecord(
    notificationId: string,
    type: string,
    target: { url: string; callbackId?: string },
    payload: string,
    now: number,
  ): DeliveryRecord {
    const state = this.state()
    state.counters.delivery += 1
    const record: DeliveryRecord = {
      id: `dlv_${state.counters.delivery}`,
      notificationId,
      type,
      url: target.url,
      callbackId: target.callbackId,
      payload,
      createdAt: now,
      status: this.holding ? "held" : "pending",
      nextAttemptAt: this.holding ? undefined : now,
      attempts: [],
    }
    state.deliveries[record.id] = record
    return record
  }

  hold(): void {
    this.holding = true
  }

  /**
   * Ends holding; held deliveries are attempted one after another in the given order, or all at
   * the same moment with `together` (a burst, as after an outage of the receiver).
   */
  async release(order: ReleaseOrder = "fifo"): Promise<string[]> {
    this.holding = false
    const held = Object.values(this.state().deliveries).filter((d) => d.status === "held")
    held.sort((a, b) => seq(a) - seq(b))
    if (order === "reverse") held.reverse()
    if (order === "shuffle") shuffle(held)
    for (const record of held) {
      record.status = "pending"
      record.nextAttemptAt = this.clock.now()
    }
    if (order === "together") await Promise.all(held.map((record) => this.attempt(record)))
    else for (const record of held) await this.attempt(record)
    this.changed()
    this.schedule()
    return held.map((d) => d.id)
  }

  /**
   * The next `count` notifications (0: all until reset) are each delivered `copies` times (same id,
   * same body), or only a random `ratio` of them.
   */
  duplicateNext(count: number, copies: number, ratio = 1): void {
    this.duplicate = {
      remaining: count <= 0 ? Number.POSITIVE_INFINITY : count,
      copies: Math.max(1, copies),
      ratio: Math.min(1, Math.max(0, ratio)),
    }
  }

  redeliver(deliveryId: string): DeliveryRecord | undefined {
    const original = this.state().deliveries[deliveryId]
    if (!original) return undefined
    const record = this.addRecord(
      original.notificationId,
      original.type,
      { url: original.url, callbackId: original.callbackId },
      original.payload,
      this.clock.now(),
    )
    this.changed()
    this.schedule()
    return record
  }

  list(): DeliveryRecord[] {
    return Object.values(this.state().deliveries).sort((a, b) => seq(a) - seq(b))
  }

  settings(): { holding: boolean; duplicateRemaining: number | "unlimited"; duplicateCopies: number; duplicateRatio: number } {
    const remaining = this.duplicate.remaining
    return {
      holding: this.holding,
      duplicateRemaining: Number.isFinite(remaining) ? remaining : "unlimited",
      duplicateCopies: this.duplicate.copies,
      duplicateRatio: this.duplicate.ratio,
    }
  }

  resetModes(): void {
    this.holding = false
    this.duplicate = { remaining: 0, copies: 1, ratio: 1 }
  }

  /** Attempts every pending delivery that is due (all pending ones with `force`). */
  async runDue(force = false): Promise<void> {
    const now = this.clock.now()
    const due = Object.values(this.state().deliveries).filter(
      (d) => d.status === "pending" && !this.inFlight.has(d.id) && (force || (d.nextAttemptAt ?? 0) <= now),
    )
    due.sort((a, b) => seq(a) - seq(b))
    await Promise.all(due.map((d) => this.attempt(d)))
    this.schedule()
  }

  /** Re-arms the timer for the earliest due delivery, in real time relative to the emulator clock. */
  schedule(): void {
    if (this.stopped) return
    if (this.timer) {
      clearTimeout(this.timer)
      this.timer = undefined
    }
    let earliest: number | undefined
    for (const d of Object.values(this.state().deliveries)) {
      if (d.status !== "pending" || this.inFlight.has(d.id) || d.nextAttemptAt === undefined) continue
      if (earliest === undefined || d.nextAttemptAt < earliest) earliest = d.nextAttemptAt
    }
    if (earliest === undefined) {
      this.notifyIdle()
      return
    }
    const delay = Math.max(0, Math.min(earliest - this.clock.now(), 2_147_483_647))
    this.timer = setTimeout(() => {
      this.timer = undefined
      void this.runDue()
    }, delay)
    this.timer.unref()
    this.notifyIdle()
  }

  private async attempt(record: DeliveryRecord): Promise<void> {
    if (this.inFlight.has(record.id) || this.stopped) return
    this.inFlight.add(record.id)
    const started = Date.now()
    // The signature timestamp is real time: receivers check it against their own clock.
    const secret = this.state().callbacks.find((c) => c.id === record.callbackId)?.secret ?? this.config.notifySecret
    const signature = signNotification(secret, record.payload, Math.floor(started / 1000))
    const result = await postJson(
      record.url,
      record.payload,
      { "riverty-signature": signature },
      this.config.deliveryTimeoutMs,
    )
    this.inFlight.delete(record.id)
    record.attempts.push({ at: this.clock.now(), status: result.status, error: result.error, durationMs: Date.now() - started })
    if (result.status !== undefined && result.status >= 200 && result.status < 300) {
      record.status = "delivered"
      record.nextAttemptAt = undefined
      this.pruneDelivered()
    } else if (this.config.maxDeliveryAttempts > 0 && record.attempts.length >= this.config.maxDeliveryAttempts) {
      record.status = "failed"
      record.nextAttemptAt = undefined
    } else {
      const schedule = this.config.retrySchedule
      const wait = schedule[Math.min(record.attempts.length - 1, schedule.length - 1)]
      record.nextAttemptAt = this.clock.now() + wait
    }
    this.changed()
  }

  private pruneDelivered(): void {
    const deliveries = this.state().deliveries
    const delivered = Object.values(deliveries).filter((d) => d.status === "delivered")
    if (delivered.length <= DELIVERED_HISTORY) return
    delivered.sort((a, b) => seq(a) - seq(b))
    for (const d of delivered.slice(0, delivered.length - DELIVERED_HISTORY)) delete deliveries[d.id]
  }

  /** Resolves once nothing is due right now and nothing is in flight (tests and shutdown). */
  whenIdle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve()
    return new Promise((resolve) => this.idle.add(resolve))
  }

  private isIdle(): boolean {
    const now = this.clock.now()
    return (
      this.inFlight.size === 0 &&
      !Object.values(this.state().deliveries).some((d) => d.status === "pending" && (d.nextAttemptAt ?? 0) <= now)
    )
  }

  private notifyIdle(): void {
    if (!this.isIdle()) return
    for (const resolve of this.idle) resolve()
    this.idle.clear()
  }

  stop(): void {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    for (const resolve of this.idle) resolve()
    this.idle.clear()
  }
}

function seq(d: DeliveryRecord): number {
  return Number(d.id.slice(4))
}

function shuffle<T>(list: T[]): void {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[list[i], list[j]] = [list[j], list[i]]
  }
}
