import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { updateRegionsWorkflow } from "@medusajs/medusa/core-flows"
import axios from "axios"
import { ALL_PROVIDER_IDS, providerId } from "../../../src/providers/riverty/payment-methods"
import { failInserts, type InsertFault, type Knex } from "../fixtures/db-faults"
import { useEmulator } from "../fixtures/emulator"
import { useSeededStore } from "../fixtures/seeded-store"

// A refused new payment session must leave the cart its previous one. Medusa's
// createPaymentSessionsWorkflow creates the new session and deletes the old ones side by side; when
// the new one fails it compensates by creating the deleted session again from its stored data,
// which holds the keys the provider wrote. The Riverty provider recognises that re-creation from its
// own state table (and the session it saw deleted), never from those keys: the re-created session
// gets the old one's choices and personal fields, and the shopper completes with it. A storefront
// sending such keys is still refused (trust-boundary.spec.ts).
jest.setTimeout(180 * 1000)

const emulator = useEmulator()
const BIRTH_DATE = "1980-05-17"
const IBAN = "DE89370400440532013000"

type Session = { id: string; provider_id: string; data: Record<string, unknown> }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer, dbConnection }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true })
    let fault: InsertFault | undefined

    beforeAll(async () => {
      // A second kind of provider for the region: Medusa's own, which a store may offer beside Riverty.
      await updateRegionsWorkflow(getContainer()).run({
        input: { selector: { id: seeded.store.regionId }, update: { payment_providers: [...ALL_PROVIDER_IDS, "pp_system_default"] } },
      })
    })

    afterEach(async () => {
      await fault?.remove()
      fault = undefined
    })

    const shippedCart = (firstName: string) =>
      seeded.checkout.createCart({ buyer: { firstName }, items: [{ variant_id: seeded.catalog.shirtVariantId, quantity: 1 }], shippingOptionId: seeded.catalog.shippingOptionId })
    const sessionsOf = async (cartId: string): Promise<Session[]> => (await seeded.checkout.getCart(cartId)).payment_collection?.payment_sessions ?? []
    const emulatorOrder = async (orderNumber: string) => {
      const response = await axios.get(`${emulator.current.url}/_emulator/orders/${orderNumber}`, { validateStatus: () => true })
      return response.status === 200 ? (response.data as { status: string; payment: Record<string, unknown>; customer: Record<string, unknown> }) : undefined
    }

    /** A direct debit session (IBAN and birth date sealed in the vault), then a new session that fails. */
    async function refusedAfterDirectDebit(firstName: string, next: { provider: string; data: Record<string, unknown> }) {
      const cartId = await shippedCart(firstName)
      const first = await seeded.checkout.startPayment(cartId, providerId("direct_debit"), { birth_date: BIRTH_DATE, iban: IBAN })
      expect(first.status).toBe(200)
      const old: Session = first.data.payment_collection.payment_sessions[0]
      const refused = await seeded.checkout.startPayment(cartId, next.provider, next.data)
      return { cartId, old, refused }
    }

    /** The cart's one session is a Riverty direct debit session the shopper completes with, IBAN and all. */
    async function expectUsableDirectDebit(cartId: string, old: Session) {
      const sessions = await sessionsOf(cartId)
      expect(sessions).toHaveLength(1)
      const [session] = sessions
      expect(session.provider_id).toBe(providerId("direct_debit"))
      expect(session.id).not.toBe(old.id)
      // A fresh session of the same choices: its own order number, no state of the old one, the
      // personal fields only masked.
      expect(session.data).toMatchObject({
        session_id: session.id,
        method: "direct_debit",
        riverty_outcome: null,
        iban: null,
        birth_date: null,
        iban_last4: "3000",
        birth_year: "1980",
      })
      expect(String(session.data.order_number)).toContain(session.id)

      const completed = await seeded.checkout.complete(cartId)
      expect(completed.status).toBe(200)
      expect(completed.data.type).toBe("order")
      const order = await emulatorOrder(String(session.data.order_number))
      expect(order?.status).toBe("Accepted")
      expect(order?.payment).toMatchObject({ directDebit: { bankAccount: IBAN } })
      expect(order?.customer).toMatchObject({ birthDate: expect.stringContaining(BIRTH_DATE) })
    }

    it("refuses a new session the plugin's check refuses before Medusa deletes anything: the old one stays as it was", async () => {
      const { cartId, old, refused } = await refusedAfterDirectDebit("Doris", {
        provider: providerId("invoice"),
        data: { birth_date: BIRTH_DATE, riverty_outcome: "Accepted" },
      })
      expect(refused.status).toBe(400)
      expect(refused.data.message).toMatch(/riverty_outcome is set by the provider/)
      const sessions = await sessionsOf(cartId)
      expect(sessions.map((session) => session.id)).toEqual([old.id])
      expect((await seeded.checkout.complete(cartId)).data.type).toBe("order")
    })

    it("keeps a usable Riverty session when the new session of another provider fails", async () => {
      fault = await failInserts(dbConnection as unknown as Knex, {
        table: "payment_session",
        column: "provider_id",
        values: ["pp_system_default"],
        message: "payment session refused",
      })
      const { cartId, old, refused } = await refusedAfterDirectDebit("Dora", { provider: "pp_system_default", data: {} })
      expect(refused.status).toBeGreaterThanOrEqual(400)
      expect(await fault.calls()).toBe(1)
      await fault.remove()
      await expectUsableDirectDebit(cartId, old)
    })

    it("keeps a usable Riverty session when a new Riverty session fails at initiate", async () => {
      // The provider's own record of the new invoice session cannot be written: its initiate fails.
      fault = await failInserts(dbConnection as unknown as Knex, {
        table: "riverty_payment_session",
        column: "method",
        values: ["invoice"],
        message: "provider state refused",
      })
      const { cartId, old, refused } = await refusedAfterDirectDebit("Dieter", { provider: providerId("invoice"), data: { birth_date: BIRTH_DATE } })
      expect(refused.status).toBeGreaterThanOrEqual(400)
      expect(await fault.calls()).toBe(1)
      await fault.remove()
      await expectUsableDirectDebit(cartId, old)
    })
  },
})
