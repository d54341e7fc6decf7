import type { RunningEmulator } from "riverty-emulator"
import { emulator } from "./helpers/emulator"
import { itEmulatorOnly } from "./helpers/target"
import { authorizeBody } from "./helpers/fixtures"
import { bearer, v3, type RawTarget } from "./helpers/raw"

let emu: RunningEmulator
let target: RawTarget

beforeAll(async () => {
  emu = await emulator()
  target = { url: emu.url, apiKey: (emu.config.apiKeys.find((k) => k.country === "DE") ?? emu.config.apiKeys[0]).key, clientId: emu.config.clientId, clientSecret: emu.config.clientSecret }
})
afterAll(() => emu.stop())

/** `depth` arrays inside each other, inside an object field: valid JSON, a few KB. */
function nested(depth: number): string {
  return `{"order":${"[".repeat(depth)}${"]".repeat(depth)}}`
}

describe("bad input never answers 5xx", () => {
  it("refuses JSON nested thousands of levels deep with a 400 in the message envelope", async () => {
    for (const path of ["/api/v3/checkout/authorize", "/api/v3/lookup/customer"]) {
      const res = await v3(target, "POST", path, nested(5000))
      expect(res.status).toBe(400)
      expect(res.body).toEqual([
        {
          type: "BusinessError",
          code: "400.001",
          message: "The request body nests deeper than 64 levels.",
          actionCode: "AskConsumerToReEnterData",
          fieldReference: "request",
        },
      ])
    }
  })

  it("still validates a body of ordinary depth field by field", async () => {
    const res = await v3(target, "POST", "/api/v3/checkout/authorize", nested(10))
    expect(res.status).toBe(400)
    expect((res.body as { fieldReference?: string }[]).some((m) => m.fieldReference === "order")).toBe(true)
  })

  it("answers 413 in the message envelope above the size limit", async () => {
    const res = await v3(target, "POST", "/api/v3/checkout/authorize", `{"pad":"${"x".repeat(1024 * 1024)}"}`)
    expect(res).toEqual({ status: 413, body: { message: "Request body too large." } })
  })
})

describe("shipping details", () => {
  it("a PATCH without trackingUrl keeps the one stored", async () => {
    const body = authorizeBody()
    const number = String(body.order?.number)
    expect((await v3(target, "POST", "/api/v3/checkout/authorize", body)).status).toBe(200)
    const cap = await v3(target, "POST", `/api/v3/orders/${number}/captures`, {
      orderDetails: { totalGrossAmount: 156, totalNetAmount: 137.24 },
      shippingDetails: [{ type: "Shipment", shippingCompany: "DHL", trackingId: "TRACK-1", trackingUrl: "https://track.example/TRACK-1" }],
    })
    expect(cap.status).toBe(200)
    const captureNumber = String((cap.body as { captureNumber: string }).captureNumber)
    const before = await v3(target, "GET", `/api/v3/orders/${number}/captures/${captureNumber}`)
    const shippingNumber = (before.body as { captures: { shippingDetails: { shippingNumber: number }[] }[] }).captures[0].shippingDetails[0]
      .shippingNumber
    const patched = await v3(target, "PATCH", `/api/v3/orders/${number}/captures/${captureNumber}/shipping-details/${shippingNumber}`, {
      type: "Shipment",
      shippingCompany: "UPS",
      trackingId: "TRACK-2",
    })
    expect(patched).toEqual({ status: 200, body: {} })
    const after = await v3(target, "GET", `/api/v3/orders/${number}/captures/${captureNumber}`)
    expect((after.body as { captures: { shippingDetails: unknown[] }[] }).captures[0].shippingDetails).toEqual([
      { shippingNumber, type: "Shipment", shippingCompany: "UPS", trackingId: "TRACK-2", trackingUrl: "https://track.example/TRACK-1" },
    ])
  })
})

describe("notification callbacks", () => {
  it("accepts the wildcard types the documentation lists", async () => {
    for (const types of [["payments/*"], ["accounting/*", "subscriptions/*"], ["*"]]) {
      const res = await bearer(target, "POST", "/administration/v1/notification-callbacks", {
        notificationTypes: types,
        url: "https://shop.example/riverty",
      })
      expect(res.status).toBe(200)
      expect((res.body as { notificationTypes: string[] }).notificationTypes).toEqual(types)
    }
  })

  it("refuses a wildcard of a module that does not exist", async () => {
    const res = await bearer(target, "POST", "/administration/v1/notification-callbacks", {
      notificationTypes: ["shipping/*"],
      url: "https://shop.example/riverty",
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain("notificationTypes[0]")
  })
})

describe("consumptions", () => {
  itEmulatorOnly("the self link of a consumption answers that consumption", async () => {
    const list = await bearer(target, "GET", "/v1/clients/1001/consumptions?customerNumber=C-0001")
    expect(list.status).toBe(200)
    const first = (list.body as { id: string; invoiceId: string; _links: { rel: string; href: string }[] }[])[0]
    const self = first._links.find((l) => l.rel === "self")?.href
    expect(self).toBe(`${emu.url}/v1/clients/1001/consumptions/${first.id}`)
    const one = await bearer(target, "GET", String(self))
    expect(one.status).toBe(200)
    expect(one.body).toEqual(first)
  })

  itEmulatorOnly("an unknown consumption id answers 404 in the error-entry shape", async () => {
    const res = await bearer(target, "GET", "/v1/clients/1001/consumptions/00000000-0000-4000-8000-000000000000")
    expect(res.status).toBe(404)
    // The entry's code belongs to the not-found table (packages/riverty-emulator/README.md); title and text are this route's.
    expect(res.body).toMatchObject([
      { title: "Consumption not found", description: "No consumption 00000000-0000-4000-8000-000000000000 for this client." },
    ])
  })
})
