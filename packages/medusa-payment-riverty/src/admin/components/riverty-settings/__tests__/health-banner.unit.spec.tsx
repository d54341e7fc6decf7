import "./polyfills"
import { screen, waitFor } from "@testing-library/react"
import { sdk } from "../../../lib/sdk"
import { HealthBanner } from "../health-banner"
import { renderPage } from "./render"

jest.mock("../../../lib/sdk", () => ({ sdk: { client: { fetch: jest.fn() } } }))
const fetchMock = sdk.client.fetch as unknown as jest.Mock

beforeEach(() => fetchMock.mockReset())

const summary = (problems: string[]) => ({
  connections: [],
  callbacks: { notification_url: null, last_registration: null, register_route: "POST /admin/riverty/notifications/callbacks" },
  health: { notifications: { failed: 0, dead: 2 }, follow_ups: { pending: 0, running: 0, dead: 0 }, connection_ok: false, problems },
  last_test: null,
})

describe("HealthBanner", () => {
  it("lists the problems of the connection summary with a link to the connection page", async () => {
    fetchMock.mockResolvedValue(summary(["The API key for NO was refused by Riverty (401)", "2 notifications are dead", "The API key for NO was refused by Riverty (401)"]))
    renderPage(<HealthBanner />)
    const banner = await screen.findByTestId("riverty-health-banner")
    expect(fetchMock).toHaveBeenCalledWith("/admin/riverty/connection")
    // The same sentence of two provider entries sharing a key is shown once.
    expect(screen.getAllByText("The API key for NO was refused by Riverty (401)")).toHaveLength(1)
    expect(banner.textContent).toContain("2 notifications are dead")
    expect(screen.getByRole("link", { name: "Open Riverty connection settings" }).getAttribute("href")).toBe("/settings/riverty/connection")
  })

  it("shows nothing when all is well", async () => {
    fetchMock.mockResolvedValue(summary([]))
    const { container } = renderPage(<HealthBanner />)
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(container.innerHTML).toBe("")
  })

  it("shows nothing when the summary cannot be read (the order list stays usable)", async () => {
    fetchMock.mockRejectedValue(new Error("Unauthorized"))
    const { container } = renderPage(<HealthBanner />)
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(container.innerHTML).toBe("")
  })
})
