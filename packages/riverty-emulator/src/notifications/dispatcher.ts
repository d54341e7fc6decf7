import { randomUUID } from "node:crypto"
import { isoDateTime7, type Clock } from "../core/clock"
import type { ResolvedConfig } from "../config"
import type { DeliveryRecord, EmulatorState } from "../state/types"
import { documentsEnvelope, envelope, typeSelected, type NotificationEnvelope } from "./envelope"
import { DeliveryQueue, seq } from "./delivery-queue"

export type ReleaseOrder = "fifo" | "reverse" | "shuffle" | "together"

/**
 * Sends notifications to the registered callbacks: signed, with a timeout per attempt, retried on
 * the configured schedule until a 2xx arrives. Can hold deliveries (to release them reordered) and
 * duplicate them, so receivers can prove they deduplicate and tolerate order changes.
 */
export class NotificationDispatcher {
  private readonly queue: DeliveryQueue
  private holding = false
  private duplicate = { remaining: 0, copies: 1, ratio: 1 }

  constructor(
    private readonly state: () => EmulatorState,
    private readonly config: ResolvedConfig,
    private readonly clock: Clock,
    private readonly changed: () => void,
  ) {
    this.queue = new DeliveryQueue(state, config, clock, changed)
  }

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
      for (let i = 0; i < copies; i++) this.queue.track(this.addRecord(id, type, target, payload, now))
    }
    this.changed()
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
    if (order === "together") await Promise.all(held.map((record) => this.queue.attempt(record)))
    else for (const record of held) await this.queue.attempt(record)
    this.changed()
    this.queue.resync()
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
    this.queue.track(record)
    this.changed()
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

  /** Attempts every pending delivery that is due (all pending ones with `force`) and waits for them. */
  runDue(force = false): Promise<void> {
    return this.queue.runDue(force)
  }

  /** Picks up the deliveries in the state as it is now (start-up from a state file, reset, clear). */
  schedule(): void {
    this.queue.resync()
  }

  /** Resolves once nothing is due right now and nothing is in flight (tests and shutdown). */
  whenIdle(): Promise<void> {
    return this.queue.whenIdle()
  }

  stop(): void {
    this.queue.stop()
  }
}

function shuffle<T>(list: T[]): void {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[list[i], list[j]] = [list[j], list[i]]
  }
}
