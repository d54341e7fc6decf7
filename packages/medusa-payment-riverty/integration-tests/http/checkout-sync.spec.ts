import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import axios from "axios"
import { providerId } from "../../src/providers/riverty/payment-methods"
import { useEmulator } from "./fixtures/emulator"
import { useSeededStore } from "./fixtures/seeded-store"

jest.setTimeout(180 * 1000)

const emulator = useEmulator()
const BIRTH_DATE = { birth_date: "1980-05-17" }

type EmulatorOrder = {
  orderNumber: string
  reservationId: string
  status: string
  payment: Record<string, unknown>
  customer: Record<string, unknown>
  deliveryCustomer?: Record<string, unknown>
  items: { productId: string; type?: string; quantity: number; grossUnitPrice: number; vatPercent: number; vatAmount: number }[]
  totalGrossCents: number
}

const emulatorOrder = async (orderNumber: string): Promise<EmulatorOrder | undefined> => {
  const response = await axios.get(`${emulator.current.url}/_emulator/orders/${orderNumber}`, { validateStatus: () => true })
  return response.status === 200 ? (response.data as EmulatorOrder) : undefined
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true })

    const sessionOf = (response: { data: { payment_collection: { payment_sessions: Record<string, unknown>[] } } }) =>
      response.data.payment_collection.payment_sessions[0] as { id: string; data: Record<string, unknown>; status: string }

    /** A DE guest cart with one article line and the standard parcel. */
    const shippedCart = (firstName: string, variantId: string, quantity: number) =>
      seeded.checkout.createCart({ buyer: { firstName }, items: [{ variant_id: variantId, quantity }], shippingOptionId: seeded.catalog.shippingOptionId })

    async function orderCount(): Promise<number> {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "order", fields: ["id"] })
      return data.length
    }

    it("completes a guest invoice checkout; Riverty's order has the Medusa order's lines and totals", async () => {
      const cartId = await seeded.checkout.createCart({
        buyer: { firstName: "Erika" },
        items: [
          { variant_id: seeded.catalog.shirtVariantId, quantity: 2 },
          { variant_id: seeded.catalog.bookVariantId, quantity: 3 },
        ],
        shippingOptionId: seeded.catalog.shippingOptionId,
        promotionCode: seeded.catalog.promotionCode,
      })
      const started = await seeded.checkout.startPayment(cartId, providerId("invoice"), { ...BIRTH_DATE, salutation: "Mrs" })
      expect(started.status).toBe(200)
      const session = sessionOf(started)
      expect(session.data).toMatchObject({ order_number: session.id, method: "invoice" })

      const completed = await seeded.checkout.complete(cartId)
      expect(completed.status).toBe(200)
      expect(completed.data.type).toBe("order")
      const orderId: string = completed.data.order.id

      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const {
        data: [order],
      } = await query.graph({
        entity: "order",
        fields: ["id", "total", "discount_total", "shipping_total", "items.*", "items.tax_lines.*", "payment_collections.payments.*"],
        filters: { id: orderId },
      })
      const orderAtRiverty = await emulatorOrder(session.id)
      expect(orderAtRiverty).toBeDefined()
      expect(orderAtRiverty!.status).toBe("Accepted")
      // 2 x 11.90 + 3 x 5.35 + 5.95 shipping - 10 % of the articles (2.38 + 1.61)
      expect(Number(order.total)).toBeCloseTo(41.81, 2)
      expect(orderAtRiverty!.totalGrossCents).toBe(Math.round(Number(order.total) * 100))
      const lineSum = orderAtRiverty!.items.reduce((c, i) => c + Math.round(i.grossUnitPrice * 100) * i.quantity, 0)
      expect(lineSum).toBe(orderAtRiverty!.totalGrossCents)

      const articles = orderAtRiverty!.items.filter((i) => i.type === "PhysicalArticle")
      const medusaItems = (order.items as { variant_sku: string; quantity: number; tax_lines: { rate: number }[] }[]).map((i) => [
        i.variant_sku,
        Number(i.quantity),
        Number(i.tax_lines[0]?.rate),
      ])
      expect(articles.map((i) => [i.productId, i.quantity, i.vatPercent]).sort()).toEqual(medusaItems.sort())
      expect(new Set(orderAtRiverty!.items.map((i) => i.vatPercent))).toEqual(new Set([19, 7]))
      const shipping = orderAtRiverty!.items.filter((i) => i.type === "ShippingFee")
      expect(shipping).toHaveLength(1)
      expect(Math.round(shipping[0].grossUnitPrice * 100)).toBe(Math.round(Number(order.shipping_total) * 100))
      const discounts = orderAtRiverty!.items.filter((i) => i.type === "Discount")
      expect(discounts.map((d) => d.vatPercent).sort()).toEqual([19, 7])
      // Medusa keeps the discount's tax with sub-cent precision (3.985 here); Riverty gets whole cents
      // per VAT rate, so the discount lines may differ from the rounded total by a cent per line.
      const discountCents = discounts.reduce((c, d) => c + Math.round(d.grossUnitPrice * 100), 0)
      expect(Math.abs(discountCents + Number(order.discount_total) * 100)).toBeLessThanOrEqual(discounts.length)

      expect(orderAtRiverty!.customer).toMatchObject({ firstName: "Erika", birthDate: "1980-05-17", salutation: "Mrs" })
      const payment = (order.payment_collections as { payments: { data: Record<string, unknown> }[] }[])[0].payments[0]
      expect(payment.data.reservation_id).toBe(orderAtRiverty!.reservationId)
    })

    const personas: [string, string][] = [
      ["Reject", "200.901"],
      ["Underage", "200.001"],
      ["20", "200.903"],
      ["ChargebackPresent", "200.912"],
    ]
    it.each(personas)("leaves the cart open for persona %s, with the customer-facing message on the session", async (firstName, code) => {
      const cartId = await shippedCart(firstName, seeded.catalog.shirtVariantId, 3)
      const started = await seeded.checkout.startPayment(cartId, providerId("invoice"), BIRTH_DATE)
      const session = sessionOf(started)
      // Place order answers the cart: no order, the session refused.
      const completed = await seeded.checkout.complete(cartId)
      expect(completed.status).toBe(200)
      expect(completed.data).toMatchObject({ type: "cart", error: { type: "payment_authorization_error" } })

      const cart = await seeded.checkout.getCart(cartId)
      expect(cart.completed_at).toBeNull()
      const stored = cart.payment_collection.payment_sessions.find((s: { id: string }) => s.id === session.id)
      expect(stored.status).toBe("error")
      expect(stored.data).toMatchObject({ riverty_outcome: "Rejected", error_code: code, action_code: "Unavailable" })
      expect(typeof stored.data.customer_facing_message).toBe("string")
      expect(stored.data.customer_facing_message.length).toBeGreaterThan(10)
      expect(await orderCount()).toBe(0)
      expect((await emulatorOrder(session.id))?.status).toBe("Rejected")
    })

    it("offers installment plans for the cart and authorizes with the chosen plan's profile number", async () => {
      const cartId = await shippedCart("Ina", seeded.catalog.shirtVariantId, 6)
      const { data: offer } = await api.post(
        "/store/riverty/installment-plans",
        { cart_id: cartId, provider_id: providerId("installments") },
        { headers: seeded.checkout.headers() }
      )
      const plans = offer.installment_plans as { installmentProfileNumber: number; numberOfInstallments: number; totalAmount: number }[]
      expect(plans.map((p) => p.numberOfInstallments)).toContain(6)
      const sixMonths = plans.find((p) => p.numberOfInstallments === 6)!
      const session = sessionOf(
        await seeded.checkout.startPayment(cartId, providerId("installments"), {
          ...BIRTH_DATE,
          installment_profile_no: sixMonths.installmentProfileNumber,
        })
      )
      const completed = await seeded.checkout.complete(cartId)
      expect(completed.status).toBe(200)
      const orderAtRiverty = await emulatorOrder(session.id)
      expect(orderAtRiverty?.status).toBe("Accepted")
      expect(orderAtRiverty?.payment).toMatchObject({ type: "Installment", installment: { profileNo: sixMonths.installmentProfileNumber } })
      expect(sixMonths.installmentProfileNumber).toBe(2)
    })

    it("refuses installments without a plan at the payment step", async () => {
      const cartId = await shippedCart("Ina", seeded.catalog.shirtVariantId, 6)
      const started = await seeded.checkout.startPayment(cartId, providerId("installments"), BIRTH_DATE)
      expect(started.status).toBeGreaterThanOrEqual(400)
      expect(JSON.stringify(started.data)).toContain("installment_profile_no")
    })

    it("authorizes direct debit with a valid IBAN and refuses an invalid one at the payment step", async () => {
      const bad = await shippedCart("Dirk", seeded.catalog.bookVariantId, 1)
      const refused = await seeded.checkout.startPayment(bad, providerId("direct_debit"), { ...BIRTH_DATE, iban: "DE89370400440532013001" })
      expect(refused.status).toBeGreaterThanOrEqual(400)
      expect(JSON.stringify(refused.data)).toContain("iban")

      const cartId = await shippedCart("Dirk", seeded.catalog.bookVariantId, 1)
      const session = sessionOf(
        await seeded.checkout.startPayment(cartId, providerId("direct_debit"), { ...BIRTH_DATE, iban: "DE89 3704 0044 0532 0130 00" })
      )
      const completed = await seeded.checkout.complete(cartId)
      expect(completed.status).toBe(200)
      const orderAtRiverty = await emulatorOrder(session.id)
      expect(orderAtRiverty?.payment).toMatchObject({ type: "Invoice", directDebit: { bankAccount: "DE89370400440532013000" } })
    })

    it("authorizes a B2B invoice with company name, registration number, VAT id and legal form", async () => {
      const cartId = await shippedCart("Bernd", seeded.catalog.shirtVariantId, 1)
      const session = sessionOf(
        await seeded.checkout.startPayment(cartId, providerId("b2b_invoice"), {
          company_name: "Muster GmbH",
          registration_number: "HRB 12345",
          vat_id: "DE123456789",
          legal_form: "GmbH",
        })
      )
      const completed = await seeded.checkout.complete(cartId)
      expect(completed.status).toBe(200)
      const orderAtRiverty = await emulatorOrder(session.id)
      expect(orderAtRiverty?.customer).toMatchObject({
        customerCategory: "Company",
        companyName: "Muster GmbH",
        identificationNumber: "HRB 12345",
        vatId: "DE123456789",
        legalForm: "GmbH",
      })
    })

    it("refuses a control character in a text field at the payment step with 400 naming the field (PostgreSQL cannot store a NUL)", async () => {
      const cartId = await shippedCart("Bernd", seeded.catalog.shirtVariantId, 1)
      const refused = await seeded.checkout.startPayment(cartId, providerId("b2b_invoice"), { company_name: "Muster\u0000 GmbH", vat_id: "DE123456789", legal_form: "GmbH" })
      expect(refused.status).toBe(400)
      expect(JSON.stringify(refused.data)).toContain("data.company_name: must not contain a NUL character")
      // Refused before Medusa writes a payment session: none was made.
      const cart = await seeded.checkout.getCart(cartId)
      expect(cart.payment_collection?.payment_sessions ?? []).toHaveLength(0)
    })

    it("refuses a DE B2B invoice without VAT id and legal form, with the field named on the session", async () => {
      const cartId = await shippedCart("Bernd", seeded.catalog.shirtVariantId, 1)
      const session = sessionOf(await seeded.checkout.startPayment(cartId, providerId("b2b_invoice"), { company_name: "Muster GmbH" }))
      const completed = await seeded.checkout.complete(cartId)
      expect(completed.status).toBe(200)
      expect(completed.data).toMatchObject({ type: "cart", error: { type: "payment_authorization_error" } })
      const cart = await seeded.checkout.getCart(cartId)
      const stored = cart.payment_collection.payment_sessions.find((s: { id: string }) => s.id === session.id)
      expect(stored.data.error_code).toBe("400.002")
      expect(String(stored.data.field_reference)).toMatch(/vatId|legalForm/)
      expect(await emulatorOrder(session.id)).toBeUndefined()
    })

    it("authorizes Pay in X in the Netherlands and a flexible account in Sweden with their payment types", async () => {
      const cases = [
        { method: "pay_in_x", type: "PayinX", address: { country_code: "nl", address_1: "Damstraat 1", postal_code: "1012JS", city: "Amsterdam", phone: "020 123 4567" } },
        { method: "account", type: "Account", address: { country_code: "se", address_1: "Storgatan 1", postal_code: "11122", city: "Stockholm", phone: "08 123 456 78" } },
      ] as const
      for (const { method, type, address } of cases) {
        const cartId = await seeded.checkout.createCart({
          buyer: { firstName: "Noor" },
          address,
          items: [{ variant_id: seeded.catalog.bookVariantId, quantity: 2 }],
          shippingOptionId: seeded.catalog.shippingOptionId,
        })
        const session = sessionOf(await seeded.checkout.startPayment(cartId, providerId(method), BIRTH_DATE))
        const completed = await seeded.checkout.complete(cartId)
        expect(completed.status).toBe(200)
        const orderAtRiverty = await emulatorOrder(session.id)
        expect(orderAtRiverty?.payment).toMatchObject({ type })
        expect(orderAtRiverty?.customer).toMatchObject({ address: { countryCode: address.country_code.toUpperCase() } })
      }
    })

    it("retries an authorize whose answer was lost and gets one reservation, not two", async () => {
      const cartId = await shippedCart("Rita", seeded.catalog.bookVariantId, 2)
      const session = sessionOf(await seeded.checkout.startPayment(cartId, providerId("invoice"), BIRTH_DATE))
      await axios.post(`${emulator.current.url}/_emulator/faults`, {
        method: "POST",
        path: "/api/v3/checkout/authorize",
        status: 503,
        afterApply: true,
        times: 1,
      })
      const completed = await seeded.checkout.complete(cartId)
      expect(completed.status).toBe(200)

      const { data: journal } = await axios.get(`${emulator.current.url}/_emulator/journal?method=POST&path=/api/v3/checkout/authorize`)
      const attempts = (journal as { body: { order?: { number?: string } }; idempotencyKey?: string; replayed?: boolean; fault?: string }[]).filter(
        (entry) => entry.body?.order?.number === session.id
      )
      expect(attempts).toHaveLength(2)
      expect(attempts[0].idempotencyKey).toBe(attempts[1].idempotencyKey)
      expect(attempts[1].replayed).toBe(true)
      const orderAtRiverty = await emulatorOrder(session.id)
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: payments } = await query.graph({ entity: "payment", fields: ["id", "data"], filters: { payment_session_id: session.id } })
      expect(payments).toHaveLength(1)
      expect(payments[0].data?.reservation_id).toBe(orderAtRiverty?.reservationId)
    })
  },
})
