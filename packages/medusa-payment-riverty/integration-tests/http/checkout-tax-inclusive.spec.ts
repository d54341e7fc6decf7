import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import axios, { type AxiosInstance } from "axios"
import { amountToCents } from "riverty-client"
import { itemsGrossCents } from "riverty-emulator"
import { address } from "./fixtures/checkout"
import { useEmulator } from "./fixtures/emulator"
import { loginAdmin, type AdminAuth } from "./fixtures/order-management"
import {
  FREE_SHIPPING_CODE,
  ORDER_PROMOTION,
  seedTaxInclusiveStore,
  TAX_INCLUSIVE_ARTICLES,
  TAX_INCLUSIVE_SHIPPING_PRICE,
  type TaxInclusiveStore,
} from "./fixtures/tax-inclusive-catalog"

jest.setTimeout(240 * 1000)

const emulator = useEmulator()

type Money = number | string
type WireItem = { productId: string; type?: string; quantity: number; grossUnitPrice: number; netUnitPrice: number; vatAmount: number; vatPercent: number }
type OrderLine = { id: string; variant_sku: string; is_tax_inclusive: boolean; quantity: number; original_total: Money; total: Money; discount_total: Money; tax_lines: { rate: number }[] }
type ShippingLine = { id: string; is_tax_inclusive: boolean; original_total: Money; total: Money; discount_total: Money; tax_lines: { rate: number }[] }
type Payment = { id: string; captures: { amount: Money }[]; refunds: { amount: Money }[] }

const cents = (amount: Money) => amountToCents(amount)
const rateOf = (line: { tax_lines: { rate: number }[] }) => line.tax_lines.reduce((sum, t) => sum + Number(t.rate), 0)
const grossOf = (items: WireItem[]) => items.reduce((sum, i) => sum + cents(i.grossUnitPrice) * i.quantity, 0)
// Medusa's running total of captures or refunds, in cents by the plugin's rule (docs/order-management.md).
const centsOfTotal = (rows: { amount: Money }[]) => Math.round(rows.reduce((sum, r) => sum + Math.round(Number(r.amount) * 1e6), 0) / 1e4)

/** Every line states VAT per unit as gross - net, within half a cent of the rate's share of the gross. */
function expectVatPerUnit(items: WireItem[]) {
  for (const item of items) {
    const gross = cents(item.grossUnitPrice)
    expect(cents(item.vatAmount)).toBe(gross - cents(item.netUnitPrice))
    expect(Math.abs(cents(item.vatAmount) - (gross - (gross * 100) / (100 + item.vatPercent)))).toBeLessThanOrEqual(0.5)
  }
}

