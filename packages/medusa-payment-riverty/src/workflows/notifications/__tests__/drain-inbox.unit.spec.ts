import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { NotificationRecord, RivertyModuleService } from "../../../modules/riverty"
import { BURST_ARRIVALS, INTAKE_QUIET_MS, InboxDrainer, MAX_YIELD_MS, NUDGE_DELAY_MS, SERVER_QUIET_MS, SIGNAL_WINDOW_MS } from "../drain-inbox"
import { processNotification } from "../run-notification"

// In the process that receives them, processing holds back while a burst of deliveries is being
// received, and catches up once it is answered. Fake timers make "not yet" a fact at a given
// time rather than a wait.

jest.mock("../run-notification", () => ({ processNotification: jest.fn(async () => "processed") }))
const processed = processNotification as jest.MockedFunction<typeof processNotification>

function drainerWithRows(rows: number, workerMode: "shared" | "server" | "worker" = "shared", emit = jest.fn(async () => undefined)) {
  const waiting = Array.from({ length: rows }, (_, i) => ({ id: `rvntf_${i}`, attempts: 1, type: "accounting/paymentReceived" }))
  const riverty = {
    options: { notificationBatchSize: 25, notificationConcurrency: 2 },
    claimNotificationBatch: jest.fn(async (limit: number) => waiting.splice(0, limit) as unknown as NotificationRecord[]),
  } as unknown as RivertyModuleService
  const registrations: Record<string, unknown> = {
    [ContainerRegistrationKeys.CONFIG_MODULE]: { projectConfig: { workerMode } },
    [ContainerRegistrationKeys.LOGGER]: { warn: jest.fn() },
    [Modules.EVENT_BUS]: { emit },
  }
  const container = { resolve: (key: string) => registrations[key] } as unknown as MedusaContainer
  return new InboxDrainer(container, riverty)
}

// Every test runs on fake timers from the same instant, with no processing counted yet.
beforeEach(() => {
  jest.useFakeTimers({ now: 1_000_000 })
  processed.mockClear()
})
afterEach(() => jest.useRealTimers())

describe("InboxDrainer yielding to the intake", () => {
  it("holds processing while a burst is being received, however long ago it began, and resumes once it is answered", async () => {
    const drainer = drainerWithRows(3)
    const answer = Array.from({ length: BURST_ARRIVALS + 2 }, () => drainer.beginDelivery())
    // One of them stored so far: what counts is deliveries begun, not stored.
    drainer.received("rvntf_0")
    await jest.advanceTimersByTimeAsync(MAX_YIELD_MS / 2)
    expect(processed).not.toHaveBeenCalled()

    answer.forEach((answered) => answered())
    await jest.advanceTimersByTimeAsync(INTAKE_QUIET_MS * 2)
    expect(processed).toHaveBeenCalledTimes(3)
  })

  it("never holds a row longer than MAX_YIELD_MS, even while deliveries stay open", async () => {
    const drainer = drainerWithRows(1)
    Array.from({ length: BURST_ARRIVALS }, () => drainer.beginDelivery())
    drainer.received("rvntf_0")
    await jest.advanceTimersByTimeAsync(MAX_YIELD_MS - INTAKE_QUIET_MS * 2)
    expect(processed).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(INTAKE_QUIET_MS * 4)
    expect(processed).toHaveBeenCalledTimes(1)
  })

  it("does not make a delivery outside a burst wait, even while another one is being received", async () => {
    const drainer = drainerWithRows(1)
    const first = drainer.beginDelivery()
    first()
    drainer.beginDelivery()
    drainer.received("rvntf_0")
    await jest.advanceTimersByTimeAsync(NUDGE_DELAY_MS + 1)
    expect(processed).toHaveBeenCalledTimes(1)
  })

  it("counts an answered delivery once, however often its answer is reported", async () => {
    const drainer = drainerWithRows(1)
    const answers = Array.from({ length: BURST_ARRIVALS }, () => drainer.beginDelivery())
    const stillOpen = drainer.beginDelivery()
    answers[0]()
    answers[0]()
    answers.slice(1).forEach((answered) => answered())
    drainer.received("rvntf_0")
    await jest.advanceTimersByTimeAsync(MAX_YIELD_MS / 2)
    // One delivery is still open: a second report of the first answer must not have closed it.
    expect(processed).not.toHaveBeenCalled()
    stillOpen()
    await jest.advanceTimersByTimeAsync(INTAKE_QUIET_MS * 2)
    expect(processed).toHaveBeenCalledTimes(1)
  })
})

describe("InboxDrainer on a worker, yielding to the servers' intake", () => {
  it("holds processing while the servers' events report a burst, and resumes once they stop", async () => {
    const worker = drainerWithRows(2, "worker")
    // An event every window, each for a burst's worth of deliveries.
    for (let elapsed = 0; elapsed < MAX_YIELD_MS / 2; elapsed += SIGNAL_WINDOW_MS) {
      worker.serverArrivals(BURST_ARRIVALS)
      worker.nudge()
      await jest.advanceTimersByTimeAsync(SIGNAL_WINDOW_MS)
    }
    expect(processed).not.toHaveBeenCalled()

    await jest.advanceTimersByTimeAsync(SERVER_QUIET_MS + INTAKE_QUIET_MS * 2)
    expect(processed).toHaveBeenCalledTimes(2)
  })

  it("does not hold processing for a few deliveries at the servers", async () => {
    const worker = drainerWithRows(1, "worker")
    worker.serverArrivals(BURST_ARRIVALS - 1)
    worker.nudge()
    await jest.advanceTimersByTimeAsync(NUDGE_DELAY_MS + 1)
    expect(processed).toHaveBeenCalledTimes(1)
  })

  it("ignores an arrivals count that is not a positive whole number", async () => {
    // Each would make a burst of one short of it, or take one away from a burst, if it counted.
    const wouldMakeABurst = [1e20, BURST_ARRIVALS + 0.5, "12", true]
    const wouldEndABurst = [Number.NaN, -BURST_ARRIVALS, 0, undefined]
    for (const [before, arrivals] of [
      ...wouldMakeABurst.map((bad) => [BURST_ARRIVALS - 1, bad] as const),
      ...wouldEndABurst.map((bad) => [BURST_ARRIVALS, bad] as const),
    ]) {
      const worker = drainerWithRows(1, "worker")
      worker.serverArrivals(before)
      worker.serverArrivals(arrivals)
      worker.nudge()
      await jest.advanceTimersByTimeAsync(NUDGE_DELAY_MS + 1)
    }
    expect(processed).toHaveBeenCalledTimes(wouldMakeABurst.length)
  })
})

describe("InboxDrainer on a server-only process, telling the workers", () => {
  it("sends one event per window with the deliveries begun since the previous one, and processes nothing itself", async () => {
    const emit = jest.fn(async () => undefined)
    const server = drainerWithRows(1, "server", emit)
    for (let i = 0; i < 3; i++) server.beginDelivery()()
    server.received("rvntf_1")
    server.received("rvntf_2")
    await jest.advanceTimersByTimeAsync(SIGNAL_WINDOW_MS)
    server.beginDelivery()()
    server.received("rvntf_3")
    await jest.advanceTimersByTimeAsync(SIGNAL_WINDOW_MS)

    expect(emit.mock.calls).toEqual([
      [{ name: "riverty.notification.received", data: { id: "rvntf_2", arrivals: 3 } }],
      [{ name: "riverty.notification.received", data: { id: "rvntf_3", arrivals: 1 } }],
    ])
    expect(processed).not.toHaveBeenCalled()
  })
})
