import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createHmac, randomUUID } from "node:crypto"
import { EMULATOR_NOTIFY_SECRET, useEmulator } from "../fixtures/emulator"
import { envelope, postNotification, rivertyModule } from "../fixtures/notifications"

// During a secret rotation Riverty signs with the old and the new secret, one
// `v1` each. The intake accepts a notification when any of them matches, first or last, and
// refuses it (401, nothing stored) when none does. Digests are computed here with node:crypto.
jest.setTimeout(180 * 1000)

useEmulator()

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const reminder = () =>
      JSON.stringify(
        envelope("accounting/reminderSent", {
          businessCode: "SHOP-1",
          customerNumber: "C-1",
          invoiceReference: "INV-1",
          orderReference: `order-${randomUUID()}`,
          reminderLevel: 1,
          transactionId: randomUUID(),
        })
      )
    const t = () => Math.floor(Date.now() / 1000)
    const v1 = (timestamp: number, body: string, secret: string) => createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")
    const retired = "a-retired-notification-secret-32-chars!!"
    const stored = async (id: string) => (await rivertyModule(getContainer()).listRivertyNotifications({ notification_id: id })).length

    it("accepts a notification whose matching v1 value comes first, and one whose matching value comes last", async () => {
      for (const order of ["first", "last"] as const) {
        const body = reminder()
        const timestamp = t()
        const good = v1(timestamp, body, EMULATOR_NOTIFY_SECRET)
        const old = v1(timestamp, body, retired)
        const header = order === "first" ? `t=${timestamp},v1=${good},v1=${old}` : `t=${timestamp},v1=${old},v1=${good}`
        const response = await postNotification(api, body, EMULATOR_NOTIFY_SECRET, { header })
        expect([order, response.status]).toEqual([order, 200])
        expect([order, await stored(JSON.parse(body).id)]).toEqual([order, 1])
      }
    })

    it("refuses with 401 and stores nothing when no v1 value matches", async () => {
      const body = reminder()
      const timestamp = t()
      const header = `t=${timestamp},v1=${v1(timestamp, body, retired)},v1=${v1(timestamp, body, "another-wrong-secret-of-32-characters!")}`
      const response = await postNotification(api, body, EMULATOR_NOTIFY_SECRET, { header })
      expect(response.status).toBe(401)
      expect(await stored(JSON.parse(body).id)).toBe(0)
    })
  },
})
