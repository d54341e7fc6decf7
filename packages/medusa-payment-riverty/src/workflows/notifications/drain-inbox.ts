import { logText } from "../../connection"
import type { IEventBusModuleService, Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { NOTIFICATION_RECEIVED_EVENT, RIVERTY_MODULE, type NotificationRecord, type RivertyModuleService } from "../../modules/riverty"
import { processNotification, type ProcessingResult } from "./run-notification"

/** A nudge waits this long before draining, so a burst's arrivals share one batch claim. */
export const NUDGE_DELAY_MS = 5
/** Processing in the intake's process waits while a burst arrives: at least BURST_ARRIVALS within BURST_WINDOW_MS... */
export const BURST_WINDOW_MS = 100
export const BURST_ARRIVALS = 10
/** ...and a delivery still being received, or the last one answered within INTAKE_QUIET_MS... */
export const INTAKE_QUIET_MS = 20
/** ...but never longer than this between two batches: a storm delays effects, it does not stop them. */
export const MAX_YIELD_MS = 1000
/** A server-only process tells the workers at most once per this window (one event for a burst). */
export const SIGNAL_WINDOW_MS = 25
/**
 * A worker hears of the servers' deliveries through those events, each a window late and at most
 * one per window and server: the servers count as quiet once none came for this long.
 */
export const SERVER_QUIET_MS = 3 * SIGNAL_WINDOW_MS

type WorkerMode = "shared" | "server" | "worker"
export type DrainCounts = Record<ProcessingResult, number>

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Processes the notification inbox of one process, off the request path: it claims rows in
 * batches (`claimNotificationBatch`: one statement, `FOR UPDATE SKIP LOCKED`, status and lease
 * written at once, so several processes drain side by side and never take one row twice) and
 * runs each claimed row's processing workflow, `notificationConcurrency` at a time. One drain
 * runs per process; a nudge during a drain makes it look again when done.
 *
 * Who nudges: the receiver, in a process that runs background work (workerMode `shared` or
 * `worker`), directly after storing; a server-only process (workerMode `server`) emits
 * `riverty.notification.received` instead (at most once per SIGNAL_WINDOW_MS), whose subscriber
 * nudges the drain on a worker; the scheduled job `riverty-notification-retries` drains every
 * minute whatever is left (lost events, due retries, claims of a process that died).
 *
 * In the intake's own process, processing yields to a burst (BURST_ARRIVALS or more begun within
 * about BURST_WINDOW_MS, one still being received or answered within INTAKE_QUIET_MS): each row
 * waits for a pause, at most
 * MAX_YIELD_MS, so a burst is acknowledged at full speed while its effects trickle along, and they
 * follow at full speed once it is over (the stored rows make them durable meanwhile). Single
 * deliveries never make processing wait. A worker receives nothing itself: the servers' events
 * say how many deliveries they began (`arrivals`), and it yields to a burst at the servers the
 * same way, quiet once no event came for SERVER_QUIET_MS (it shares their machine or database).
 */
export class InboxDrainer {
  private running: Promise<DrainCounts> | null = null
  private again = false
  private timer: ReturnType<typeof setTimeout> | null = null
  /** When a delivery last began or was answered. */
  private lastIntake = 0
  /** Deliveries this process has begun receiving and not yet answered. */
  private openDeliveries = 0
  private windowStart = 0
  private windowArrivals = 0
  private previousWindowArrivals = 0
  private signalTimer: ReturnType<typeof setTimeout> | null = null
  private signalId: string | null = null
  /** Deliveries begun since the last event to the workers (a server-only process). */
  private arrivalsToSignal = 0
  readonly workerMode: WorkerMode

  constructor(
    private readonly container: MedusaContainer,
    private readonly riverty: RivertyModuleService,
  ) {
    const config = container.resolve<{ projectConfig?: { workerMode?: WorkerMode } }>(ContainerRegistrationKeys.CONFIG_MODULE, {
      allowUnregistered: true,
    })
    this.workerMode = config?.projectConfig?.workerMode ?? "shared"
  }

