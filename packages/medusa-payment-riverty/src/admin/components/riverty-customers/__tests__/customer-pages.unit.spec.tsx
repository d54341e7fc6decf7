import "./text-encoding"
import { fireEvent, screen, waitFor } from "@testing-library/react"
import { MemoryRouter } from "react-router-dom"
import { sdk } from "../../../lib/sdk"
import RivertyCustomerAccountPage from "../../../routes/settings/riverty/customer-account/page"
import RivertyCustomersPage from "../../../routes/settings/riverty/customers/page"
import { renderWithQuery } from "../../riverty/__tests__/fixtures"
import { CustomerRivertyPanel } from "../customer-riverty-panel"

jest.mock("../../../lib/sdk", () => ({ sdk: { client: { fetch: jest.fn() } } }))
const fetchMock = sdk.client.fetch as unknown as jest.Mock

beforeEach(() => fetchMock.mockReset())

describe("the customer widget", () => {
  it("shows the linked Riverty record and the customer's Riverty orders", async () => {
    fetchMock.mockResolvedValue({
      customer_id: "cus_1",
      customer_number: "C-0001",
      riverty_customer: { customerNumber: "C-0001", email: "astrid@example.com", person: { firstName: "Astrid", lastName: "Svensson" } },
      orders: [
        { order_id: "order_1", display_id: 7, created_at: "2026-11-21T10:00:00Z", provider_id: "pp_riverty-invoice_riverty", order_number: "RVT-1", customer_number: "C-0001", method: "invoice", country: "DE", amount: 80, currency_code: "eur", canceled: false },
      ],
    })
    renderWithQuery(
      <MemoryRouter>
        <CustomerRivertyPanel customerId="cus_1" />
      </MemoryRouter>,
    )
    expect(await screen.findByText("customer C-0001")).toBeTruthy()
    expect(screen.getByText("astrid@example.com")).toBeTruthy()
    expect(screen.getByText("#7").getAttribute("href")).toBe("/orders/order_1")
    expect(screen.getByText("€80.00")).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledWith("/admin/riverty/customers/by-medusa/cus_1")
  })
})

describe("the customers page", () => {
  it("searches with column, sort, order and page size, and shows a refusal under the field it names", async () => {
    fetchMock.mockRejectedValueOnce(new Error("Invalid request: search_column: Invalid option: expected one of customerNumber|name"))
    renderWithQuery(<MemoryRouter><RivertyCustomersPage /></MemoryRouter>)
    fireEvent.change(screen.getByLabelText("Search for"), { target: { value: "svensson" } })
    fireEvent.change(screen.getByLabelText("In column"), { target: { value: "name" } })
    fireEvent.change(screen.getByLabelText("Order"), { target: { value: "asc" } })
    fireEvent.click(screen.getByRole("button", { name: "Search" }))
    const error = await screen.findByText("Invalid option: expected one of customerNumber|name")
    expect(error.parentElement?.querySelector("#search-column")).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledWith("/admin/riverty/customers?search_value=svensson&search_column=name&sort=customerNumber&order=asc&page=1&per_page=20")
  })

  it("looks a customer up by identification number in the body, not the URL", async () => {
    fetchMock.mockResolvedValue({ customer: { customerNumber: "C-0042" } })
    renderWithQuery(<MemoryRouter><RivertyCustomersPage /></MemoryRouter>)
    fireEvent.change(screen.getByLabelText("Identification number"), { target: { value: "850315-4562" } })
    fireEvent.click(screen.getByRole("button", { name: "Look up" }))
    expect(await screen.findByText("C-0042")).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledWith("/admin/riverty/customers/lookup", { method: "POST", body: { identification_number: "850315-4562" } })
  })
})

describe("the customer account page", () => {
  it("places Riverty's refusal of a credit application under the field Riverty names", async () => {
    fetchMock.mockRejectedValue(new Error("Riverty refused the credit application: Account limit too high (field accountLimit) [400.005]"))
    renderWithQuery(<MemoryRouter><RivertyCustomerAccountPage /></MemoryRouter>)
    fireEvent.change(screen.getByLabelText("Account limit"), { target: { value: "999999" } })
    fireEvent.click(screen.getByRole("button", { name: "Apply" }))
    const error = await screen.findByText("Riverty refused the credit application: Account limit too high [400.005]")
    expect(error.parentElement?.querySelector("#accountLimit")).toBeTruthy()
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith("/admin/riverty/customer-account/credit-applications", {
        method: "POST",
        headers: { "Idempotency-Key": expect.any(String) },
        body: { accountLimit: 999999, countryCode: "NO", conversationLanguage: "NO", customer: { category: "Person", currency: "NOK" } },
      }),
    )
  })
})
