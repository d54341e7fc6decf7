import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { RIVERTY_MODULE } from "../../../../modules/riverty"
import { inboxDrainer } from "../../../../workflows/notifications/drain-inbox"
import { receiveRivertyNotification } from "../receive"

// The receiver tells its process's drainer a delivery is being received from its first moment to
// its answer, whatever the answer: processing yields to deliveries in progress (drain-inbox.ts).

jest.mock("../../../../workflows/notifications/run-notification", () => ({ processNotification: jest.fn() }))

function request() {
  const riverty = { options: { notificationSecret: "s3cret", signatureToleranceSeconds: 300 } }
  const registrations: Record<string, unknown> = {
    [RIVERTY_MODULE]: riverty,
    [ContainerRegistrationKeys.LOGGER]: { warn: jest.fn(), error: jest.fn() },
    [ContainerRegistrationKeys.CONFIG_MODULE]: { projectConfig: {} },
  }
  const scope = { resolve: (key: string) => registrations[key] }
  const req = { scope, headers: { "riverty-signature": "t=1,v1=00" } } as unknown as MedusaRequest
  const res = { status: jest.fn().mockReturnThis(), json: jest.fn().mockReturnThis() } as unknown as MedusaResponse
  return { req, res, drainer: inboxDrainer(req.scope) }
}

describe("receiveRivertyNotification and the drainer", () => {
  it("counts a delivery as being received until it is answered, a refused one too", async () => {
    const { req, res, drainer } = request()
    let deliverBody!: (body: Buffer) => void
    const body = new Promise<Buffer>((resolve) => (deliverBody = resolve))
    const receiving = receiveRivertyNotification(req, res, () => body)
    expect(drainer.deliveriesBeingReceived).toBe(1)
    deliverBody(Buffer.from("{}"))
    await receiving
    expect(res.status).toHaveBeenCalledWith(401)
    expect(drainer.deliveriesBeingReceived).toBe(0)
  })

  it("closes the delivery when reading the body fails", async () => {
    const { req, res, drainer } = request()
    await expect(receiveRivertyNotification(req, res, () => Promise.reject(new Error("socket closed")))).rejects.toThrow("socket closed")
    expect(drainer.deliveriesBeingReceived).toBe(0)
  })
})
