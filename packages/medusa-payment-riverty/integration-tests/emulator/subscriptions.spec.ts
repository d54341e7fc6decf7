import type { RunningEmulator } from "riverty-emulator"
import { emulator, waitFor } from "./helpers/emulator"
import { itControl, itEmulatorOnly } from "./helpers/target"
import { Receiver } from "./helpers/receiver"
import { raw } from "./helpers/raw"
import { expectNotificationEnvelope } from "./helpers/wire"

/**
 * Plain HTTP with the spec's literals (Consumption, Partner subscription and its invoice,
 * Subscription): the client parses with the schemas the emulator uses. The spec shows no status
 * for its error variants; the emulator's 404 (unknown) and 400 (refused) are what is pinned.
 */
let emu: RunningEmulator
let receiver: Receiver

beforeAll(async () => {
  receiver = await new Receiver("s").start()
  emu = await emulator({ notifyUrl: receiver.url, notifySecret: "s" })
})
afterAll(async () => {
  await emu.stop()
  await receiver.stop()
})

type Link = { method: string; href: string; rel: string; target?: string }
const wire = () => raw(emu)
const consumptions = (query: string) => wire().get("subscriptions", `/v1/clients/1001/consumptions?${query}`)
const invoice = (subscriptionId: string, body: unknown) => wire().post("subscriptions", `/v1/clients/1001/partner-subscriptions/${subscriptionId}/invoices`, body)
const cancellation = (subscriptionId: string) => `/v1/clients/1001/partner-subscriptions/${subscriptionId}/cancellation`

describe("subscriptions", () => {
  itEmulatorOnly("lists the consumptions of a customer, optionally per subscription, with links", async () => {
    const list = await consumptions("customerNumber=C-0001")
    expect(list.status).toBe(200)
    expect(Array.isArray(list.body)).toBe(true)
    expect(list.body).toHaveLength(3)
    expect(list.body[0]).toMatchObject({ customerNumber: "C-0001", subscriptionId: "SUB-1001", consumptionTotal: { grossAmount: 12.99, currencyCode: "EUR" } })
    const links = list.body[0]._links as Link[]
    expect(links.map((l) => l.rel)).toEqual(["self", "timeline", "subscription"])
    expect(links.every((l) => l.target === "API" && typeof l.href === "string" && typeof l.method === "string")).toBe(true)
    expect((await consumptions("customerNumber=C-0001&subscriptionId=SUB-1001")).body).toHaveLength(3)
    const none = await consumptions("customerNumber=C-0004")
    expect([none.status, none.body]).toEqual([200, []])
    expect((await consumptions("customerNumber=C-0001&subscriptionId=PSUB-2001")).status).toBe(404)
  })

  itControl("creates a partner-subscription invoice with self and manage-payments links and announces it", async () => {
    const res = await invoice("PSUB-2001", {
      periodId: "2025-01",
      invoiceLines: [{ productId: "EBIKE", description: "E-bike lease January", grossAmount: 59, vatPercentage: 21, unit: { netPrice: 48.76, quantity: 1, code: "ST" } }],
    })
    expect(res.status).toBe(200)
    expect(res.body.invoiceNumber).toMatch(/^PINV/)
    const links = Object.fromEntries((res.body._links as Link[]).map((l) => [l.rel, l]))
    expect(links.self).toMatchObject({ method: "GET", target: "API" })
    expect(links["manage-payments"]).toMatchObject({ method: "GET", target: "BROWSER" })
    expect((await fetch(String(links["manage-payments"].href))).status).toBe(200)
    const listed = await consumptions("customerNumber=C-0002&subscriptionId=PSUB-2001")
    expect((listed.body as { invoiceId: string }[]).map((c) => c.invoiceId)).toContain(res.body.invoiceNumber)
    await waitFor(() => receiver.ofType("subscriptions/billingInformationAvailable").length > 0 || undefined)
    const announced = receiver.ofType("subscriptions/billingInformationAvailable")[0]
    expectNotificationEnvelope(announced.body)
    const params = announced.body.parameters as { invoice: { invoiceReference: string; totalGrossAmount: number } }
    expect(params.invoice).toMatchObject({ invoiceReference: res.body.invoiceNumber, totalGrossAmount: 59 })
    expect((await invoice("PSUB-404", { invoiceLines: [{ grossAmount: 1 }] })).status).toBe(404)
    expect((await invoice("PSUB-2001", { periodId: "x" })).status).toBe(400)
  })

  itEmulatorOnly("cancels to INACTIVE with cancel/uncancel links, refuses invoices while cancelled, and uncancels", async () => {
    const cancelled = await wire().put("subscriptions", cancellation("PSUB-2002"), { date: "2030-01-31" })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.status).toBe("INACTIVE")
    expect(cancelled.body.activeFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(cancelled.body.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/)
    expect((cancelled.body._links as Link[]).map((l) => [l.rel, l.method, l.target])).toEqual([
      ["self", "GET", "API"],
      ["subscription-cancel", "PUT", "API"],
      ["subscription-uncancel", "DELETE", "API"],
    ])
    expect((await invoice("PSUB-2002", { invoiceLines: [{ grossAmount: 35.5 }] })).status).toBe(400)
    expect((await wire().put("subscriptions", cancellation("PSUB-2002"), { date: "1990-01-01" })).status).toBe(400)
    const back = await wire().del("subscriptions", cancellation("PSUB-2002"))
    expect([back.status, back.body?.status]).toEqual([200, "ACTIVE"])
    const again = await invoice("PSUB-2002", { invoiceLines: [{ grossAmount: 35.5, vatPercentage: 19 }] })
    expect([again.status, typeof again.body.invoiceNumber]).toEqual([200, "string"])
  })
})
