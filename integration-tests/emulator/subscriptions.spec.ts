import type { RivertyClient } from "../../src/riverty"
import type { RunningEmulator } from "../../src/emulator"
import { clientFor, emulator, waitFor } from "./helpers/emulator"
import { itControl, itEmulatorOnly } from "./helpers/target"
import { failure } from "./helpers/errors"
import { Receiver } from "./helpers/receiver"

let emu: RunningEmulator
let client: RivertyClient
let receiver: Receiver

beforeAll(async () => {
  receiver = await new Receiver("s").start()
  emu = await emulator({ notifyUrl: receiver.url, notifySecret: "s" })
  client = clientFor(emu)
})
afterAll(async () => {
  await emu.stop()
  await receiver.stop()
})

describe("subscriptions", () => {
  itEmulatorOnly("lists the consumptions of a customer, optionally per subscription, with links", async () => {
    const list = await client.subscriptions.getConsumptions(1001, { customerNumber: "C-0001" })
    expect(list).toHaveLength(3)
    expect(list[0]).toMatchObject({ customerNumber: "C-0001", subscriptionId: "SUB-1001", consumptionTotal: { grossAmount: 12.99, currencyCode: "EUR" } })
    expect(list[0]._links?.map((l) => l.rel)).toEqual(["self", "timeline", "subscription"])
    expect(list[0]._links?.every((l) => l.target === "API")).toBe(true)
    expect(await client.subscriptions.getConsumptions(1001, { customerNumber: "C-0001", subscriptionId: "SUB-1001" })).toHaveLength(3)
    expect(await client.subscriptions.getConsumptions(1001, { customerNumber: "C-0004" })).toEqual([])
    const wrong = await failure(() => client.subscriptions.getConsumptions(1001, { customerNumber: "C-0001", subscriptionId: "PSUB-2001" }))
    expect(wrong.kind).toBe("not_found")
  })

  itControl("creates a partner-subscription invoice with self and manage-payments links and announces it", async () => {
    const res = await client.subscriptions.createPartnerInvoice(1001, "PSUB-2001", {
      periodId: "2025-01",
      invoiceLines: [{ productId: "EBIKE", description: "E-bike lease January", grossAmount: 59, vatPercentage: 21, unit: { netPrice: 48.76, quantity: 1, code: "ST" } }],
    })
    expect(res.invoiceNumber).toMatch(/^PINV/)
    const links = Object.fromEntries((res._links ?? []).map((l) => [l.rel, l]))
    expect(links.self).toMatchObject({ method: "GET", target: "API" })
    expect(links["manage-payments"]).toMatchObject({ method: "GET", target: "BROWSER" })
    expect((await fetch(String(links["manage-payments"].href))).status).toBe(200)
    const consumptions = await client.subscriptions.getConsumptions(1001, { customerNumber: "C-0002", subscriptionId: "PSUB-2001" })
    expect(consumptions.map((c) => c.invoiceId)).toContain(res.invoiceNumber)
    await waitFor(() => receiver.ofType("subscriptions/billingInformationAvailable").length > 0 || undefined)
    const params = receiver.ofType("subscriptions/billingInformationAvailable")[0].body.parameters as { invoice: { invoiceReference: string; totalGrossAmount: number } }
    expect(params.invoice).toMatchObject({ invoiceReference: res.invoiceNumber, totalGrossAmount: 59 })
    const unknown = await failure(() => client.subscriptions.createPartnerInvoice(1001, "PSUB-404", { invoiceLines: [{ grossAmount: 1 }] }))
    expect(unknown.kind).toBe("not_found")
    const empty = await failure(() => client.subscriptions.createPartnerInvoice(1001, "PSUB-2001", { periodId: "x" }))
    expect(empty.status).toBe(400)
  })

  itEmulatorOnly("cancels to INACTIVE with cancel/uncancel links, refuses invoices while cancelled, and uncancels", async () => {
    const cancelled = await client.subscriptions.cancel(1001, "PSUB-2002", { date: "2030-01-31" })
    expect(cancelled.status).toBe("INACTIVE")
    expect(cancelled._links?.map((l) => [l.rel, l.method])).toEqual([
      ["self", "GET"],
      ["subscription-cancel", "PUT"],
      ["subscription-uncancel", "DELETE"],
    ])
    const blocked = await failure(() => client.subscriptions.createPartnerInvoice(1001, "PSUB-2002", { invoiceLines: [{ grossAmount: 35.5 }] }))
    expect(blocked.status).toBe(400)
    const early = await failure(() => client.subscriptions.cancel(1001, "PSUB-2002", { date: "1990-01-01" }))
    expect(early.status).toBe(400)
    const back = await client.subscriptions.uncancel(1001, "PSUB-2002")
    expect(back?.status).toBe("ACTIVE")
    expect((await client.subscriptions.createPartnerInvoice(1001, "PSUB-2002", { invoiceLines: [{ grossAmount: 35.5, vatPercentage: 19 }] })).invoiceNumber).toEqual(
      expect.any(String),
    )
  })
})
