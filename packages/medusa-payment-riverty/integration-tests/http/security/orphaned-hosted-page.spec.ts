import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import axios from "axios"
import resolveRivertyOrphans from "../../../src/jobs/resolve-riverty-orphans"
import { providerId } from "../../../src/providers/riverty/payment-methods"
import { useBackendUrl } from "../fixtures/backend-url"
import { pendingHostedCheckout } from "../fixtures/checkout"
import { useEmulator } from "../fixtures/emulator"
import { useSeededStore } from "../fixtures/seeded-store"

// Finding 2: a hosted page of a payment session Medusa deleted (the shopper started a new session)
// is accepted afterwards. Nobody will complete that order, so it must not keep the shopper's limit:
// the orphan job voids it within the bound of docs/security.md ("within two minutes of Riverty accepting"),
// once, even when two server processes run the job at the same moment.
jest.setTimeout(300 * 1000)

const backend = useBackendUrl()
const emulator = useEmulator()
const SCA = "StrongCustomerAuthentication"
/** docs/security.md's bound for voiding an orphan after Riverty accepted it. */
const VOID_BOUND_MS = 2 * 60 * 1000

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true })
    const control = () => `${emulator.current.url}/_emulator`

    const emulatorOrder = async (orderNumber: string) => {
      const response = await axios.get(`${control()}/orders/${orderNumber}`, { validateStatus: () => true })
      return response.status === 200 ? (response.data as { status: string }) : undefined
    }
    const voidCalls = async (orderNumber: string) => {
      const { data } = await axios.get(`${control()}/journal?method=POST&path=/api/v3/orders/${orderNumber}/voids`)
      return (data as unknown[]).length
    }
    const sessionRow = async (sessionId: string) => {
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const { rows } = await pg.raw(`SELECT session_deleted_at, orphan_settled_at, outcome, riverty_status FROM riverty_payment_session WHERE session_id = ?`, [sessionId])
      return rows[0] as { session_deleted_at: Date | null; orphan_settled_at: Date | null; outcome: string | null; riverty_status: string | null }
    }

    it("voids the accepted hosted page of a deleted session within the stated bound, once across two processes", async () => {
      const { cartId, sessionId: first, session, redirectUrl } = await pendingHostedCheckout(seeded.checkout, seeded.catalog, SCA)
      expect(session.status).toBe("requires_more")
      expect((await emulatorOrder(first))?.status).toBe("Pending")

      // The shopper starts a new payment session: Medusa deletes the first one, whose page is still open.
      const again = await seeded.checkout.startPayment(cartId, providerId("invoice"), { birth_date: "1985-02-03" })
      const second: string = again.data.payment_collection.payment_sessions[0].id
      expect(second).not.toBe(first)

      // The old page is accepted afterwards; the shopper comes back to a session Medusa no longer has.
      const pressed = await fetch(redirectUrl, { method: "POST", body: new URLSearchParams({ action: "accept" }), redirect: "manual" })
      expect(pressed.status).toBe(303)
      const back = String(pressed.headers.get("location"))
      expect(back.startsWith(`${backend.current}/riverty/return?session_id=${first}`)).toBe(true)
      const returned = await axios.get(back, { maxRedirects: 0, validateStatus: () => true })
      expect(returned.status).toBe(303)
      expect(String(returned.headers.location)).toContain("unknown_session")
      const acceptedAt = Date.now()
      expect((await emulatorOrder(first))?.status).toBe("Accepted")

      // The job as the scheduler runs it, on two "servers" at once, until Riverty holds no accepted
      // order for the session or the bound has passed.
      while (Date.now() - acceptedAt < VOID_BOUND_MS && (await emulatorOrder(first))?.status === "Accepted") {
        await Promise.all([resolveRivertyOrphans(getContainer()), resolveRivertyOrphans(getContainer())])
        if ((await emulatorOrder(first))?.status !== "Accepted") break
        await new Promise((resolve) => setTimeout(resolve, 2000))
      }
      expect((await emulatorOrder(first))?.status).toBe("Cancelled")
      expect(Date.now() - acceptedAt).toBeLessThanOrEqual(VOID_BOUND_MS)
      expect(await voidCalls(first)).toBe(1)
      expect(await sessionRow(first)).toMatchObject({ outcome: "Accepted", riverty_status: "Cancelled" })
      expect((await sessionRow(first)).orphan_settled_at).not.toBeNull()

      // Settled: later runs leave it alone.
      await Promise.all([resolveRivertyOrphans(getContainer()), resolveRivertyOrphans(getContainer())])
      expect(await voidCalls(first)).toBe(1)
      expect((await emulatorOrder(second))?.status).not.toBe("Cancelled")
    })
  },
})