// A store that prices with VAT included, several unit prices per rate, an order promotion and free
// shipping: prices with VAT read as net, an order discount spread by quantity, VAT from net x rate
// and a dropped free shipping line each fail here (docs/security.md, second review 8-11).
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let store: TaxInclusiveStore
    let admin: AdminAuth

    beforeAll(async () => {
      store = await seedTaxInclusiveStore(getContainer())
      admin = await loginAdmin(api as AxiosInstance, getContainer())
    })

    const headers = () => ({ headers: { "x-publishable-api-key": store.publishableKey } })

    async function placeOrder(): Promise<string> {
      const buyer = address({ firstName: "Accept", lastName: "Inklusive" })
      const { data } = await api.post(
        "/store/carts",
        {
          region_id: store.regionId,
          email: "inklusive@example.com",
          items: TAX_INCLUSIVE_ARTICLES.map((a) => ({ variant_id: store.variantIds[a.sku], quantity: a.quantity })),
          billing_address: buyer,
          shipping_address: buyer,
        },
        headers()
      )
      const cartId = data.cart.id as string
      await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: store.shippingOptionId }, headers())
      await api.post(`/store/carts/${cartId}/promotions`, { promo_codes: [ORDER_PROMOTION.code, FREE_SHIPPING_CODE] }, headers())
      const { data: collection } = await api.post("/store/payment-collections", { cart_id: cartId }, headers())
      await api.post(
        `/store/payment-collections/${collection.payment_collection.id}/payment-sessions`,
        { provider_id: "pp_riverty-invoice_riverty", data: { birth_date: "1980-04-01" } },
        headers()
      )
      const { data: completed } = await api.post(`/store/carts/${cartId}/complete`, {}, headers())
      if (completed.type !== "order") throw new Error(`checkout did not complete: ${JSON.stringify(completed.error ?? completed)}`)
      return completed.order.id as string
    }

    const medusaOrder = async (orderId: string) => {
      const fields = [
        "id",
        "total",
        "*items",
        "*items.tax_lines",
        "*items.adjustments",
        "*shipping_methods",
        "*shipping_methods.tax_lines",
        "*shipping_methods.adjustments",
        "*payment_collections.payments.captures",
        "*payment_collections.payments.refunds",
      ].join(",")
      const { data } = await api.get(`/admin/orders/${orderId}?fields=${fields}`, admin)
      return data.order as { total: Money; items: OrderLine[]; shipping_methods: ShippingLine[]; payment_collections: { payments: Payment[] }[] }
    }

    it("authorizes lines that match Medusa's tax-inclusive order to the cent, then captures and refunds parts that add up exactly", async () => {
      const orderId = await placeOrder()
      const order = await medusaOrder(orderId)
      const total = cents(order.total)
      expect(order.items.every((i) => i.is_tax_inclusive) && order.shipping_methods.every((m) => m.is_tax_inclusive)).toBe(true)

      // What the plugin sent, from the emulator's journal.
      const { data: journal } = await axios.get(`${emulator.current.url}/_emulator/journal`, { params: { path: "/api/v3/checkout/authorize", method: "POST" } })
      const sent = (journal as { status: number; body: { order: { totalGrossAmount: number; items: WireItem[] } } }[]).filter((e) => e.status === 200)
      expect(sent).toHaveLength(1)
      const items = sent[0].body.order.items

      // The lines add up to Medusa's total in cents, and Riverty holds that total.
      expect(grossOf(items)).toBe(total)
      expect(cents(sent[0].body.order.totalGrossAmount)).toBe(total)
      const rivertyOrder = Object.values(emulator.current.state().orders).find((o) => o.status === "Accepted")!
      expect(rivertyOrder.authorizedCents).toBe(total)

      // Each article at its price with VAT included (never that price plus VAT), at its own rate.
      for (const article of TAX_INCLUSIVE_ARTICLES) {
        const medusaItem = order.items.find((i) => i.variant_sku === article.sku)!
        const own = items.filter((i) => i.productId === article.sku)
        expect(own.every((i) => i.type === "PhysicalArticle" && i.vatPercent === article.vat)).toBe(true)
        expect(grossOf(own)).toBe(Math.round(article.price * 100) * article.quantity)
        expect(grossOf(own)).toBe(cents(medusaItem.original_total))
      }

      // Free shipping keeps the shipping line at its price; its discount is in the 19 % discount line.
      expect(order.shipping_methods).toHaveLength(1)
      expect(cents(order.shipping_methods[0].total)).toBe(0)
      const shipping = items.filter((i) => i.type === "ShippingFee")
      expect(shipping).toHaveLength(1)
      expect(cents(shipping[0].grossUnitPrice)).toBe(Math.round(TAX_INCLUSIVE_SHIPPING_PRICE * 100))
      expect(shipping[0].vatPercent).toBe(19)

      // One discount line per VAT rate, each Medusa's discounts at that rate: the order promotion
      // spread over the articles by amount (Medusa's allocation), plus the shipping's. Within a cent
      // a line: the cart's totals (what was authorized) and the order's round a tie like 12.665
      // each their own way.
      for (const vat of [19, 7]) {
        const lines = [...order.items, ...order.shipping_methods].filter((line) => rateOf(line) === vat)
        const medusaDiscount = lines.reduce((sum, line) => sum + cents(line.original_total) - cents(line.total), 0)
        const discount = items.filter((i) => i.type === "Discount" && i.vatPercent === vat && i.productId !== "rounding")
        expect(discount).toHaveLength(1)
        expect(Math.abs(grossOf(discount) + medusaDiscount)).toBeLessThanOrEqual(lines.length)
      }
      const articles19 = TAX_INCLUSIVE_ARTICLES.filter((a) => a.vat === 19).reduce((sum, a) => sum + Math.round(a.price * 100) * a.quantity, 0)
      const discount19 = items.filter((i) => i.productId === "discount-vat-19")
      expect(Math.abs(-grossOf(discount19) - (articles19 * ORDER_PROMOTION.percent) / 100 - TAX_INCLUSIVE_SHIPPING_PRICE * 100)).toBeLessThanOrEqual(3)

      // Rounding: at most the cents Medusa's per-line rounding leaves.
      expect(Math.abs(grossOf(items.filter((i) => i.productId === "rounding")))).toBeLessThanOrEqual(3)
      expectVatPerUnit(items)

      // A partial capture and a partial refund by amount: lines that add up to each exactly.
      const payment = order.payment_collections[0].payments[0]
      await api.post(`/admin/payments/${payment.id}/capture`, { amount: 73.37 }, admin)
      const captured = emulator.current.state().orders[rivertyOrder.orderId] ?? Object.values(emulator.current.state().orders).find((o) => o.orderNumber === rivertyOrder.orderNumber)!
      expect(captured.captures).toHaveLength(1)
      const capture = captured.captures[0]
      expect(capture.amountCents).toBe(7337)
      expect(itemsGrossCents(capture.items)).toBe(7337)
      expectVatPerUnit(capture.items as WireItem[])
      expect(captured.capturedCents).toBe(centsOfTotal((await medusaOrder(orderId)).payment_collections[0].payments[0].captures))

      await api.post(`/admin/payments/${payment.id}/refund`, { amount: 21.09 }, admin)
      const refunded = Object.values(emulator.current.state().orders).find((o) => o.orderNumber === rivertyOrder.orderNumber)!
      expect(refunded.refunds).toHaveLength(1)
      expect(refunded.refunds[0].amountCents).toBe(2109)
      expect(refunded.refunds[0].items.length).toBeGreaterThan(0)
      expect(itemsGrossCents(refunded.refunds[0].items)).toBe(2109)
      expectVatPerUnit(refunded.refunds[0].items as WireItem[])
      expect(refunded.refundedCents).toBe(centsOfTotal((await medusaOrder(orderId)).payment_collections[0].payments[0].refunds))
      expect(refunded.refundedCents).toBe(2109)
    })
  },
})
