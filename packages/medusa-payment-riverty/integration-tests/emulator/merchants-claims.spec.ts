import type { RunningEmulator } from "riverty-emulator"
import { emulator } from "./helpers/emulator"
import { itEmulatorOnly } from "./helpers/target"
import { raw } from "./helpers/raw"

/**
 * Plain HTTP with the spec's literals (POST /merchants, GET /claims/{claimNumber}/invoices): the
 * client parses with the schemas the emulator uses, so a check through it would compare the
 * emulator with itself.
 */
let emu: RunningEmulator

beforeAll(async () => {
  emu = await emulator()
})
afterAll(() => emu.stop())

const wire = () => raw(emu)
/** The onboarding documentation shows Accept-version 1.0 (facts file, authentication). */
const create = (body: unknown, version: string | null = "1.0") =>
  wire().post("merchants", "/merchants", body, { headers: version === null ? {} : { "Accept-version": version } })
const invoices = (claim: string, query = "") => wire().get("claims", `/claims/${claim}/invoices${query}`)

function merchant(partnerReference: string): Record<string, unknown> {
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
    const first = await create(merchant("partner-ref-1"))
    // The spec shows the body {merchantId, shopId} but no status: any 2xx.
    expect(first.status).toBeGreaterThanOrEqual(200)
    expect(first.status).toBeLessThan(300)
    expect(Object.keys(first.body).sort()).toEqual(["merchantId", "shopId"])
    expect(first.body.merchantId).toMatch(/^MRC/)
    expect(first.body.shopId).toMatch(/^RTY/)
    const again = await create(merchant("partner-ref-1"))
    expect(again.body).toEqual(first.body)
    const other = await create(merchant("partner-ref-2"))
    expect(other.body.merchantId).not.toBe(first.body.merchantId)
  })

  it("requires Accept-version and validates the merchant", async () => {
    const noVersion = await create(merchant("p-3"), null)
    expect(noVersion.status).toBe(400)
    expect(JSON.stringify(noVersion.body)).toContain('"fieldReference":"Accept-version"')
    const oldVersion = await create(merchant("p-4"), "0.9")
    expect(oldVersion.status).toBe(400)
    expect(JSON.stringify(oldVersion.body)).toContain('"fieldReference":"Accept-version"')
    const body = merchant("p-5")
    delete body.courtRegistrationCity
    const noCourt = await create(body)
    expect(noCourt.status).toBe(400)
    expect(JSON.stringify(noCourt.body)).toMatch(/"code":"400\.002".*"fieldReference":"courtRegistrationCity"|"fieldReference":"courtRegistrationCity".*"code":"400\.002"/)
  })
})

describe("claims", () => {
  itEmulatorOnly("pages the invoices of a claim with a pagination object", async () => {
    const page1 = await invoices("CLM-10001")
    expect(page1.status).toBe(200)
    expect(Object.keys(page1.body).sort()).toEqual(["items", "pagination"])
    expect(page1.body.items).toHaveLength(10)
    expect(page1.body.pagination).toEqual({ totalItems: 23, pageSize: 10, currentPage: 1, totalPages: 3 })
    const page3 = await invoices("CLM-10001", "?page=3")
    expect(page3.body.items).toHaveLength(3)
    expect(page3.body.pagination.currentPage).toBe(3)
    const big = await invoices("CLM-10001", "?pageSize=50")
    expect(big.body.pagination.totalPages).toBe(1)
    expect(new Set((big.body.items as { invoiceNumber: string }[]).map((i) => i.invoiceNumber)).size).toBe(23)
  })

  itEmulatorOnly("changes the point of view with view=CONSUMER", async () => {
    const clientView = (await invoices("CLM-10002")).body.items[0]
    expect(clientView.referenceNumber).toEqual(expect.any(String))
    const consumer = (await invoices("CLM-10002", "?view=CONSUMER")).body.items[0]
    expect(consumer.referenceNumber ?? undefined).toBeUndefined()
    expect(consumer.invoiceNumber).toBe(clientView.invoiceNumber)
    expect(typeof consumer.remainingAmount).toBe("number")
    expect(consumer.remainingAmount).toBe(clientView.remainingAmount)
  })

  it("answers 404 for an unknown claim", async () => {
    // Spec, Errors: 404 claim not found.
    expect((await invoices("CLM-404")).status).toBe(404)
  })
})
