import { json, type EmulatorRequest, type EmulatorResponse } from "../core/http-types"
import { plainMessage } from "../core/messages"
import type { Handler } from "../route-types"
import { jsonBody } from "../core/validation"
import { sweep } from "../domain/order-lifecycle"
import { processReturn } from "../domain/returns"
import type { ReleaseOrder } from "../notifications/dispatcher"
import type { FaultInput } from "../pipeline/faults"
import type { Runtime } from "../runtime"
import { applySeed, defaultSeed, type SeedInput } from "../state/seed"
import { orderKey } from "../state/store"
import { EVENT_TRIGGERS } from "./events"
import { connectionInfo } from "./provider-options"
import { resetState } from "./state-ops"

type Body = Record<string, unknown>

function body(req: EmulatorRequest): { body: Body } | { error: EmulatorResponse } {
  const parsed = jsonBody(req)
  if (!parsed.ok) return { error: plainMessage(400, "The body must be JSON.") }
  if (parsed.value === undefined) return { body: {} }
  if (typeof parsed.value !== "object" || parsed.value === null || Array.isArray(parsed.value)) {
    return { error: plainMessage(400, "The body must be a JSON object.") }
  }
  return { body: parsed.value as Body }
}

/** Wraps a control handler that takes the JSON object body. */
function withBody(run: (rt: Runtime, body: Body, req: EmulatorRequest) => EmulatorResponse | Promise<EmulatorResponse>): Handler {
  return (req, rt) => {
    // Told apart by tag, not by shape: a fault's body has a status and a body of its own.
    const parsed = body(req)
    return "error" in parsed ? parsed.error : run(rt, parsed.body, req)
  }
}

const DURATION_UNITS: Record<string, number> = { ms: 1, seconds: 1000, minutes: 60_000, hours: 3_600_000, days: 86_400_000 }

function durationMs(b: Body): number | undefined {
  let total = 0
  let any = false
  for (const [unit, factor] of Object.entries(DURATION_UNITS)) {
    const v = b[unit]
    if (v === undefined) continue
    if (typeof v !== "number" || !Number.isFinite(v) || v < 0) return undefined
    total += v * factor
    any = true
  }
  return any ? total : undefined
}

