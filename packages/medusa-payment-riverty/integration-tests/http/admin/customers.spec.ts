import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { AxiosInstance } from "axios"
import { placeRivertyOrder } from "../fixtures/admin-order"
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

type Customer = { customerNumber: string; person?: { firstName?: string; lastName?: string } | null; email?: string | null }

const emulator = useEmulator()

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { productPrice: 40, admin: true })

    describe("GET /admin/riverty/customers", () => {
      it("searches the client's records by value and column, sorted, ordered and paged", async () => {
        const { data } = await api.get("/admin/riverty/customers?search_value=svensson&search_column=name", seeded.admin)
        expect(data.total).toBe(1)
        expect(data.customers.map((c: Customer) => c.customerNumber)).toEqual(["C-0001"])

        // Every seeded number contains "C-000": sorted ascending by number, two to a page.
        const first = await api.get("/admin/riverty/customers?search_value=C-000&search_column=customerNumber&sort=customerNumber&order=asc&per_page=2", seeded.admin)
        expect(first.data.total).toBeGreaterThanOrEqual(5)
        expect(first.data.customers.map((c: Customer) => c.customerNumber)).toEqual(["C-0001", "C-0002"])
        const second = await api.get("/admin/riverty/customers?search_value=C-000&search_column=customerNumber&sort=customerNumber&order=asc&per_page=2&page=2", seeded.admin)
        expect(second.data.customers.map((c: Customer) => c.customerNumber)).toEqual(["C-0003", "C-0004"])
        const desc = await api.get("/admin/riverty/customers?search_value=C-000&search_column=customerNumber&per_page=1", seeded.admin)
        expect(desc.data.customers[0].customerNumber).toBe("C-0005")
        expect(desc.data).toMatchObject({ page: 1, per_page: 1 })
      })

      it("answers a search without matches with an empty page", async () => {
        const { data } = await api.get("/admin/riverty/customers?search_value=nobody-like-this", seeded.admin)
        expect(data).toMatchObject({ customers: [], total: 0 })
      })

      it("refuses a search column the spec does not know, naming the field", async () => {
        const answer = await refusal(api.get("/admin/riverty/customers?search_value=x&search_column=phone", seeded.admin))
        expect(answer.status).toBe(400)
        expect(answer.data.message).toContain("search_column")
        const missing = await refusal(api.get("/admin/riverty/customers?order=asc", seeded.admin))
        expect(missing.status).toBe(400)
        expect(missing.data.message).toContain("search_value")
      })
    })

    describe("GET /admin/riverty/customers/:customerNumber", () => {
      it("reads one record", async () => {
        const { data } = await api.get("/admin/riverty/customers/C-0002", seeded.admin)
        expect(data.customer).toMatchObject({ customerNumber: "C-0002", person: { firstName: "John", lastName: "Doe" } })
      })

      it("passes an unknown customer through as 404", async () => {
        const answer = await refusal(api.get("/admin/riverty/customers/C-9999", seeded.admin))
        expect(answer.status).toBe(404)
        expect(answer.data.message).toContain("C-9999")
      })

      it("refuses an empty provider_id, naming the field", async () => {
        const answer = await refusal(api.get("/admin/riverty/customers/C-0002?provider_id=", seeded.admin))
        expect(answer.status).toBe(400)
        expect(answer.data.message).toContain("provider_id")
      })
    })

    describe("POST /admin/riverty/customers/lookup", () => {
      it("looks a person up by identification number and creates the client's record", async () => {
        const { data } = await api.post("/admin/riverty/customers/lookup", { identification_number: "850315-4562" }, seeded.admin)
        expect(data.customer.customerNumber).toEqual(expect.any(String))
        const again = await api.post("/admin/riverty/customers/lookup", { identification_number: "850315-4562" }, seeded.admin)
        expect(again.data.customer.customerNumber).toBe(data.customer.customerNumber)
        const read = await api.get(`/admin/riverty/customers/${data.customer.customerNumber}`, seeded.admin)
        expect(read.data.customer.customerNumber).toBe(data.customer.customerNumber)
      })

      it("passes an unknown identification number through as 404", async () => {
        const answer = await refusal(api.post("/admin/riverty/customers/lookup", { identification_number: "999999-9999" }, seeded.admin))
        expect(answer.status).toBe(404)
      })

      it("refuses a missing identification number, naming the field, and never echoes the number", async () => {
        const answer = await refusal(api.post("/admin/riverty/customers/lookup", { identification: "800101-1231" }, seeded.admin))
        expect(answer.status).toBe(400)
        expect(answer.data.message).toContain("identification_number")
        expect(answer.data.message).not.toContain("800101-1231")
      })
    })

    describe("GET /admin/riverty/customers/by-medusa/:customer_id", () => {
      it("gives the Riverty customer number of a Medusa customer and its Riverty orders", async () => {
        const { orderId } = await placeRivertyOrder(api as AxiosInstance, seeded.store, seeded.variantId, 1, "Linked")
        const { data: orderData } = await api.get(`/admin/orders/${orderId}?fields=id,customer_id`, seeded.admin)
        const customerId = orderData.order.customer_id as string
        expect(customerId).toBeTruthy()

        const { data } = await api.get(`/admin/riverty/customers/by-medusa/${customerId}`, seeded.admin)
        expect(data.customer_id).toBe(customerId)
        expect(data.orders).toHaveLength(1)
        const [order] = data.orders
        expect(order).toMatchObject({ order_id: orderId, provider_id: "pp_riverty-invoice_riverty", currency_code: "eur", canceled: false })
        expect(order.order_number).toEqual(expect.any(String))
        const atRiverty = Object.values(emulator.current.state().orders).find((o) => o.orderNumber === order.order_number)
        expect(atRiverty).toBeDefined()
        expect(data.customer_number).toBe(order.customer_number)
        expect(data.customer_number).toEqual(expect.any(String))
      })

      it("answers 404 for an unknown Medusa customer", async () => {
        const answer = await refusal(api.get("/admin/riverty/customers/by-medusa/cus_unknown", seeded.admin))
        expect(answer.status).toBe(404)
      })

      it("refuses an empty provider_id, naming the field", async () => {
        const answer = await refusal(api.get("/admin/riverty/customers/by-medusa/cus_unknown?provider_id=", seeded.admin))
        expect(answer.status).toBe(400)
        expect(answer.data.message).toContain("provider_id")
      })
    })
  },
})
