import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { sdk } from "../../../lib/sdk"
import type { FollowUpView as FollowUp } from "../../../../api/admin/riverty/views"
import { PendingWorkSection } from "../pending-work-section"
import { RivertyPanel } from "../riverty-panel"
import { orderView, renderWithQuery } from "./fixtures"

const KEY = /^[A-Za-z0-9_-]{8,64}$/

jest.mock("../../../lib/sdk", () => ({ sdk: { client: { fetch: jest.fn() } } }))
const fetchMock = sdk.client.fetch as unknown as jest.Mock

function followUp(over: Partial<FollowUp> = {}): FollowUp {
  return {
    id: "rvfup_1",
    kind: "capture_shipment",
    status: "pending",
    attempts: 3,
    next_attempt_at: "2026-11-23T10:15:00Z",
    last_error: "POST /api/v3/orders/{orderNumber}/captures answered 503",
    outcome: null,
    fulfillment_id: "ful_1",
    return_id: null,
    created_at: "2026-11-23T10:00:00Z",
    updated_at: "2026-11-23T10:10:00Z",
    completed_at: null,
    ...over,
  }
}

/** Answers the panel's two reads (the order and its follow-ups) and the retry by URL. */
function routeFetch(followUps: FollowUp[], retried?: FollowUp) {
  fetchMock.mockImplementation(async (url: string) => {
    if (url.endsWith("/follow-ups")) return { follow_ups: followUps }
    if (url.endsWith("/retry")) return { follow_up: retried }
    return { riverty: orderView() }
  })
}

beforeEach(() => fetchMock.mockReset())

describe("Pending work", () => {
  it("lists each follow-up with kind, status, attempts, next attempt and last error", async () => {
    routeFetch([
      followUp(),
      followUp({ id: "rvfup_2", kind: "void_remainder", status: "done", attempts: 1, next_attempt_at: null, last_error: null, outcome: "voided 1 payment(s)", fulfillment_id: null }),
    ])
    renderWithQuery(<RivertyPanel orderId="order_1" />)
    const section = await screen.findByRole("region", { name: "Pending work" })
    const rows = await within(section).findAllByTestId("follow-up-row")
    expect(rows).toHaveLength(2)
    expect(within(rows[0]).getByText("Capture on shipment")).toBeTruthy()
    expect(within(rows[0]).getByText("Fulfillment ful_1")).toBeTruthy()
    expect(within(rows[0]).getByText("Waiting to retry")).toBeTruthy()
    expect(within(rows[0]).getByText("3")).toBeTruthy()
    expect(within(rows[0]).getByText(/23 Nov 2026/)).toBeTruthy()
    expect(within(rows[0]).getByText(/answered 503/)).toBeTruthy()
    expect(within(rows[1]).getByText("Void after cancellation")).toBeTruthy()
    expect(within(rows[1]).getByText("Done")).toBeTruthy()
    expect(within(rows[1]).getByText("voided 1 payment(s)")).toBeTruthy()
    // Only work the plugin gave up on can be retried by hand.
    expect(within(section).queryByRole("button", { name: "Retry" })).toBeNull()
    expect(fetchMock).toHaveBeenCalledWith("/admin/riverty/orders/order_1/follow-ups")
  })

  it("retries a dead follow-up with an Idempotency-Key and shows the new state", async () => {
    const dead = followUp({ status: "dead", attempts: 1, next_attempt_at: null, last_error: "answered 400: Capture not possible right now (400.117)" })
    routeFetch([dead], { ...dead, status: "done", attempts: 2, outcome: "captured or already captured" })
    renderWithQuery(<PendingWorkSection orderId="order_1" />)
    expect(await screen.findByText("Gave up")).toBeTruthy()
    expect(screen.getByText(/400\.117/)).toBeTruthy()
    routeFetch([{ ...dead, status: "done", attempts: 2, last_error: dead.last_error, outcome: "captured or already captured" }], {
      ...dead,
      status: "done",
      attempts: 2,
    })
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith("/admin/riverty/orders/order_1/follow-ups/rvfup_1/retry", {
        method: "POST",
        body: {},
        headers: { "Idempotency-Key": expect.stringMatching(KEY) },
      }),
    )
    // The list is read again: the work is done, its old error no longer shown, no retry offered.
    expect(await screen.findByText("Done")).toBeTruthy()
    expect(screen.queryByText(/400\.117/)).toBeNull()
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull()
  })

  it("says so when nothing is queued, and shows a loading error in words", async () => {
    routeFetch([])
    renderWithQuery(<PendingWorkSection orderId="order_1" />)
    expect(await screen.findByText("No work queued for Riverty.")).toBeTruthy()
    fetchMock.mockReset()
    fetchMock.mockRejectedValue(new Error("Server down"))
    renderWithQuery(<PendingWorkSection orderId="order_2" />)
    expect(await screen.findByText(/Pending work could not be loaded: Server down/)).toBeTruthy()
  })
})
