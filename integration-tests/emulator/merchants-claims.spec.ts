import type { CreateMerchantRequestInput, RivertyClient } from "../../src/riverty"
import type { RunningEmulator } from "../../src/emulator"
import { clientFor, emulator, transportFor } from "./helpers/emulator"
import { itEmulatorOnly } from "./helpers/target"
import { failure } from "./helpers/errors"

let emu: RunningEmulator
let client: RivertyClient

beforeAll(async () => {
  emu = await emulator()
  client = clientFor(emu)
})
afterAll(() => emu.stop())

function merchant(partnerReference: string): CreateMerchantRequestInput {
  const contact = { firstName: "Mia", lastName: "Schmidt", email: "mia@shop.example" }
  return {
    legalName: "Schmidt Outdoor GmbH",
    courtRegistrationCity: "Bielefeld",
    companyRegistrationNumber: "HRB 4711",
    vatNumber: "DE123456789",
    registeredAddress: { street: "Hauptstraße", houseNumber: "5", postalCode: "33602", city: "Bielefeld", country: "DE" },
    primaryContact: contact,
    shop: {
      name: "schmidt-outdoor.example",
      url: "https://schmidt-outdoor.example",
      marketCountry: "DE",
      industryCode: "5941",
      industryCodeStandard: "Mcc",
      operationalContact: contact,
      contract: { partnerReference, agreementId: "AGR-DE-1", iban: "DE75512108001245126199" },
    },
  }
}

describe("merchant onboarding", () => {
  it("creates a merchant with shop and contract, once per partnerReference", async () => {
    const first = await client.merchants.create(merchant("partner-ref-1"))
    expect(first.merchantId).toMatch(/^MRC/)
    expect(first.shopId).toMatch(/^RTY/)
    const again = await client.merchants.create(merchant("partner-ref-1"))
    expect(again).toEqual(first)
    const other = await client.merchants.create(merchant("partner-ref-2"))
    expect(other.merchantId).not.toBe(first.merchantId)
  })

  it("requires Accept-version and validates the merchant", async () => {
    const transport = transportFor(emu)
    const noVersion = await failure(() => transport.send({ module: "merchants", method: "POST", path: "/merchants", body: merchant("p-3") }))
    expect(noVersion.status).toBe(400)
    expect(noVersion.fieldReference).toBe("Accept-version")
    const oldVersion = clientFor(emu, { merchantApiVersion: "0.9" })
    expect((await failure(() => oldVersion.merchants.create(merchant("p-4")))).fieldReference).toBe("Accept-version")
    const body = merchant("p-5") as Record<string, unknown>
    delete body.courtRegistrationCity
    const noCourt = await failure(() =>
      transport.send({ module: "merchants", method: "POST", path: "/merchants", body, headers: { "Accept-version": "1.0" } }),
    )
    expect(noCourt.code).toBe("400.002")
    expect(noCourt.fieldReference).toBe("courtRegistrationCity")
  })
})

describe("claims", () => {
  itEmulatorOnly("pages the invoices of a claim with a pagination object", async () => {
    const page1 = await client.claims.listInvoices("CLM-10001")
    expect(page1.items).toHaveLength(10)
    expect(page1.pagination).toEqual({ totalItems: 23, pageSize: 10, currentPage: 1, totalPages: 3 })
    const page3 = await client.claims.listInvoices("CLM-10001", { page: 3 })
    expect(page3.items).toHaveLength(3)
    const big = await client.claims.listInvoices("CLM-10001", { pageSize: 50 })
    expect(big.pagination.totalPages).toBe(1)
    expect(new Set(big.items.map((i) => i.invoiceNumber)).size).toBe(23)
  })

  itEmulatorOnly("changes the point of view with view=CONSUMER", async () => {
    const clientView = await client.claims.listInvoices("CLM-10002")
    expect(clientView.items[0].referenceNumber).toEqual(expect.any(String))
    const consumer = await client.claims.listInvoices("CLM-10002", { view: "CONSUMER" })
    expect(consumer.items[0].referenceNumber ?? undefined).toBeUndefined()
    expect(consumer.items[0].invoiceNumber).toBe(clientView.items[0].invoiceNumber)
    expect(consumer.items[0].remainingAmount).toBe(clientView.items[0].remainingAmount)
  })

  it("answers 404 for an unknown claim", async () => {
    const error = await failure(() => client.claims.listInvoices("CLM-404"))
    expect(error.kind).toBe("not_found")
  })
})
