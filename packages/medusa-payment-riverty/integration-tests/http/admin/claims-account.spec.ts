import { randomUUID } from "node:crypto"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { AxiosInstance } from "axios"
import { placeRivertyOrder, withSubmitKey } from "../fixtures/admin-order"
import { useEmulator } from "../fixtures/emulator"
import { useSeededStore } from "../fixtures/seeded-store"

jest.setTimeout(180 * 1000)

type ErrorAnswer = { status: number; data: { message: string } }
/** The answer of a refused request (axios rejects on 4xx). */
async function refusal(request: Promise<unknown>): Promise<ErrorAnswer> {
  try {
    await request
  } catch (error) {
    const response = (error as { response?: ErrorAnswer }).response
    if (response) return response
    throw error
  }
  throw new Error("expected the request to be refused")
}

const emulator = useEmulator()

const application = {
  accountLimit: 2000,
  customer: { category: "Person", currency: "SEK", firstName: "Astrid", lastName: "Lindgren", organizationPersonalNo: "850315-4562" },
  countryCode: "SE",
  conversationLanguage: "SV",
}

const purchase = (total: number) => ({
  eventType: "Purchase",
  time: "2026-11-23T12:00:00.0000000+01:00",
  currency: "SEK",
  countryCode: "SE",
  conversationLanguage: "SV",
  items: [{ itemId: "1", itemDescription: "Coffee", unitCode: "pcs", quantity: 1, unitPrice: total }],
})

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { productPrice: 40, admin: true })

    describe("GET /admin/riverty/claims/:claimId/invoices", () => {
      it("pages a claim's invoices with interest and dunning data", async () => {
        const { data } = await api.get("/admin/riverty/claims/CLM-10001/invoices?page=3&page_size=10", seeded.admin)
        expect(data.pagination).toEqual({ totalItems: 23, pageSize: 10, currentPage: 3, totalPages: 3 })
        expect(data.invoices).toHaveLength(3)
        expect(data.view).toBe("client")
        const [invoice] = data.invoices
        expect(invoice.invoiceNumber).toBe("CLM-10001-INV-021")
        expect(invoice.referenceNumber).toEqual(expect.any(String))
        expect(invoice.interestCalculation).toEqual(expect.objectContaining({ type: expect.any(String) }))
        expect(invoice).toHaveProperty("dunningDate")
      })

      it("shows the consumer's view without the client's fields", async () => {
        const { data } = await api.get("/admin/riverty/claims/CLM-10002/invoices?view=consumer", seeded.admin)
        expect(data.view).toBe("consumer")
        expect(data.invoices).toHaveLength(1)
        expect(data.invoices[0]).not.toHaveProperty("referenceNumber")
        expect(data.invoices[0]).not.toHaveProperty("placementDate")
        expect(emulator.current.state().claims["CLM-10002"]).toBeDefined()
      })

      it("passes an unknown claim through as 404", async () => {
        const answer = await refusal(api.get("/admin/riverty/claims/CLM-404/invoices", seeded.admin))
        expect(answer.status).toBe(404)
        expect(answer.data.message).toContain("CLM-404")
      })

      it("refuses a view other than client or consumer, naming the field", async () => {
        const answer = await refusal(api.get("/admin/riverty/claims/CLM-10001/invoices?view=admin", seeded.admin))
        expect(answer.status).toBe(400)
        expect(answer.data.message).toContain("view")
        const page = await refusal(api.get("/admin/riverty/claims/CLM-10001/invoices?page=0", seeded.admin))
        expect(page.status).toBe(400)
        expect(page.data.message).toContain("page")
      })
    })

    describe("customer account", () => {
      let accountNumber: string

      it("applies for credit once per submit key", async () => {
        const key = randomUUID()
        const { status, data } = await api.post("/admin/riverty/customer-account/credit-applications", application, withSubmitKey(seeded.admin, key))
        expect(status).toBe(201)
        expect(data.application.outcome).toBe("Accepted")
        accountNumber = data.application.account.accountNumber
        expect(accountNumber).toEqual(expect.any(String))
        // The same submit again (a retry): the same application at Riverty, not a second account.
        const again = await api.post("/admin/riverty/customer-account/credit-applications", application, withSubmitKey(seeded.admin, key))
        expect(again.data.application.account.accountNumber).toBe(accountNumber)
        const accounts = Object.values(emulator.current.state().accounts).filter((a) => a.ssn === "850315-4562")
        expect(accounts).toHaveLength(1)
      })

      it("refuses an application without a currency, naming the field, and without a submit key", async () => {
        const { currency: _currency, ...customer } = application.customer
        const answer = await refusal(api.post("/admin/riverty/customer-account/credit-applications", { ...application, customer }, withSubmitKey(seeded.admin)))
        expect(answer.status).toBe(400)
        expect(answer.data.message).toContain("customer.currency")
        const unkeyed = await refusal(api.post("/admin/riverty/customer-account/credit-applications", application, seeded.admin))
        expect(unkeyed.status).toBe(400)
        expect(unkeyed.data.message).toContain("Idempotency-Key")
      })

      it("gives the remaining limit, lowered by a purchase event", async () => {
        const before = await api.get(`/admin/riverty/customer-account/${accountNumber}/limit?country=SE`, seeded.admin)
        expect(before.data.limit).toMatchObject({ remainingCreditLimit: 2000, isOpenForNewTransactions: true })

        const { status, data } = await api.post(`/admin/riverty/customer-account/${accountNumber}/events`, purchase(150), withSubmitKey(seeded.admin))
        expect(status).toBe(201)
        expect(data.event).toMatchObject({ eventAdded: true, outcome: "Accepted" })

        const after = await api.get(`/admin/riverty/customer-account/${accountNumber}/limit?country=SE`, seeded.admin)
        expect(after.data.limit.remainingCreditLimit).toBe(1850)

        // Beyond the limit: Riverty's refusal comes back as it is.
        const refused = await api.post(`/admin/riverty/customer-account/${accountNumber}/events`, purchase(5000), withSubmitKey(seeded.admin))
        expect(refused.data.event).toMatchObject({ eventAdded: false, outcome: "Rejected" })
      })

      it("refuses a limit request without a country and an event of an unknown type, naming the fields", async () => {
        const limit = await refusal(api.get(`/admin/riverty/customer-account/${accountNumber}/limit`, seeded.admin))
        expect(limit.status).toBe(400)
        expect(limit.data.message).toContain("country")
        const event = await refusal(api.post(`/admin/riverty/customer-account/${accountNumber}/events`, { ...purchase(1), eventType: "Gift" }, withSubmitKey(seeded.admin)))
        expect(event.status).toBe(400)
        expect(event.data.message).toContain("eventType")
      })

      it("passes an unknown account through as 404", async () => {
        const answer = await refusal(api.get("/admin/riverty/customer-account/ACC-404/limit?country=SE", seeded.admin))
        expect(answer.status).toBe(404)
      })

      it("finds an account by identification number", async () => {
        const { data } = await api.post("/admin/riverty/customer-account/find", { identification_number: "800101-1231", country: "SE" }, seeded.admin)
        expect(data.account).toMatchObject({ accountNumber: "ACC-000001" })
        const unknown = await refusal(api.post("/admin/riverty/customer-account/find", { identification_number: "010101-0000", country: "SE" }, seeded.admin))
        expect(unknown.status).toBe(404)
      })

      it("refuses a find without identification number, naming the field", async () => {
        const answer = await refusal(api.post("/admin/riverty/customer-account/find", { country: "SE" }, seeded.admin))
        expect(answer.status).toBe(400)
        expect(answer.data.message).toContain("identification_number")
      })
    })

    describe("the claim of an order", () => {
      type Line = { line_number: number; capturable_quantity: number }

      /** An order paid with Riverty and captured in full: its Riverty invoice number. */
      async function invoicedOrder(lastName: string): Promise<{ orderId: string; invoice: string }> {
        const { orderId } = await placeRivertyOrder(api as AxiosInstance, seeded.store, seeded.variantId, 1, lastName)
        const view = async () => (await api.get(`/admin/riverty/orders/${orderId}`, seeded.admin)).data.riverty
        const items = ((await view()).lines as Line[])
          .filter((l) => l.capturable_quantity > 0)
          .map((l) => ({ line_number: l.line_number, quantity: l.capturable_quantity }))
        await api.post(`/admin/riverty/orders/${orderId}/captures`, { items }, withSubmitKey(seeded.admin))
        const invoice = (await view()).captures[0].invoice_number as string
        expect(invoice).toEqual(expect.any(String))
        return { orderId, invoice }
      }

      it("is none until linked, then the claim holding the order's invoice, paged", async () => {
        const { orderId, invoice } = await invoicedOrder("Claimed")
        const before = await api.get(`/admin/riverty/orders/${orderId}/claim`, seeded.admin)
        expect(before.data).toEqual({ order_id: orderId, claim: null })

        const claims = await fetch(`${emulator.current.url}/_emulator/seed`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            claims: [
              {
                claimNumber: "CLM-ORDER-1",
                invoices: [
                  { invoiceNumber: invoice, originalAmount: 40, remainingAmount: 40, currency: "EUR", claimType: "PRINCIPAL_CLAIM", dunningDate: "2026-10-01" },
                  { invoiceNumber: "OTHER-1", originalAmount: 5, remainingAmount: 5, currency: "EUR", claimType: "INTEREST_BEARING_COMPENSATION" },
                ],
              },
            ],
          }),
        })
        expect(claims.status).toBe(200)

        // A claim without this order's invoices is refused on the field.
        const wrong = await refusal(api.post(`/admin/riverty/orders/${orderId}/claim`, { claim_number: "CLM-10002" }, seeded.admin))
        expect(wrong.status).toBe(400)
        expect(wrong.data.message).toContain("claim_number")

        const linked = await api.post(`/admin/riverty/orders/${orderId}/claim`, { claim_number: "CLM-ORDER-1" }, seeded.admin)
        expect(linked.data).toEqual({ order_id: orderId, claim_number: "CLM-ORDER-1", invoice_numbers: [invoice] })

        const { data } = await api.get(`/admin/riverty/orders/${orderId}/claim?page_size=1&page=2`, seeded.admin)
        expect(data.claim).toMatchObject({ claim_number: "CLM-ORDER-1", view: "client", pagination: { totalItems: 2, currentPage: 2, totalPages: 2 } })
        expect(data.claim.invoices.map((i: { invoiceNumber: string }) => i.invoiceNumber)).toEqual(["OTHER-1"])
      })

      it("passes an unknown claim through as 404 and refuses a missing claim number, naming the field", async () => {
        const { orderId } = await invoicedOrder("Unclaimed")
        const unknown = await refusal(api.post(`/admin/riverty/orders/${orderId}/claim`, { claim_number: "CLM-404" }, seeded.admin))
        expect(unknown.status).toBe(404)
        const missing = await refusal(api.post(`/admin/riverty/orders/${orderId}/claim`, {}, seeded.admin))
        expect(missing.status).toBe(400)
        expect(missing.data.message).toContain("claim_number")
        const view = await refusal(api.get(`/admin/riverty/orders/${orderId}/claim?view=admin`, seeded.admin))
        expect(view.status).toBe(400)
        expect(view.data.message).toContain("view")
      })
    })
  },
})
