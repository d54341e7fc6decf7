import { fireEvent, screen, waitFor } from "@testing-library/react"
import { sdk } from "../../../lib/sdk"
import { ReturnOrderDrawer } from "../return-order-drawer"
import { validateReturnForm, initialReturnForm } from "../return-order-form"
import { orderView, renderWithQuery } from "./fixtures"

/** The key the server requires on every admin write. */
const KEY = /^[A-Za-z0-9_-]{8,64}$/

jest.mock("../../../lib/sdk", () => ({ sdk: { client: { fetch: jest.fn() } } }))
const fetchMock = sdk.client.fetch as unknown as jest.Mock

beforeEach(() => fetchMock.mockReset())

const open = (onOpenChange = jest.fn()) => {
  renderWithQuery(<ReturnOrderDrawer view={orderView()} open onOpenChange={onOpenChange} />)
  return onOpenChange
}
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe("ReturnOrderDrawer", () => {
  it("offers the invoiced lines with what is left, today's date and both reasons", () => {
    open()
    expect(screen.getByText("Invoiced 3, returned 1; up to 2")).toBeTruthy()
    expect((screen.getByLabelText("Return date") as HTMLInputElement).value).toBe(new Date().toISOString().slice(0, 10))
    const reasons = Array.from((screen.getByLabelText("Reason") as HTMLSelectElement).options).map((o) => o.value)
    expect(reasons).toEqual(["CUSTOMER_RETURN", "CARRIER_RETURN"])
  })

  it("refuses a quantity above what can be returned without calling the API", () => {
    open()
    type(/Rain Jacket/, "3")
    fireEvent.click(screen.getByRole("button", { name: "Send return order" }))
    expect(screen.getByText("At most 2 can be returned")).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("checks the IBAN when the refund goes by bank transfer", () => {
    open()
    type(/Rain Jacket/, "1")
    fireEvent.click(screen.getByLabelText("Refund by bank transfer"))
    type("Account owner", "Erika Mustermann")
    type("IBAN", "DE89 3704 0044 0532 0130 01")
    fireEvent.click(screen.getByRole("button", { name: "Send return order" }))
    expect(screen.getByText("This IBAN is not valid")).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("sends the lines, reason, date, reference, discount and bank details, then closes", async () => {
    fetchMock.mockResolvedValue({ return_order: { id: "rvret_9", status: "requested" } })
    const onOpenChange = open()
    type(/Rain Jacket/, "2")
    type("Reason", "CARRIER_RETURN")
    type("Return date", "2026-11-20")
    type("Return reference", "RET-42")
    type("Discount line", "3")
    type("Amount", "5,50")
    fireEvent.click(screen.getByLabelText("Refund by bank transfer"))
    type("Account owner", "Erika Mustermann")
    type("IBAN", "DE89 3704 0044 0532 0130 00")
    type("BIC", "cobadeffxxx")
    fireEvent.click(screen.getByRole("button", { name: "Send return order" }))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(fetchMock).toHaveBeenCalledWith("/admin/riverty/orders/order_1/return-orders", {
      method: "POST",
      headers: { "Idempotency-Key": expect.stringMatching(KEY) },
      body: {
        items: [{ line_number: 1, quantity: 2 }],
        return_reason: "CARRIER_RETURN",
        return_date: "2026-11-20",
        return_reference: "RET-42",
        discount: { line_number: 3, amount: 5.5 },
        bank_details: { account_owner: "Erika Mustermann", iban: "DE89370400440532013000", bic: "COBADEFFXXX" },
      },
    })
  })

  it("shows the server's refusal in the form and stays open", async () => {
    fetchMock.mockRejectedValue(new Error("items[0].quantity: line 1 (Rain Jacket) was invoiced 3 time(s) and 3 returned; at most 0 can be returned, not 1"))
    const onOpenChange = open()
    type(/Rain Jacket/, "1")
    fireEvent.click(screen.getByRole("button", { name: "Send return order" }))
    await screen.findByText(/at most 0 can be returned, not 1/)
    expect(onOpenChange).not.toHaveBeenCalledWith(false)
  })
})

describe("validateReturnForm", () => {
  const lines = orderView().returnable_lines

  it("needs a line and caps the discount at what still applies", () => {
    const empty = validateReturnForm(initialReturnForm("2026-11-21"), lines)
    expect(empty).toEqual({ ok: false, errors: { items: "Choose at least one line to return" } })
    const discount = validateReturnForm({ ...initialReturnForm("2026-11-21"), quantities: { 1: "1" }, discountLine: "3", discountAmount: "10.01" }, lines)
    expect(discount).toEqual({ ok: false, errors: { discountAmount: "At most 10 of this discount still applies" } })
  })

  it("leaves optional parts out of the body", () => {
    const result = validateReturnForm({ ...initialReturnForm("2026-11-21"), quantities: { 1: "2" } }, lines)
    expect(result).toEqual({ ok: true, body: { items: [{ line_number: 1, quantity: 2 }], return_reason: "CUSTOMER_RETURN", return_date: "2026-11-21" } })
  })
})
