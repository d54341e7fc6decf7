import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import axios from "axios"
import { providerId } from "../../src/providers/riverty/payment-methods"
import { authorizeRivertyCartWorkflow, type AuthorizeRequestCart, type AuthorizeRequestExtension, type OrderLine } from "../../src/workflows"
import { useEmulator } from "./fixtures/emulator"
import { giftWrap } from "./fixtures/gift-wrap-hook"
import { useSeededStore } from "./fixtures/seeded-store"
import { storeRoutes } from "./fixtures/store-routes"

// A store's handler of the authorize workflow's extendAuthorizeRequest hook: its line reaches
// Riverty's authorize request; a line that would change the total stops the authorize before
// Riverty is asked.
jest.setTimeout(240 * 1000)

const emulator = useEmulator()
const AUTHORIZE_PATH = "/api/v3/checkout/authorize"

type HookInput = { cart: AuthorizeRequestCart; lines: OrderLine[]; total_gross_amount: number }
const seen: HookInput[] = []
// The example handler, unless a test replaces it for one authorize.
let handler: (input: HookInput) => StepResponse<AuthorizeRequestExtension> = giftWrap
authorizeRivertyCartWorkflow.hooks.extendAuthorizeRequest((input: HookInput) => {
  seen.push(input)
  return handler(input)
})

type JournalEntry = { body: { order: { totalGrossAmount: number; items: { productId: string; description: string; grossUnitPrice: number; lineNumber: number }[] }; ourReference?: string } }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true })
    const routes = storeRoutes(api, () => seeded.checkout, () => emulator.current)

    beforeEach(() => {
      seen.length = 0
      handler = giftWrap
    })

    async function cartWithSession(): Promise<string> {
      const cartId = await seeded.checkout.createCart({
        buyer: { firstName: "Erika" },
        items: [{ variant_id: seeded.catalog.shirtVariantId, quantity: 2 }],
        shippingOptionId: seeded.catalog.shippingOptionId,
      })
      const started = await seeded.checkout.startPayment(cartId, providerId("invoice"), { birth_date: "1985-02-03" })
      expect(started.status).toBe(200)
      return cartId
    }

    const authorizeRequests = async () =>
      (await axios.get(`${emulator.current.url}/_emulator/journal`, { params: { path: AUTHORIZE_PATH, method: "POST" } })).data as JournalEntry[]

    it("sends the store's gift-wrap line with the plugin's lines, the total Medusa's payment amount", async () => {
      const cartId = await cartWithSession()
      await routes.clearJournal()
      const authorized = await routes.post("authorize", { cart_id: cartId })
      expect(authorized.status).toBe(200)
      expect(authorized.data.payment_session.status).toBe("authorized")

      // The hook saw the cart (no personal data) and the lines the plugin built.
      expect(seen).toHaveLength(1)
      expect(Object.keys(seen[0].cart).sort()).toEqual(["currency_code", "id", "items"])
      expect(seen[0].cart).toMatchObject({ id: cartId, items: [{ quantity: 2 }] })
      const cart = await seeded.checkout.getCart(cartId)
      expect(seen[0].total_gross_amount).toBe(cart.total)

      const [request] = await authorizeRequests()
      const { items, totalGrossAmount } = request.body.order
      expect(items.map((item) => item.productId)).toEqual([...seen[0].lines.map((line) => line.productId), "gift-wrap"])
      expect(items.at(-1)).toMatchObject({ description: "Gift wrap", grossUnitPrice: 0, lineNumber: items.length })
      expect(request.body.ourReference).toBe(cartId)
      expect(totalGrossAmount).toBe(cart.total)

      const completed = await seeded.checkout.complete(cartId)
      expect(completed.data.type).toBe("order")
      expect(completed.data.order.total).toBe(totalGrossAmount)
    })

    it("runs the hook in the one-request place order too: complete-cart sends the store's line to Riverty", async () => {
      const cartId = await cartWithSession()
      await routes.clearJournal()
      const placed = await seeded.checkout.complete(cartId)
      expect(placed.data.type).toBe("order")
      expect(seen).toHaveLength(1)
      const [request] = await authorizeRequests()
      expect(request.body.order.items.at(-1)).toMatchObject({ productId: "gift-wrap", grossUnitPrice: 0 })
      expect(request.body.order.totalGrossAmount).toBe(placed.data.order.total)
    })

    it("refuses a hook line that changes the total before Riverty is asked, naming the hook and the field", async () => {
      const cartId = await cartWithSession()
      await routes.clearJournal()
      handler = () =>
        new StepResponse<AuthorizeRequestExtension>({
          lines: [{ productId: "gift-wrap", description: "Gift wrap", type: "PhysicalArticle", quantity: 1, grossUnitPrice: 2.5, vatPercent: 19 }],
        })
      const refused = await routes.post("authorize", { cart_id: cartId })
      // The store's code is at fault, not the shopper's input.
      expect(refused.status).toBe(500)
      expect(await routes.reachedRiverty(AUTHORIZE_PATH)).toBe(0)

      const { errors } = await authorizeRivertyCartWorkflow(getContainer()).run({ input: { cart_id: cartId }, throwOnError: false })
      expect(errors[0].error.message).toMatch(/^Riverty extendAuthorizeRequest: lines: the extra lines add 2\.5 to the order's gross total/)
      expect(await routes.reachedRiverty(AUTHORIZE_PATH)).toBe(0)
      expect((await seeded.checkout.getCart(cartId)).payment_collection.payment_sessions[0].status).toBe("pending")

      // The store's handler fixed: the same session is authorized, with the cart's total.
      handler = giftWrap
      const authorized = await routes.post("authorize", { cart_id: cartId })
      expect(authorized.data.payment_session.status).toBe("authorized")
      expect(await routes.reachedRiverty(AUTHORIZE_PATH)).toBe(1)
    })
  },
})
