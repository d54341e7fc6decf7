import "./polyfills"
import { fireEvent, screen, waitFor } from "@testing-library/react"
import { sdk } from "../../../lib/sdk"
import { PartnerInvoiceForm } from "../partner-invoice"
import { renderPage } from "./render"

jest.mock("../../../lib/sdk", () => ({ sdk: { client: { fetch: jest.fn() } } }))
const fetchMock = sdk.client.fetch as unknown as jest.Mock

beforeEach(() => fetchMock.mockReset())

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const errorAt = (label: string) => screen.getByLabelText(label).closest(".gap-y-1")!.querySelector('[role="alert"]')?.textContent ?? null

function fillTwoLines(secondAmount: string) {
  type("Partner subscription id", "PSUB-2001")
  type("Period id", "2026-11")
  type("Line 1 Product id", "EBIKE-LEASE")
  type("Line 1 Gross amount", "59")
  type("Line 1 VAT %", "21")
  fireEvent.click(screen.getByRole("button", { name: "Add line" }))
  type("Line 2 Description", "Theft insurance")
  type("Line 2 Gross amount", secondAmount)
}

describe("PartnerInvoiceForm", () => {
  it("sends the lines with amounts as numbers (a decimal comma too) and an Idempotency-Key", async () => {
    fetchMock.mockResolvedValue({ invoice: { invoice_number: "PINV-1" } })
    renderPage(<PartnerInvoiceForm />)
    fillTwoLines("6,05")
    fireEvent.click(screen.getByRole("button", { name: "Create invoice" }))
    await screen.findByText("Invoice PINV-1 created.")
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe("/admin/riverty/subscriptions/PSUB-2001/invoices")
    expect(init.headers["Idempotency-Key"]).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(JSON.parse(JSON.stringify(init.body))).toEqual({
      invoice: {
        periodId: "2026-11",
        invoiceLines: [
          { productId: "EBIKE-LEASE", grossAmount: 59, vatPercentage: 21, unit: { quantity: 1 } },
          { description: "Theft insurance", grossAmount: 6.05, unit: { quantity: 1 } },
        ],
      },
    })
  })

  it("shows the server's refusal of a line's field next to that line's input", async () => {
    fetchMock.mockRejectedValue(new Error("Invalid request: invoice.invoiceLines[1].grossAmount: Invalid input: expected number, received string"))
    renderPage(<PartnerInvoiceForm />)
    fillTwoLines("six")
    fireEvent.click(screen.getByRole("button", { name: "Create invoice" }))
    await waitFor(() => expect(errorAt("Line 2 Gross amount")).toBe("Invalid input: expected number, received string"))
    expect(errorAt("Line 1 Gross amount")).toBeNull()
    expect(fetchMock.mock.calls[0][1].body.invoice.invoiceLines[1].grossAmount).toBe("six")
  })

  it("shows a refusal of the lines as a whole", async () => {
    fetchMock.mockRejectedValue(new Error("Invalid request: invoice.invoiceLines: at least one invoice line is required"))
    renderPage(<PartnerInvoiceForm />)
    type("Partner subscription id", "PSUB-2001")
    fireEvent.click(screen.getByRole("button", { name: "Create invoice" }))
    expect((await screen.findByRole("alert")).textContent).toBe("Lines: at least one invoice line is required")
  })
})
