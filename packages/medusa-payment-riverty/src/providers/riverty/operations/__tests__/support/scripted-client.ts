// A Riverty client whose answers a test scripts call by call, for operation tests that decide one
// branch each and need neither an emulator nor a network: each call takes the next answer queued
// for its method (a value, or an error to throw) and is recorded with its arguments.
import { RivertyError, type RivertyClient, type RivertyErrorKind } from "riverty-client"

type Method = "getOrder" | "voidAuthorization" | "capture" | "getCapture" | "refund" | "updateOrder" | "authorize"
type Answer = unknown | { throws: unknown }

export interface ScriptedClient {
  client: RivertyClient
  /** Queues answers for a method, used in order; a call with nothing queued fails the test. */
  answer: (method: Method, ...answers: Answer[]) => void
  /** The arguments of every call to a method, in order. */
  calls: (method: Method) => unknown[][]
}

export const throws = (kind: RivertyErrorKind, message: string = kind): { throws: RivertyError } => ({ throws: new RivertyError(kind, message) })

/** Riverty's GET order answer with the order's status and, when given, its totals and captures. */
export function orderAnswer(status: string | undefined, money: { total?: number; captured?: number[]; voided?: number[] } = {}) {
  return {
    orderDetails: { status, totalGrossAmount: money.total ?? 100, orderItems: [] },
    captures: (money.captured ?? []).map((amount, i) => ({ captureNumber: `c${i}`, amount, captureItems: [] })),
    cancellations: (money.voided ?? []).map((amount) => ({ cancellationAmount: amount, cancellationItems: [] })),
    refunds: [],
  }
}

export function scriptedClient(): ScriptedClient {
  const queues = new Map<Method, Answer[]>()
  const recorded = new Map<Method, unknown[][]>()
  const call = (method: Method) => async (...args: unknown[]) => {
    recorded.set(method, [...(recorded.get(method) ?? []), args])
    const queue = queues.get(method) ?? []
    if (!queue.length) throw new Error(`scripted client: no answer queued for ${method}`)
    const next = queue.shift() as Answer
    if (next && typeof next === "object" && "throws" in (next as object)) throw (next as { throws: unknown }).throws
    return next
  }
  const client = {
    orders: {
      getOrder: call("getOrder"),
      voidAuthorization: call("voidAuthorization"),
      capture: call("capture"),
      getCapture: call("getCapture"),
      refund: call("refund"),
      updateOrder: call("updateOrder"),
    },
    checkout: { authorize: call("authorize") },
  } as unknown as RivertyClient
  return {
    client,
    answer: (method, ...answers) => queues.set(method, [...(queues.get(method) ?? []), ...answers]),
    calls: (method) => recorded.get(method) ?? [],
  }
}
