import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { sdk } from "../../../lib/sdk"
import { RivertyPanel } from "../riverty-panel"
import { orderView, renderWithQuery } from "./fixtures"

jest.mock("../../../lib/sdk", () => ({ sdk: { client: { fetch: jest.fn() } } }))
const fetchMock = sdk.client.fetch as unknown as jest.Mock

beforeEach(() => fetchMock.mockReset())

describe("RivertyPanel", () => {
  it("shows a loading state while the order is fetched", async () => {
    let resolve: (value: unknown) => void = () => undefined
    fetchMock.mockReturnValue(new Promise((r) => (resolve = r)))
    renderWithQuery(<RivertyPanel orderId="order_1" />)
    expect(screen.getByLabelText("Loading Riverty details")).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledWith("/admin/riverty/orders/order_1")
    resolve({ riverty: orderView() })
    await screen.findByText("Order number at Riverty: RVT-payses_1")
  })

  it("shows the server's message and retries on request when loading fails", async () => {
    fetchMock.mockRejectedValueOnce(new Error("Order order_1 was not found"))
    renderWithQuery(<RivertyPanel orderId="order_1" />)
    await screen.findByText(/Riverty details could not be loaded: Order order_1 was not found/)
    fetchMock.mockResolvedValueOnce({ riverty: orderView() })
    fireEvent.click(screen.getByRole("button", { name: "Try again" }))
    await screen.findByText("Order number at Riverty: RVT-payses_1")
    // Twice for the order (the panel's Pending work section asks for its follow-ups on its own).
    expect(fetchMock.mock.calls.filter(([url]) => url === "/admin/riverty/orders/order_1")).toHaveLength(2)
  })

  it("shows the address Riverty corrected at authorize, and nothing when it kept the one sent", async () => {
    fetchMock.mockResolvedValue({
      riverty: orderView({
        corrected_address: { street: "Gütersloher Straße", streetNumber: "123", postalCode: "33415", postalPlace: "Verl", countryCode: "DE" },
      }),
    })
    renderWithQuery(<RivertyPanel orderId="order_1" />)
    await screen.findByText("Order number at Riverty: RVT-payses_1")
    expect(screen.getByText("Address corrected by Riverty")).toBeTruthy()
    expect(screen.getByText("Gütersloher Straße 123, 33415 Verl, DE")).toBeTruthy()
  })

  it("shows the full address a customer lookup found (the order shows it masked)", async () => {
    fetchMock.mockResolvedValue({
      riverty: orderView({
        looked_up_address: {
          address: { first_name: "Sven", last_name: "Svensson", address_1: "Drottninggatan 12", postal_code: "11151", city: "Stockholm", phone: "+46701234567", country_code: "se" },
          kept_until: "2027-02-25T12:00:00.000Z",
        },
      }),
    })
    renderWithQuery(<RivertyPanel orderId="order_1" />)
    await screen.findByText("Order number at Riverty: RVT-payses_1")
    expect(screen.getByText("Billing address from customer lookup")).toBeTruthy()
    expect(screen.getByText("Sven Svensson, Drottninggatan 12, 11151 Stockholm, SE, +46701234567 (kept until 25 Feb 2027)")).toBeTruthy()
  })

  it("says when the looked-up address can no longer be read", async () => {
    fetchMock.mockResolvedValue({ riverty: orderView({ looked_up_address: { address: null, kept_until: "2027-02-25T12:00:00.000Z" } }) })
    renderWithQuery(<RivertyPanel orderId="order_1" />)
    await screen.findByText("Order number at Riverty: RVT-payses_1")
    expect(screen.getByText("can no longer be read (the personal data key changed); kept until 25 Feb 2027")).toBeTruthy()
  })

  it("leaves the corrected address out when there is none", async () => {
    fetchMock.mockResolvedValue({ riverty: orderView() })
    renderWithQuery(<RivertyPanel orderId="order_1" />)
    await screen.findByText("Order number at Riverty: RVT-payses_1")
    expect(screen.queryByText("Address corrected by Riverty")).toBeNull()
    expect(screen.queryByText("Billing address from customer lookup")).toBeNull()
  })

  it("renders nothing for an order paid otherwise", async () => {
    fetchMock.mockResolvedValue({ riverty: null })
    const { container } = renderWithQuery(<RivertyPanel orderId="order_2" />)
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    await waitFor(() => expect(container.querySelector("[data-testid=riverty-panel]")).toBeNull())
  })

  it("shows status, amounts, captures with tracking, documents, return orders and notifications without raw data", async () => {
    fetchMock.mockResolvedValue({ riverty: orderView() })
    const { container } = renderWithQuery(<RivertyPanel orderId="order_1" />)
    await screen.findByText("Order number at Riverty: RVT-payses_1")
    expect(screen.getByText("Accepted")).toBeTruthy()
    expect(screen.getByText("€125.95")).toBeTruthy()
    expect(screen.getByText("€5.95")).toBeTruthy()
    expect(screen.getByText("CN-1001")).toBeTruthy()
    expect(screen.getByRole("link", { name: "DHL · TRK-1" }).getAttribute("href")).toBe("https://track.example/TRK-1")
    expect(screen.getByRole("link", { name: "Open document" }).getAttribute("href")).toBe("https://docs.example/INV-77.pdf")
    expect(screen.getByText("Payment received")).toBeTruthy()
    expect(screen.getByText("Capture 800090001 · invoice INV-77")).toBeTruthy()

    const returns = screen.getByRole("region", { name: "Return orders" })
    const rows = within(returns).getAllByTestId("return-order-row")
    expect(within(rows[0]).getByText("Failed")).toBeTruthy()
    expect(within(rows[0]).getByText(/bankDetails are required/)).toBeTruthy()
    expect(within(rows[1]).getByText("Refunded")).toBeTruthy()
    expect(within(rows[1]).getByText(/€40\.00 paid back/)).toBeTruthy()

    const timeline = screen.getByRole("region", { name: "Notifications" })
    expect(within(timeline).getByText("Invoice created")).toBeTruthy()
    expect(within(timeline).getByText("Gave up: database down")).toBeTruthy()
    expect(container.textContent).not.toMatch(/[{}]|"\w+":/)
  })

  it("tells the merchant about an order edit Riverty declined, and not about one it took", async () => {
    const declined = "Riverty declined the increase to €89.42; the original authorization of €41.82 stays valid."
    fetchMock.mockResolvedValue({
      riverty: orderView({
        order_updates: [
          { id: "rvfup_2", status: "dead", needs_merchant: true, message: declined, created_at: "2026-11-23T12:00:00Z", completed_at: null },
          { id: "rvfup_1", status: "done", needs_merchant: false, message: "updated at Riverty: 41.82 → 36.87 EUR", created_at: "2026-11-22T12:00:00Z", completed_at: "2026-11-22T12:00:01Z" },
        ],
      }),
    })
    renderWithQuery(<RivertyPanel orderId="order_1" />)
    await screen.findByText(declined)
    expect(screen.getAllByTestId("order-update-notice")).toHaveLength(1)
    expect(screen.queryByText(/updated at Riverty/)).toBeNull()
  })

  it("shows empty states and a warning when Riverty could not be asked", async () => {
    fetchMock.mockResolvedValue({
      riverty: orderView({ captures: [], ledger: [], timeline: [], return_orders: [], returnable_lines: [], riverty_error: "Riverty could not be reached for the order lookup: timeout" }),
    })
    renderWithQuery(<RivertyPanel orderId="order_1" />)
    await screen.findByText("Nothing has been captured yet.")
    expect(screen.getByText(/Riverty could not be reached, so amounts and captures may be missing/)).toBeTruthy()
    expect(screen.getByText("Riverty has not reported any invoice or payment yet.")).toBeTruthy()
    expect(screen.getByText(/No return orders yet. Lines can be returned once they are captured/)).toBeTruthy()
    expect(screen.getByText("No notifications from Riverty yet.")).toBeTruthy()
    expect((screen.getByRole("button", { name: "Create return order" }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("shows a requested return order with Riverty's request id", async () => {
    const base = orderView()
    fetchMock.mockResolvedValue({
      riverty: orderView({ return_orders: [{ ...base.return_orders[0], status: "requested", errors: null, internal_request_id: "4f1c-req" }] }),
    })
    renderWithQuery(<RivertyPanel orderId="order_1" />)
    await screen.findByText("Requested")
    expect(screen.getByText("Waiting for Riverty · request 4f1c-req")).toBeTruthy()
  })
})
