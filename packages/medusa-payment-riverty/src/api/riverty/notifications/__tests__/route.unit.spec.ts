import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { randomBytes } from "node:crypto"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { signNotification } from "riverty-client"
import { NOTIFICATION_RECEIVED_EVENT, RIVERTY_MODULE } from "../../../../modules/riverty"
import { receiveRivertyNotification } from "../route"

// The receiver stores before it answers and starts processing through Medusa's event bus only
// for a row stored now that has an effect: a redelivery, a type without effect, a refusal start nothing.

// Made per run: a secret written here would be published.
const SECRET = randomBytes(32).toString("hex")

const body = (id: string, type = "accounting/chargebackReceived") =>
  JSON.stringify({
    id,
    timestamp: new Date().toISOString(),
    type,
    parameters: { amount: 10, businessCode: "SHOP-1", currency: "EUR", customerNumber: "C-1", orderReference: "order-1", transactionId: "tx-1" },
  })

function request(stored: { stored: boolean; id: string | null }) {
  const calls: string[] = []
  const riverty = {
    options: { notificationSecret: SECRET, signatureToleranceSeconds: 300, notificationDelayMs: 5000, notificationEventAttempts: 3 },
    receiveNotification: jest.fn(async (input: { status: string }) => {
      calls.push(`store ${input.status}`)
      return stored
    }),
    recordNotificationConflict: jest.fn(async () => null),
    storeRejected: jest.fn(async () => ({ id: "rvntf_rejected", stored: true })),
  }
  const eventBus = { emit: jest.fn(async (event: { name: string }) => void calls.push(`emit ${event.name}`)) }
  const registrations: Record<string, unknown> = {
    [RIVERTY_MODULE]: riverty,
    [Modules.EVENT_BUS]: eventBus,
    [ContainerRegistrationKeys.LOGGER]: { warn: jest.fn(), error: jest.fn() },
  }
  const send = (raw: string, signature = signNotification(raw, SECRET)) => {
    const req = { scope: { resolve: (key: string) => registrations[key] }, headers: { "riverty-signature": signature } } as unknown as MedusaRequest
    const res = {
      status: jest.fn((code: number) => {
        calls.push(`answer ${code}`)
        return res
      }),
      json: jest.fn(() => res),
    } as unknown as MedusaResponse
    return receiveRivertyNotification(req, res, async () => Buffer.from(raw)).then(() => res)
  }
  return { riverty, eventBus, calls, send }
}

describe("receiveRivertyNotification", () => {
  it("stores, answers 200, then emits riverty.notification.received with the row id and type, delayed and retried as Medusa's payment webhook event", async () => {
    const { eventBus, calls, send } = request({ stored: true, id: "rvntf_1" })
    await send(body("n-1"))
    expect(calls).toEqual(["store received", "answer 200", `emit ${NOTIFICATION_RECEIVED_EVENT}`])
    expect(eventBus.emit).toHaveBeenCalledWith(
      { name: NOTIFICATION_RECEIVED_EVENT, data: { id: "rvntf_1", type: "accounting/chargebackReceived" } },
      // The plugin's options (Medusa's defaults for its own payment webhook event).
      { delay: 5000, attempts: 3 },
    )
  })

  it("emits nothing for a redelivery", async () => {
    const { eventBus, calls, send } = request({ stored: false, id: null })
    await send(body("n-1"))
    expect(calls).toEqual(["store received", "answer 200"])
    expect(eventBus.emit).not.toHaveBeenCalled()
  })

  it("stores a type without effect as skipped and emits nothing for it", async () => {
    const { eventBus, calls, send } = request({ stored: true, id: "rvntf_2" })
    await send(body("n-2", "accounting/somethingNew"))
    expect(calls).toEqual(["store skipped", "answer 200"])
    expect(eventBus.emit).not.toHaveBeenCalled()
  })

  it("answers 401 to a forged signature before storing or emitting anything", async () => {
    const { riverty, eventBus, calls, send } = request({ stored: true, id: "rvntf_3" })
    await send(body("n-3"), signNotification(body("n-3"), randomBytes(32).toString("hex")))
    expect(calls).toEqual(["answer 401"])
    expect(riverty.receiveNotification).not.toHaveBeenCalled()
    expect(eventBus.emit).not.toHaveBeenCalled()
  })

  it("answers 200 though the event cannot be emitted: the stored row is left to the scheduled job", async () => {
    const { eventBus, calls, send } = request({ stored: true, id: "rvntf_4" })
    eventBus.emit.mockRejectedValueOnce(new Error("bus down"))
    await send(body("n-4"))
    expect(calls).toEqual(["store received", "answer 200"])
  })
})
