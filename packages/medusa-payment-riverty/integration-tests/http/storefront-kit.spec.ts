import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import axios from "axios"
import { providerId } from "../../src/providers/riverty/payment-methods"
import { createRivertyStore, fieldsFor, nextStepOf, placeRivertyOrder, rivertySessionOf, RivertyStoreError, sessionDataSchema, type StorePaymentSession } from "riverty-storefront"
import { useEmulator } from "./fixtures/emulator"
import { useSeededStore } from "./fixtures/seeded-store"

jest.setTimeout(180 * 1000)

const emulator = useEmulator()

/**
 * The storefront kit against the real store: the fields it asks for are the ones the provider
 * takes, its schema's output is a session the provider accepts, its client reads the plugin's
 * route, and `nextStepOf` reads what the provider really writes after authorize.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true })

    const rivertyStore = () => createRivertyStore({ baseUrl: String(api.defaults.baseURL), publishableKey: seeded.store.publishableKey })
    const cartFor = (firstName: string, quantity = 1) =>
      seeded.checkout.createCart({ buyer: { firstName }, items: [{ variant_id: seeded.catalog.shirtVariantId, quantity }], shippingOptionId: seeded.catalog.shippingOptionId })
    const sessionOfCart = async (cartId: string): Promise<StorePaymentSession | undefined> => rivertySessionOf(await seeded.checkout.getCart(cartId))

    it("sends a DE installments session built from fieldsFor and the schema; Riverty gets the plan, the IBAN and nothing personal stays", async () => {
      const cartId = await cartFor("Ina", 6)
      const { installment_plans } = await rivertyStore().installmentPlans({ provider_id: providerId("installments"), cart_id: cartId })
      const plan = installment_plans.find((p) => p.numberOfInstallments === 6)!
      expect(fieldsFor("installments", { countryCode: "DE" }).filter((f) => f.required).map((f) => f.name)).toEqual([
        "birth_date",
        "installment_profile_no",
        "iban",
      ])
      const data = sessionDataSchema("installments", { countryCode: "DE" }).parse({
        birth_date: "1980-05-17",
        installment_profile_no: String(plan.installmentProfileNumber),
        number_of_installments: plan.numberOfInstallments,
        iban: "DE89 3704 0044 0532 0130 00",
        profile_tracking_id: "0b6f2a55-2a1e-4f6b-9f57-6a0f3cf4a001",
      })
      const started = await seeded.checkout.startPayment(cartId, providerId("installments"), data)
      expect(started.status).toBe(200)
      const session = started.data.payment_collection.payment_sessions[0]
      expect(session.data).toMatchObject({ iban: null, birth_date: null, iban_last4: "3000", profile_tracking_id: "0b6f2a55-2a1e-4f6b-9f57-6a0f3cf4a001" })

      const completed = await seeded.checkout.complete(cartId)
      expect(completed.status).toBe(200)
      expect(completed.data.type).toBe("order")
      const { data: order } = await axios.get(`${emulator.current.url}/_emulator/orders/${session.id}`)
      expect(order.payment).toEqual({
        type: "Installment",
        installment: { profileNo: plan.installmentProfileNumber, numberOfInstallments: 6 },
        directDebit: { bankAccount: "DE89370400440532013000" },
      })
    })

    it("reads a refused request's 400 from the client with the field it names", async () => {
      const error = await rivertyStore()
        .installmentPlans({ provider_id: providerId("installments") } as never)
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(RivertyStoreError)
      expect(error).toMatchObject({ status: 400, type: "invalid_data", field: "cart_id" })
    })

    it("tells a rejected purchase to retry with Riverty's message, and a pending one to go to the hosted page", async () => {
      const rejected = await cartFor("Reject")
      await seeded.checkout.startPayment(rejected, providerId("invoice"), { birth_date: "1980-05-17" })
      expect((await seeded.checkout.complete(rejected)).data).toMatchObject({ type: "cart", error: { type: "payment_authorization_error" } })
      const refusal = nextStepOf(await sessionOfCart(rejected))
      expect(refusal.kind).toBe("retry")
      expect(refusal.kind === "retry" && refusal.message.length > 0).toBe(true)

      const pending = await cartFor("StrongCustomerAuthentication")
      await seeded.checkout.startPayment(pending, providerId("invoice"), { birth_date: "1980-05-17" })
      expect((await seeded.checkout.complete(pending)).data).toMatchObject({ type: "cart", error: { type: "payment_requires_more_error" } })
      const step = nextStepOf(await sessionOfCart(pending))
      expect(step.kind).toBe("redirect")
      expect(step.kind === "redirect" && step.url.startsWith(`${emulator.current.url}/hosted-checkout/`)).toBe(true)

      const fresh = await cartFor("Ina")
      await seeded.checkout.startPayment(fresh, providerId("invoice"), { birth_date: "1980-05-17" })
      expect(nextStepOf(await sessionOfCart(fresh))).toEqual({ kind: "complete" })
    })

    it("places orders the kit's way: Riverty decides on the authorize route, complete-cart runs only for an accepted cart", async () => {
      const client = rivertyStore()
      const place = (cartId: string, complete: () => Promise<unknown>) =>
        placeRivertyOrder({ authorize: () => client.authorize({ cart_id: cartId }), complete, readCart: () => seeded.checkout.getCart(cartId), providerId: providerId("invoice") })

      const refused = await cartFor("Reject")
      await seeded.checkout.startPayment(refused, providerId("invoice"), { birth_date: "1980-05-17" })
      const neverComplete = jest.fn()
      const refusal = await place(refused, neverComplete)
      expect(refusal).toMatchObject({ kind: "retry", customerFacingMessage: expect.any(String) })
      // The payment step, after a reload, reads the same words with the offers.
      const offers = await client.paymentMethods({ cart_id: refused })
      expect(offers.refusal?.customer_facing_message).toBe(refusal.kind === "retry" ? refusal.customerFacingMessage : undefined)

      const pending = await cartFor("StrongCustomerAuthentication")
      await seeded.checkout.startPayment(pending, providerId("invoice"), { birth_date: "1980-05-17" })
      const page = await place(pending, neverComplete)
      expect(page.kind === "redirect" && page.url.startsWith(`${emulator.current.url}/hosted-checkout/`)).toBe(true)
      expect(neverComplete).not.toHaveBeenCalled()

      const accepted = await cartFor("Ina")
      await seeded.checkout.startPayment(accepted, providerId("invoice"), { birth_date: "1980-05-17" })
      const order = await place(accepted, async () => (await seeded.checkout.complete(accepted)).data)
      expect(order).toMatchObject({ kind: "order", order: { id: expect.stringMatching(/^order_/) } })

      // A completed cart: the route refuses it naming cart_id, the kit reports a failure.
      const again = await place(accepted, neverComplete)
      expect(again).toMatchObject({ kind: "failed", message: expect.stringMatching(/^cart_id: /) })
      await expect(client.authorize({ cart_id: accepted })).rejects.toBeInstanceOf(RivertyStoreError)
    })
  },
})
