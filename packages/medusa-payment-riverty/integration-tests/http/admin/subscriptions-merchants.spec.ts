import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import axios, { type AxiosInstance } from "axios"
import { withSubmitKey, type AdminHeaders } from "../fixtures/admin-order"
import { useEmulator } from "../fixtures/emulator"
import { loginAdmin } from "../fixtures/order-management"

jest.setTimeout(180 * 1000)

const emulator = useEmulator()

type ErrorAnswer = { status: number; data: { message: string } }
const refused = (error: { response?: ErrorAnswer }): ErrorAnswer => {
  if (!error.response) throw error
  return error.response
}

// The emulator's seeded subscription module: client 1001, customer C-0001 with SUB-1001 (three
// consumptions), partner subscriptions PSUB-2001 (C-0002) and PSUB-2002 (C-0004).
const CLIENT_ID = 1001

const contact = { firstName: "Mia", lastName: "Berg", email: "mia@shop.example" }
const merchantBody = (partnerReference: string, overrides: Record<string, unknown> = {}) => ({
  legalName: "Berg Outdoor GmbH",
  courtRegistrationCity: "Berlin",
  companyRegistrationNumber: "HRB 12345",
  vatNumber: "DE123456789",
  registeredAddress: { street: "Hauptstrasse", houseNumber: "5", postalCode: "10115", city: "Berlin", country: "DE" },
  primaryContact: contact,
  shop: {
    name: "Berg Outdoor",
    url: "https://berg.example",
    marketCountry: "DE",
    industryCode: "5699",
    industryCodeStandard: "Mcc",
    operationalContact: contact,
    contract: { partnerReference, agreementId: "AGR-1", iban: "DE89370400440532013000" },
  },
  ...overrides,
})

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: AdminHeaders
    const http = () => api as AxiosInstance

    beforeAll(async () => {
      admin = await loginAdmin(http(), getContainer())
    })

    const merchantJournal = async () =>
      (await axios.get(`${emulator.current.url}/_emulator/journal?method=POST&path=/merchants`)).data as Array<{ body: { shop?: { contract?: { partnerReference?: string } } } }>

    describe("subscriptions", () => {
      it("lists a customer's consumptions and a subscription's", async () => {
        const all = await http().get(`/admin/riverty/subscriptions/consumptions?client_id=${CLIENT_ID}&customer_number=C-0001`, admin)
        expect(all.status).toBe(200)
        expect(all.data.count).toBe(3)
        expect(all.data.consumptions[0]).toMatchObject({
          customer_number: "C-0001",
          subscription_id: "SUB-1001",
          gross_amount: 12.99,
          currency: "EUR",
          items: [expect.objectContaining({ product_id: "STREAM-PREMIUM", quantity: 1, gross_amount: 12.99 })],
        })
        const one = await http().get(`/admin/riverty/subscriptions/SUB-1001/consumptions?client_id=${CLIENT_ID}&customer_number=C-0001`, admin)
        expect(one.data.consumptions.map((c: { subscription_id: string }) => c.subscription_id)).toEqual(["SUB-1001", "SUB-1001", "SUB-1001"])
        // Without client_id the v1ClientId option (the development store's 1001) is Riverty's client id.
        const byOption = await http().get(`/admin/riverty/subscriptions/consumptions?customer_number=C-0001`, admin)
        expect(byOption.data.count).toBe(3)
      })

      it("refuses consumptions without a customer number, naming the field", async () => {
        const answer = await http().get(`/admin/riverty/subscriptions/consumptions?client_id=${CLIENT_ID}`, admin).catch(refused)
        expect(answer.status).toBe(400)
        expect(answer.data.message).toContain("customer_number")
      })

      it("answers Riverty's refusal in words for a subscription the customer does not have", async () => {
        const answer = await http().get(`/admin/riverty/subscriptions/PSUB-2001/consumptions?client_id=${CLIENT_ID}&customer_number=C-0001`, admin).catch(refused)
        expect(answer.status).toBe(404)
        expect(answer.data.message).toMatch(/subscription/i)
      })

      it("invoices a partner subscription with lines, once per submit, and the invoice shows among the consumptions", async () => {
        const body = {
          client_id: CLIENT_ID,
          invoice: {
            periodId: "2026-11",
            invoiceLines: [
              { productId: "EBIKE-LEASE", description: "E-bike lease, November", grossAmount: 59, vatPercentage: 21, unit: { quantity: 1 } },
              { productId: "INSURANCE", description: "Theft insurance", grossAmount: 6.05, vatPercentage: 21 },
            ],
          },
        }
        const submit = withSubmitKey(admin)
        const created = await http().post(`/admin/riverty/subscriptions/PSUB-2001/invoices`, body, submit)
        expect(created.status).toBe(201)
        expect(created.data.invoice.invoice_number).toMatch(/^PINV/)
        const repeated = await http().post(`/admin/riverty/subscriptions/PSUB-2001/invoices`, body, submit)
        expect(repeated.data.invoice.invoice_number).toBe(created.data.invoice.invoice_number)

        const { data } = await http().get(`/admin/riverty/subscriptions/PSUB-2001/consumptions?client_id=${CLIENT_ID}&customer_number=C-0002`, admin)
        const invoiced = data.consumptions.filter((c: { invoice_id: string }) => c.invoice_id === created.data.invoice.invoice_number)
        expect(invoiced).toHaveLength(1)
        expect(invoiced[0].gross_amount).toBe(65.05)
        expect(invoiced[0].items).toHaveLength(2)
      })

      it("refuses an invoice without lines, naming the field, and sends nothing", async () => {
        const before = (await axios.get(`${emulator.current.url}/_emulator/journal?method=POST&path=/v1/clients`)).data.length
        const answer = await http()
          .post(`/admin/riverty/subscriptions/PSUB-2001/invoices`, { client_id: CLIENT_ID, invoice: { invoiceLines: [] } }, withSubmitKey(admin))
          .catch(refused)
        expect(answer.status).toBe(400)
        expect(answer.data.message).toContain("invoice.invoiceLines")
        expect((await axios.get(`${emulator.current.url}/_emulator/journal?method=POST&path=/v1/clients`)).data.length).toBe(before)
      })

      it("cancels a subscription on a date and withdraws the cancellation", async () => {
        const cancelled = await http().post(`/admin/riverty/subscriptions/PSUB-2002/cancellation`, { client_id: CLIENT_ID, date: "2026-12-31" }, admin)
        expect(cancelled.status).toBe(200)
        expect(cancelled.data.subscription).toMatchObject({ subscription_id: "PSUB-2002", status: "INACTIVE", customer_number: "C-0004" })
        expect(Object.values(emulator.current.state().subscriptions).find((s) => s.subscriptionId === "PSUB-2002")).toMatchObject({
          status: "INACTIVE",
          cancellationDate: "2026-12-31",
        })

        const withdrawn = await http().delete(`/admin/riverty/subscriptions/PSUB-2002/cancellation?client_id=${CLIENT_ID}`, admin)
        expect(withdrawn.status).toBe(200)
        expect(withdrawn.data.subscription).toMatchObject({ status: "ACTIVE" })
        expect(Object.values(emulator.current.state().subscriptions).find((s) => s.subscriptionId === "PSUB-2002")?.status).toBe("ACTIVE")
      })

      it("refuses a cancellation date that is not yyyy-MM-dd, naming the field", async () => {
        const answer = await http().post(`/admin/riverty/subscriptions/PSUB-2002/cancellation`, { client_id: CLIENT_ID, date: "31.12.2026" }, admin).catch(refused)
        expect(answer.status).toBe(400)
        expect(answer.data.message).toContain("date")
        const undo = await http().delete(`/admin/riverty/subscriptions/PSUB-2002/cancellation?client_id=abc`, admin).catch(refused)
        expect(undo.status).toBe(400)
        expect(undo.data.message).toContain("client_id")
      })
    })

    describe("merchant onboarding", () => {
      it("onboards a merchant once per partnerReference, also when submitted twice at the same time, and lists it", async () => {
        const body = merchantBody("partner-berg-1")
        const [first, second] = await Promise.all([http().post("/admin/riverty/merchants", body, admin), http().post("/admin/riverty/merchants", body, admin)])
        expect(first.status).toBe(201)
        expect(first.data).toEqual({ merchant_id: expect.stringMatching(/^MRC/), shop_id: expect.stringMatching(/^RTY/) })
        expect(second.data).toEqual(first.data)
        const third = await http().post("/admin/riverty/merchants", body, admin)
        expect(third.data).toEqual(first.data)

        const sent = (await merchantJournal()).filter((entry) => entry.body?.shop?.contract?.partnerReference === "partner-berg-1")
        expect(sent).toHaveLength(1)

        const listed = await http().get("/admin/riverty/merchants", admin)
        expect(listed.data.merchants).toEqual([
          expect.objectContaining({
            partner_reference: "partner-berg-1",
            status: "done",
            legal_name: "Berg Outdoor GmbH",
            country: "DE",
            merchant_id: first.data.merchant_id,
            shop_id: first.data.shop_id,
          }),
        ])
      })

      it("answers Riverty's refusal in words and lets the same partnerReference be submitted again", async () => {
        await axios.post(`${emulator.current.url}/_emulator/faults`, {
          method: "POST",
          path: "/merchants",
          status: 400,
          body: [{ type: "BusinessError", code: "400.005", message: "The company registration number is unknown.", fieldReference: "companyRegistrationNumber" }],
          times: 1,
        })
        const body = merchantBody("partner-retry-1")
        const answer = await http().post("/admin/riverty/merchants", body, admin).catch(refused)
        expect(answer.status).toBe(400)
        expect(answer.data.message).toContain("The company registration number is unknown.")
        expect(answer.data.message).toContain("companyRegistrationNumber")
        const failed = await http().get("/admin/riverty/merchants?partner_reference=partner-retry-1", admin)
        expect(failed.data.merchants[0]).toMatchObject({ status: "failed", merchant_id: null, last_error: expect.stringContaining("registration number") })

        const again = await http().post("/admin/riverty/merchants", body, admin)
        expect(again.status).toBe(201)
        expect(again.data.merchant_id).toMatch(/^MRC/)
        const done = await http().get("/admin/riverty/merchants?partner_reference=partner-retry-1", admin)
        expect(done.data.merchants[0]).toMatchObject({ status: "done", merchant_id: again.data.merchant_id, last_error: null })
      })

      it("refuses a DE merchant without courtRegistrationCity, naming the field, and stores and sends nothing", async () => {
        const body = merchantBody("partner-berg-2", { courtRegistrationCity: undefined })
        const answer = await http().post("/admin/riverty/merchants", body, admin).catch(refused)
        expect(answer.status).toBe(400)
        expect(answer.data.message).toContain("courtRegistrationCity")
        const badIban = merchantBody("partner-berg-3")
        ;(badIban.shop.contract as { iban: string }).iban = "DE00123"
        const iban = await http().post("/admin/riverty/merchants", badIban, admin).catch(refused)
        expect(iban.status).toBe(400)
        expect(iban.data.message).toContain("shop.contract.iban")

        const sent = (await merchantJournal()).filter((entry) => ["partner-berg-2", "partner-berg-3"].includes(entry.body?.shop?.contract?.partnerReference ?? ""))
        expect(sent).toHaveLength(0)
        const listed = await http().get("/admin/riverty/merchants?partner_reference=partner-berg-2", admin)
        expect(listed.data.count).toBe(0)
      })
    })
  },
})
