import { render, screen } from "@testing-library/react"
import { safeHttpUrl } from "riverty-storefront"
import { sendOnce, submitKeyFor } from "../../../lib/submit-keys"
import { TrackingLink } from "../captures-section"

describe("links the admin renders", () => {
  it("renders a stored javascript: tracking URL as text, an https one as a link", () => {
    const { rerender } = render(
      <TrackingLink details={{ shipping_number: 1, type: "Shipment", company: "DHL", tracking_id: "T1", tracking_url: "javascript:alert(1)" }} />,
    )
    expect(screen.queryByRole("link")).toBeNull()
    expect(screen.getByText("DHL · T1")).toBeTruthy()
    rerender(<TrackingLink details={{ shipping_number: 1, type: "Shipment", company: "DHL", tracking_id: "T1", tracking_url: "https://t.example/T1" }} />)
    expect(screen.getByRole("link").getAttribute("href")).toBe("https://t.example/T1")
  })

  it("accepts only http(s) URLs", () => {
    expect(safeHttpUrl("https://docs.example/inv.pdf")).toBe("https://docs.example/inv.pdf")
    expect(safeHttpUrl("http://docs.example/inv.pdf")).toBe("http://docs.example/inv.pdf")
    for (const bad of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,x", "/relative", "", null, undefined]) {
      expect(safeHttpUrl(bad)).toBeUndefined()
    }
  })
})

describe("submit keys", () => {
  it("reuses the key for the same submit until it succeeded, then starts a new one", async () => {
    const first = submitKeyFor("o1:capture", { items: [1] })
    expect(submitKeyFor("o1:capture", { items: [1] })).toBe(first)
    const failing = jest.fn().mockRejectedValue(new Error("network"))
    await expect(sendOnce("o1:capture", { items: [1] }, failing)).rejects.toThrow("network")
    expect(failing).toHaveBeenCalledWith({ "Idempotency-Key": first })
    const ok = jest.fn().mockResolvedValue("done")
    await sendOnce("o1:capture", { items: [1] }, ok)
    expect(ok).toHaveBeenCalledWith({ "Idempotency-Key": first })
    expect(submitKeyFor("o1:capture", { items: [1] })).not.toBe(first)
  })

  it("a different body is a different submit", () => {
    const a = submitKeyFor("o2:capture", { items: [1] })
    expect(submitKeyFor("o2:capture", { items: [2] })).not.toBe(a)
  })
})
