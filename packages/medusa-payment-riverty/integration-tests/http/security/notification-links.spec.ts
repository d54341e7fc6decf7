import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import axios from "axios"
import { randomUUID } from "node:crypto"
import { useEmulator } from "../fixtures/emulator"
import { adminHeaders, rivertyModule, waitFor } from "../fixtures/notifications"

jest.setTimeout(240 * 1000)

const emulator = useEmulator()

// Finding 11 (second half): document links arrive from Riverty in notifications and end up as
// links in the admin panel; only absolute http(s) URLs may be stored (and rendered).
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const control = () => `${emulator.current.url}/_emulator`

    beforeAll(async () => {
      const admin = await adminHeaders(api, getContainer())
      await api.post("/admin/riverty/notifications/callbacks", { url: `${api.defaults.baseURL}/riverty/notifications` }, admin)
    })

    it("stores an invoice's and a document's javascript:/data: links as no link, and keeps https links", async () => {
      const orderNumber = `payses_${randomUUID().replace(/-/g, "")}`
      const base = { businessCode: "SHOP-1", companyCode: "1000", currency: "EUR", customerNumber: "C-1", orderReference: orderNumber }
      const send = async (type: string, content: Record<string, unknown>) => {
        const { data } = await axios.post(`${control()}/events/raw`, { type, ...content })
        return data.id as string
      }
      const invoice = await send("accounting/invoiceCreated", {
        parameters: {
          ...base,
          transactionId: randomUUID(),
          invoiceReference: "INV-JS",
          invoiceDocumentUrl: "javascript:alert(document.cookie)",
          items: [{ description: "Shirt", grossUnitPrice: 10, quantity: 1, vatAmount: 1.6, vatPercent: 19 }],
        },
      })
      const documents = await send("accounting/documentCreated", {
        parameters: { businessCode: "SHOP-1", transactionId: randomUUID(), documents: [
          { documentInformation: [{ customerNumber: "C-1", invoiceReference: "INV-JS", orderReference: orderNumber }], documentType: "INVOICE", urlKey: "data:text/html,<script>alert(1)</script>" },
          { documentInformation: [{ customerNumber: "C-1", invoiceReference: "INV-JS", orderReference: orderNumber, dunningLevel: 1 }], documentType: "DUNNING", urlKey: "https://example.test/dunning.pdf" },
        ] },
      })

      const service = rivertyModule(getContainer())
      await waitFor(async () => (await service.listRivertyNotifications({ notification_id: [invoice, documents], status: "processed" })).length === 2)

      const [invoiceEntry] = await service.listRivertyLedgerEntries({ notification_id: invoice })
      expect(invoiceEntry).toMatchObject({ invoice_reference: "INV-JS", document_url: null })
      const documentEntries = await service.listRivertyLedgerEntries({ notification_id: documents })
      expect(documentEntries.map((e) => e.document_url).sort()).toEqual(["https://example.test/dunning.pdf", null])
      for (const entry of [invoiceEntry, ...documentEntries]) {
        expect(JSON.stringify(entry)).not.toMatch(/javascript:|data:text/)
      }
    })
  },
})