  /**
   * A delivery reached the receiver; call the returned function once it is answered. Counted when
   * it begins, not when it is stored: under load, stores complete in clumps (one commit for many),
   * and the pauses between clumps let processing in, which then slowed the very burst it waited for.
   */
  beginDelivery(): () => void {
    this.countArrival(Date.now())
    this.openDeliveries += 1
    let answered = false
    return () => {
      if (answered) return
      answered = true
      this.openDeliveries -= 1
      this.lastIntake = Date.now()
    }
  }

  /** Deliveries this process has begun receiving and not yet answered. */
  get deliveriesBeingReceived(): number {
    return this.openDeliveries
  }

  /**
   * The receiver stored notification `id`: processing follows in this process when it runs
   * background work, else on a worker through the event. Never throws, never waits.
   */
  received(id: string): void {
    if (this.workerMode === "server") {
      this.signalWorkers(id)
      return
    }
    this.nudge()
  }

  /**
   * A server-only process began `arrivals` deliveries (its `riverty.notification.received` event):
   * on a worker they count as this process's own, so its processing yields to a burst there too.
   * Anything but a positive whole number (an event from a server without the count) is ignored.
   */
  serverArrivals(arrivals: unknown): void {
    if (!Number.isSafeInteger(arrivals) || (arrivals as number) <= 0) return
    this.countArrival(Date.now(), arrivals as number)
  }

  private countArrival(now: number, arrivals = 1): void {
    if (now - this.windowStart >= BURST_WINDOW_MS) {
      this.previousWindowArrivals = now - this.windowStart < 2 * BURST_WINDOW_MS ? this.windowArrivals : 0
      this.windowStart = now
      this.windowArrivals = 0
    }
    this.windowArrivals += arrivals
    if (this.workerMode === "server") this.arrivalsToSignal += arrivals
    this.lastIntake = now
  }

  /**
   * A burst is arriving: BURST_ARRIVALS within about BURST_WINDOW_MS, and a delivery still being
   * received or the last one answered within INTAKE_QUIET_MS (on a worker: the servers' last
   * event within SERVER_QUIET_MS).
   */
  private inBurst(now: number): boolean {
    const quietMs = this.workerMode === "worker" ? SERVER_QUIET_MS : INTAKE_QUIET_MS
    if (this.openDeliveries === 0 && now - this.lastIntake >= quietMs) return false
    const previous = now - this.windowStart < BURST_WINDOW_MS ? this.previousWindowArrivals : 0
    return this.windowArrivals + previous >= BURST_ARRIVALS
  }

  /** Asks for a drain soon; any number of nudges before it starts make one drain. */
  nudge(): void {
    if (this.running) {
      this.again = true
      return
    }
    if (this.timer) return
    this.timer = setTimeout(() => {
      this.timer = null
      void this.drain()
    }, NUDGE_DELAY_MS)
    this.timer.unref?.()
  }

  /** Drains now (or joins the drain under way) and resolves with what it processed. */
  drain(): Promise<DrainCounts> {
    if (this.running) {
      this.again = true
      return this.running
    }
    const running = this.run()
      .catch((error: unknown) => {
        this.logger().warn(`Riverty notification inbox: a drain stopped early: ${logText((error as Error)?.message ?? error, 500)}`)
        return { processed: 0, not_claimed: 0, failed: 0, dead: 0 }
      })
      .finally(() => {
        this.running = null
        if (this.again) {
          this.again = false
          this.nudge()
        }
      })
    this.running = running
    return running
  }

