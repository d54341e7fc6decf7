import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query"
import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import { sdk } from "../../../lib/sdk"
import { medusaOrderKeys } from "../../../lib/order-refresh"
import { ClaimSection } from "../claim-section"
import { ReconcileSection } from "../reconcile-section"
import { renderWithQuery } from "./fixtures"

jest.mock("../../../lib/sdk", () => ({ sdk: { client: { fetch: jest.fn() } } }))
const fetchMock = sdk.client.fetch as unknown as jest.Mock

beforeEach(() => fetchMock.mockReset())

const amounts = (authorized: number, captured: number) => ({ authorized, captured, refunded: 0, voided: 0 })

describe("Reconcile now", () => {
  it("says in words on which amounts Medusa and Riverty differ", async () => {
    fetchMock.mockResolvedValue({
      in_sync: false,
      currency: "eur",
      medusa: amounts(100, 40),
      riverty: amounts(100, 60),
      differences: [{ amount: "captured", medusa: 40, riverty: 60, message: "Riverty captured €60.00, Medusa recorded €40.00" }],
    })
    renderWithQuery(<ReconcileSection orderId="order_1" />)
    fireEvent.click(screen.getByRole("button", { name: "Reconcile now" }))
    const result = await screen.findByTestId("reconcile-result")
    expect(result.textContent).toContain("Medusa and Riverty differ on one amount")
    expect(result.textContent).toContain("Captured: Medusa €40.00, Riverty €60.00")
    expect(fetchMock).toHaveBeenCalledWith("/admin/riverty/orders/order_1/reconcile", { method: "POST", body: {} })
  })

  it("says that they agree, with the amounts", async () => {
    fetchMock.mockResolvedValue({ in_sync: true, currency: "eur", medusa: amounts(100, 40), riverty: amounts(100, 40), differences: [] })
    renderWithQuery(<ReconcileSection orderId="order_1" />)
    fireEvent.click(screen.getByRole("button", { name: "Reconcile now" }))
    expect((await screen.findByTestId("reconcile-result")).textContent).toBe(
      "Medusa and Riverty agree: authorized €100.00, captured €40.00, refunded €0.00, voided €0.00.",
    )
  })

  it("makes Medusa's own order queries (detail, preview behind Total pending) load again", async () => {
    fetchMock.mockResolvedValue({ in_sync: true, currency: "eur", medusa: amounts(1, 1), riverty: amounts(1, 1), differences: [] })
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
    const loads = { detail: 0, preview: 0, other: 0 }
    // The dashboard's keys as `hooks/api/orders.tsx` builds them: detail with its query, preview nesting the detail key.
    const detailKey = ["orders", "detail", "order_1", { query: { fields: "*items" } }]
    const previewKey = [["orders", "detail", "order_1"], "preview"]
    const otherKey = ["orders", "detail", "order_2"]
    function Dashboard() {
      useQuery({ queryKey: detailKey, queryFn: () => ++loads.detail })
      useQuery({ queryKey: previewKey, queryFn: () => ++loads.preview })
      useQuery({ queryKey: otherKey, queryFn: () => ++loads.other })
      return <ReconcileSection orderId="order_1" />
    }
    render(
      <QueryClientProvider client={client}>
        <Dashboard />
      </QueryClientProvider>,
    )
    await waitFor(() => expect(loads).toEqual({ detail: 1, preview: 1, other: 1 }))
    fireEvent.click(screen.getByRole("button", { name: "Reconcile now" }))
    await screen.findByTestId("reconcile-result")
    await waitFor(() => expect(loads).toEqual({ detail: 2, preview: 2, other: 1 }))
    expect(medusaOrderKeys("order_1")).toContainEqual(previewKey)
  })

  it("shows why it could not reconcile", async () => {
    fetchMock.mockRejectedValue(new Error("Riverty could not be reached for the order: timeout"))
    renderWithQuery(<ReconcileSection orderId="order_1" />)
    fireEvent.click(screen.getByRole("button", { name: "Reconcile now" }))
    expect(await screen.findByText(/Could not reconcile: Riverty could not be reached for the order: timeout/)).toBeTruthy()
  })
})

describe("The order's claim", () => {
  it("shows Riverty's refusal of a claim number under the claim number field", async () => {
    fetchMock.mockImplementation((url: string, init?: { method?: string }) => {
      if (init?.method === "POST") {
        return Promise.reject(
          new Error("Riverty refused the claim link: none of the claim's invoices is an invoice of this order (field claim_number)"),
        )
      }
      return Promise.resolve({ order_id: "order_1", claim: null })
    })
    renderWithQuery(<ClaimSection orderId="order_1" />)
    fireEvent.change(await screen.findByLabelText("Claim number"), { target: { value: "CLM-9" } })
    fireEvent.click(screen.getByRole("button", { name: "Link claim" }))
    const error = await screen.findByRole("alert")
    expect(error.textContent).toBe("Riverty refused the claim link: none of the claim's invoices is an invoice of this order")
    // Under its field: the alert is inside the field's block, next to the input.
    expect(error.parentElement?.querySelector("#claim-number")).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledWith("/admin/riverty/orders/order_1/claim", { method: "POST", body: { claim_number: "CLM-9" } })
  })

  it("shows a validation error of the server under the field it names", async () => {
    fetchMock.mockImplementation((_url: string, init?: { method?: string }) =>
      init?.method === "POST"
        ? Promise.reject(new Error("Invalid request: claim_number: Too big: expected string to have <=40 characters"))
        : Promise.resolve({ order_id: "order_1", claim: null }),
    )
    renderWithQuery(<ClaimSection orderId="order_1" />)
    fireEvent.change(await screen.findByLabelText("Claim number"), { target: { value: "C".repeat(41) } })
    fireEvent.click(screen.getByRole("button", { name: "Link claim" }))
    expect((await screen.findByRole("alert")).textContent).toBe("Too big: expected string to have <=40 characters")
  })

  it("lists the linked claim's invoices with interest and dunning data", async () => {
    fetchMock.mockResolvedValue({
      order_id: "order_1",
      claim: {
        claim_number: "CLM-1",
        view: "client",
        invoices: [
          {
            invoiceNumber: "INV-77",
            currency: "EUR",
            originalAmount: 120,
            remainingAmount: 80,
            dueDate: "2026-12-05",
            dunningDate: "2026-12-20",
            interestCalculation: { type: "FIXED", rate: 5 },
            costs: { dunning: 5 },
          },
        ],
        pagination: { totalItems: 11, pageSize: 10, currentPage: 1, totalPages: 2 },
      },
    })
    renderWithQuery(<ClaimSection orderId="order_1" />)
    expect(await screen.findByText("Debt collection claim CLM-1")).toBeTruthy()
    expect(screen.getByText("FIXED, 5%")).toBeTruthy()
    expect(screen.getByText("dunning €5.00")).toBeTruthy()
    expect(screen.getByText(/Page 1 of 2/)).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Next" }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/admin/riverty/orders/order_1/claim?page=2&view=client"))
  })
})
