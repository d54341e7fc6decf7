import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { sdk } from "../../../lib/sdk"
import { CaptureDrawer } from "../capture-drawer"
import { RivertyPanel } from "../riverty-panel"
import { ShippingDetailsDrawer } from "../shipping-details-drawer"
import { orderView, renderWithQuery } from "./fixtures"

/** The key the server requires on every admin write. */
const KEY = /^[A-Za-z0-9_-]{8,64}$/

jest.mock("../../../lib/sdk", () => ({ sdk: { client: { fetch: jest.fn() } } }))
const fetchMock = sdk.client.fetch as unknown as jest.Mock

beforeEach(() => fetchMock.mockReset())

describe("CaptureDrawer", () => {
  it("captures the chosen quantities with carrier and tracking", async () => {
    fetchMock.mockResolvedValue({ capture: { capture_number: "800090002", amount: 5.95 } })
    const onOpenChange = jest.fn()
    renderWithQuery(<CaptureDrawer view={orderView()} open onOpenChange={onOpenChange} />)
    // Only lines with something left are offered, prefilled with what is left.
    expect(screen.queryByLabelText(/Rain Jacket/)).toBeNull()
    expect((screen.getByLabelText(/Shipping/) as HTMLInputElement).value).toBe("1")
    fireEvent.change(screen.getByLabelText("Carrier"), { target: { value: "DHL" } })
    fireEvent.change(screen.getByLabelText("Tracking number"), { target: { value: "JJD1" } })
    fireEvent.click(screen.getByRole("button", { name: "Capture" }))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(fetchMock).toHaveBeenCalledWith("/admin/riverty/orders/order_1/captures", {
      method: "POST",
      headers: { "Idempotency-Key": expect.stringMatching(KEY) },
      body: { items: [{ line_number: 2, quantity: 1 }], shipping: { company: "DHL", tracking_id: "JJD1" } },
    })
  })

  it("needs both carrier and tracking number, or neither", () => {
    renderWithQuery(<CaptureDrawer view={orderView()} open onOpenChange={jest.fn()} />)
    fireEvent.change(screen.getByLabelText("Carrier"), { target: { value: "DHL" } })
    fireEvent.click(screen.getByRole("button", { name: "Capture" }))
    expect(screen.getByText("Give both the carrier and the tracking number, or neither")).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe("ShippingDetailsDrawer", () => {
  it("corrects existing shipping details with PATCH", async () => {
    fetchMock.mockResolvedValue({ shipping_details: { shipping_number: 1 } })
    const view = orderView()
    const onClose = jest.fn()
    renderWithQuery(<ShippingDetailsDrawer orderId="order_1" capture={view.captures[0]} details={view.captures[0].shipping_details[0]} onClose={onClose} />)
    expect((screen.getByLabelText("Carrier") as HTMLInputElement).value).toBe("DHL")
    fireEvent.change(screen.getByLabelText("Tracking number"), { target: { value: "TRK-2" } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(fetchMock).toHaveBeenCalledWith("/admin/riverty/orders/order_1/captures/800090001/shipping-details/1", {
      method: "PATCH",
      headers: { "Idempotency-Key": expect.stringMatching(KEY) },
      body: { type: "Shipment", company: "DHL", tracking_id: "TRK-2", tracking_url: "https://track.example/TRK-1" },
    })
  })
})

describe("panel actions", () => {
  it("voids the remainder only after the merchant confirms", async () => {
    fetchMock.mockImplementation(async (_path: string, init?: { method?: string }) =>
      init?.method === "POST" ? { void: { voided_amount: 5.95 } } : { riverty: orderView() },
    )
    renderWithQuery(<RivertyPanel orderId="order_1" />)
    fireEvent.click(await screen.findByRole("button", { name: "Void remainder" }))
    const dialog = await screen.findByRole("alertdialog")
    expect(within(dialog).getByText(/€5\.95 will no longer be available/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: "Void" }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/admin/riverty/orders/order_1/voids", { method: "POST", body: {}, headers: { "Idempotency-Key": expect.stringMatching(KEY) } }))
  })

  it("sends nothing when the merchant cancels the void", async () => {
    fetchMock.mockResolvedValue({ riverty: orderView() })
    renderWithQuery(<RivertyPanel orderId="order_1" />)
    fireEvent.click(await screen.findByRole("button", { name: "Void remainder" }))
    const dialog = await screen.findByRole("alertdialog")
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0)
  })
})