  /**
   * `notificationConcurrency` lanes take rows from a buffer of claimed rows; when it runs empty
   * the next batch is claimed (one claim at a time), so a slow row holds up one lane, not the
   * batch. Done when a claim comes back short and the buffer is empty, unless nudged meanwhile.
   */
  private async run(): Promise<DrainCounts> {
    const counts: DrainCounts = { processed: 0, not_claimed: 0, failed: 0, dead: 0 }
    const { notificationBatchSize: size, notificationConcurrency: concurrency } = this.riverty.options
    const buffer: NotificationRecord[] = []
    let exhausted = false
    let claiming: Promise<void> | null = null
    const refill = async () => {
      const batch = await this.riverty.claimNotificationBatch(size)
      buffer.push(...batch)
      if (batch.length < size) exhausted = true
    }
    const lane = async () => {
      for (;;) {
        // Each row waits for a pause in arrivals (at most MAX_YIELD_MS): in the receiving process a
        // burst is acknowledged first, with effects trickling along, and they follow at full speed after it.
        if (buffer.length) await this.yieldToIntake()
        const row = buffer.shift()
        if (row) {
          counts[await this.processOne(row)] += 1
          continue
        }
        if (exhausted) return
        claiming ??= refill().finally(() => {
          claiming = null
        })
        await claiming
      }
    }
    do {
      this.again = false
      exhausted = false
      await Promise.all(Array.from({ length: concurrency }, lane))
    } while (this.again)
    return counts
  }

  private async processOne(row: NotificationRecord): Promise<ProcessingResult> {
    try {
      return await processNotification(this.container, row)
    } catch (error) {
      // processNotification records failures itself; this is the database gone (shutdown). The
      // row stays claimed and is taken over when its lease runs out.
      this.logger().warn(`Riverty notification ${row.id} not processed: ${logText((error as Error)?.message ?? error, 500)}`)
      return "failed"
    }
  }

  private async yieldToIntake(): Promise<void> {
    const started = Date.now()
    while (this.inBurst(Date.now()) && Date.now() - started < MAX_YIELD_MS) await sleep(INTAKE_QUIET_MS)
  }

  /**
   * One `riverty.notification.received` per window, emitted after the window's rows were stored,
   * so every stored row is followed by an event (a worker's nudge drains it). The event names the
   * window's last row and how many deliveries began since the previous event; the subscriber
   * drains whatever is there, yielding while those counts show a burst.
   */
  private signalWorkers(id: string): void {
    this.signalId = id
    if (this.signalTimer) return
    this.signalTimer = setTimeout(() => {
      this.signalTimer = null
      const data = { id: this.signalId, arrivals: this.arrivalsToSignal }
      this.signalId = null
      this.arrivalsToSignal = 0
      const eventBus = this.container.resolve<IEventBusModuleService>(Modules.EVENT_BUS)
      eventBus.emit({ name: NOTIFICATION_RECEIVED_EVENT, data }).catch((error: unknown) => {
        // Stored is what counts: a worker's scheduled drain processes it within a minute.
        this.logger().warn(`Riverty notification ${data.id} stored but its event could not be emitted: ${logText((error as Error)?.message ?? error, 500)}`)
      })
    }, SIGNAL_WINDOW_MS)
    this.signalTimer.unref?.()
  }

  private logger(): Logger {
    return this.container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  }
}

// One drainer per riverty module instance (one per app; a jest process may boot several apps).
const drainers = new WeakMap<object, InboxDrainer>()

/** The process's inbox drainer (created on first use with the container it is asked from). */
export function inboxDrainer(container: MedusaContainer): InboxDrainer {
  const riverty = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  let drainer = drainers.get(riverty)
  if (!drainer) {
    drainer = new InboxDrainer(container, riverty)
    drainers.set(riverty, drainer)
  }
  return drainer
}

/**
 * Processes what the inbox holds for processing (new notifications, due retries, lapsed claims)
 * in bounded batches until nothing is left: the scheduled job's drain.
 */
export function processDueNotifications(container: MedusaContainer): Promise<DrainCounts> {
  return inboxDrainer(container).drain()
}