/** Everything under `/_emulator`: the control API (see the emulator README). */
export const CONTROL_ROUTES: [method: string, path: string, handler: Handler][] = [
  [
    "GET",
    "/_emulator",
    (_req, rt) =>
      json(200, {
        url: rt.publicUrl(),
        now: new Date(rt.clock.now()).toISOString(),
        counts: {
          orders: Object.keys(rt.state.orders).length,
          checkouts: Object.keys(rt.state.checkouts).length,
          returns: Object.keys(rt.state.returns).length,
          deliveries: Object.keys(rt.state.deliveries).length,
          callbacks: rt.state.callbacks.length,
          journal: rt.journal.list().length,
        },
      }),
  ],
  ["GET", "/_emulator/config", (_req, rt) => json(200, connectionInfo(rt))],
  ["GET", "/_emulator/state", (_req, rt) => json(200, rt.state)],
  [
    "POST",
    "/_emulator/reset",
    withBody((rt, b) => {
      resetState(rt, b.seed !== false)
      return json(200, { reset: true, seeded: b.seed !== false })
    }),
  ],
  [
    "POST",
    "/_emulator/seed",
    withBody((rt, b) => {
      const input = (b.defaults === true ? { ...defaultSeed(rt.clock.now()), ...b } : b) as SeedInput
      const counts = applySeed(rt.state, input, rt.clock.now())
      rt.changed()
      return json(200, { seeded: counts })
    }),
  ],
  [
    "GET",
    "/_emulator/journal",
    (req, rt) =>
      json(
        200,
        rt.journal.list({
          method: req.query.get("method") ?? undefined,
          path: req.query.get("path") ?? undefined,
          limit: req.query.has("limit") ? Number(req.query.get("limit")) : undefined,
        }),
      ),
  ],
  [
    "DELETE",
    "/_emulator/journal",
    (_req, rt) => {
      rt.journal.clear()
      return json(200, { cleared: true })
    },
  ],
  [
    "GET",
    "/_emulator/orders/:orderNumber",
    (req, rt) => {
      const order = rt.state.orders[orderKey(req.params.orderNumber)]
      return order ? json(200, order) : plainMessage(404, "Unknown order.")
    },
  ],
  [
    "POST",
    "/_emulator/events/:kind",
    withBody((rt, b, req) => {
      const trigger = EVENT_TRIGGERS[req.params.kind]
      if (!trigger) return plainMessage(404, `Unknown event ${req.params.kind}; one of ${Object.keys(EVENT_TRIGGERS).join(", ")}.`)
      return trigger(rt, b)
    }),
  ],
  [
    "POST",
    "/_emulator/faults",
    withBody((rt, b) => {
      if (typeof b.path !== "string" || b.path === "") return plainMessage(400, "path is required.")
      if (b.status === undefined && !b.drop && b.latencyMs === undefined) {
        return plainMessage(400, "A fault needs status, drop or latencyMs.")
      }
      return json(201, rt.faults.add(b as unknown as FaultInput))
    }),
  ],
  ["GET", "/_emulator/faults", (_req, rt) => json(200, rt.faults.list())],
  [
    "DELETE",
    "/_emulator/faults",
    (_req, rt) => {
      rt.faults.clear()
      return json(200, { cleared: true })
    },
  ],
  [
    "DELETE",
    "/_emulator/faults/:id",
    (req, rt) => (rt.faults.remove(req.params.id) ? json(200, { removed: req.params.id }) : plainMessage(404, "Unknown fault.")),
  ],
  [
    "GET",
    "/_emulator/deliveries",
    (req, rt) => {
      const status = req.query.get("status")
      const type = req.query.get("type")
      const list = rt.notifications
        .list()
        .filter((d) => (!status || d.status === status) && (!type || d.type === type))
        .map((d) => ({ ...d, payload: JSON.parse(d.payload) as unknown }))
      return json(200, { settings: rt.notifications.settings(), deliveries: list })
    },
  ],
  [
    "GET",
    "/_emulator/deliveries/:id",
    (req, rt) => {
      const d = rt.state.deliveries[req.params.id]
      return d ? json(200, { ...d, payload: JSON.parse(d.payload) as unknown }) : plainMessage(404, "Unknown delivery.")
    },
  ],
  [
    "DELETE",
    "/_emulator/deliveries",
    (_req, rt) => {
      rt.state.deliveries = {}
      rt.changed()
      return json(200, { cleared: true })
    },
  ],
  [
    "POST",
    "/_emulator/deliveries/:id/redeliver",
    (req, rt) => {
      const d = rt.notifications.redeliver(req.params.id)
      return d ? json(201, { id: d.id }) : plainMessage(404, "Unknown delivery.")
    },
  ],
  [
    "POST",
    "/_emulator/deliveries/modes/reset",
    (_req, rt) => {
      rt.notifications.resetModes()
      return json(200, rt.notifications.settings())
    },
  ],
  [
    "POST",
    "/_emulator/deliveries/hold",
    (_req, rt) => {
      rt.notifications.hold()
      return json(200, rt.notifications.settings())
    },
  ],
  [
    "POST",
    "/_emulator/deliveries/release",
    withBody(async (rt, b) => {
      const order = (typeof b.order === "string" ? b.order : "fifo") as ReleaseOrder
      if (!["fifo", "reverse", "shuffle", "together"].includes(order)) return plainMessage(400, "order is fifo, reverse, shuffle or together.")
      return json(200, { released: await rt.notifications.release(order) })
    }),
  ],
  [
    "POST",
    "/_emulator/deliveries/duplicate",
    withBody((rt, b) => {
      const count = typeof b.count === "number" ? b.count : 1
      const copies = typeof b.copies === "number" ? b.copies : 2
      const ratio = typeof b.ratio === "number" ? b.ratio : 1
      rt.notifications.duplicateNext(count, copies, ratio)
      return json(200, rt.notifications.settings())
    }),
  ],
  [
    "POST",
    "/_emulator/deliveries/flush",
    withBody(async (rt, b) => {
      await rt.notifications.runDue(b.force === true)
      await rt.notifications.whenIdle()
      return json(200, { deliveries: rt.notifications.list().map((d) => ({ id: d.id, type: d.type, status: d.status, attempts: d.attempts.length })) })
    }),
  ],
  ["GET", "/_emulator/callbacks", (_req, rt) => json(200, rt.state.callbacks)],
  [
    "DELETE",
    "/_emulator/callbacks",
    (_req, rt) => {
      rt.state.callbacks = []
      rt.changed()
      return json(200, { cleared: true })
    },
  ],
  [
    "GET",
    "/_emulator/clock",
    (_req, rt) => json(200, { now: new Date(rt.clock.now()).toISOString(), offsetMs: rt.clock.offsetMs() }),
  ],
  [
    "POST",
    "/_emulator/clock/advance",
    withBody(async (rt, b) => {
      const ms = durationMs(b)
      if (ms === undefined) return plainMessage(400, "Give ms, seconds, minutes, hours and/or days as non-negative numbers.")
      rt.clock.advance(ms)
      rt.state.clockOffsetMs = rt.clock.offsetMs()
      sweep(rt)
      for (const r of Object.values(rt.state.returns)) if (r.status === "Received" && r.processAt <= rt.clock.now()) processReturn(rt, r.internalRequestId)
      await rt.notifications.runDue()
      rt.changed()
      return json(200, { now: new Date(rt.clock.now()).toISOString(), offsetMs: rt.clock.offsetMs() })
    }),
  ],
  [
    "POST",
    "/_emulator/sweep",
    (_req, rt) => {
      sweep(rt)
      return json(200, { swept: true })
    },
  ],
  [
    "POST",
    "/_emulator/returns/process",
    (_req, rt) => {
      const pending = Object.values(rt.state.returns).filter((r) => r.status === "Received")
      for (const r of pending) processReturn(rt, r.internalRequestId)
      return json(200, { processed: pending.map((r) => r.internalRequestId) })
    },
  ],
  [
    "GET",
    "/_emulator/returns/:internalRequestId",
    (req, rt) => {
      const r = rt.state.returns[req.params.internalRequestId]
      return r ? json(200, r) : plainMessage(404, "Unknown return request.")
    },
  ],
]
