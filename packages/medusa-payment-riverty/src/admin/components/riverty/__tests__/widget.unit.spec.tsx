import type { AdminOrder } from "@medusajs/framework/types"
import { render, screen } from "@testing-library/react"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { sdk } from "../../../lib/sdk"
import { mayBeRivertyOrder } from "../../../lib/riverty-order"
import RivertyOrderWidget, { config } from "../../../widgets/riverty-order-panel"
import { orderView } from "./fixtures"

jest.mock("../../../lib/sdk", () => ({ sdk: { client: { fetch: jest.fn() } } }))
jest.mock("@medusajs/admin-sdk", () => ({ defineWidgetConfig: (c: unknown) => c }))
const fetchMock = sdk.client.fetch as unknown as jest.Mock

const orderPaidWith = (providerId: string) =>
  ({ id: "order_1", payment_collections: [{ payments: [{ provider_id: providerId }], payment_sessions: [] }] }) as unknown as AdminOrder

describe("Riverty order widget", () => {
  it("sits in the order details zone", () => {
    expect(config).toEqual({ zone: "order.details" })
  })

  it("asks the API only for orders that may be paid with Riverty", () => {
    expect(mayBeRivertyOrder(orderPaidWith("pp_riverty-invoice_riverty"))).toBe(true)
    expect(mayBeRivertyOrder(orderPaidWith("pp_system_default"))).toBe(false)
    expect(mayBeRivertyOrder({ id: "order_3" } as AdminOrder)).toBe(true)
  })

  it("renders the panel for a Riverty order and nothing for another", async () => {
    fetchMock.mockResolvedValue({ riverty: orderView() })
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const { container, rerender } = render(
      <QueryClientProvider client={client}>
        <RivertyOrderWidget data={orderPaidWith("pp_riverty-invoice_riverty")} />
      </QueryClientProvider>,
    )
    await screen.findByText("Order number at Riverty: RVT-payses_1")
    rerender(
      <QueryClientProvider client={client}>
        <RivertyOrderWidget data={orderPaidWith("pp_stripe_stripe")} />
      </QueryClientProvider>,
    )
    expect(container.innerHTML).toBe("")
    // The panel's own sections (pending work, the claim) read their parts; the order is asked once.
    expect(fetchMock.mock.calls.filter(([url]) => !/\/(follow-ups|claim)(\?|$)/.test(String(url)))).toHaveLength(1)
  })
})
