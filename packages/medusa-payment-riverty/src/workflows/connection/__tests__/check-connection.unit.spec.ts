import { RivertyAuthenticationError, RivertyApiError, RivertyNetworkError, type RivertyClient } from "riverty-client"
import { checkApiKey, checkOAuth } from "../check-connection"

const clientAnswering = (version: () => Promise<{ version: string }>, token: () => Promise<unknown> = async () => ({})) =>
  ({ checkout: { getVersion: version }, token: { request: token } }) as unknown as RivertyClient

describe("connection checks", () => {
  it("says a key works with the service version Riverty answered", async () => {
    const check = await checkApiKey("riverty", clientAnswering(async () => ({ version: "3.1" })), "DE")
    expect(check).toEqual({ provider_id: "riverty", country: "DE", kind: "api_key", ok: true, message: "The API key for DE works (Riverty service version 3.1)", service_version: "3.1" })
  })

  it("names the country whose key Riverty refuses", async () => {
    const refused = clientAnswering(async () => {
      throw new RivertyAuthenticationError("Authorization has been denied for this request.", { status: 401 })
    })
    expect((await checkApiKey("riverty", refused, "SE")).message).toBe("The API key for SE was refused by Riverty (401)")
  })

  it("tells an unreachable service and other failures apart from a refused key", async () => {
    const down = clientAnswering(async () => {
      throw new RivertyNetworkError("connect ECONNREFUSED", false)
    })
    expect((await checkApiKey("plugin", down, "NL")).message).toMatch(/^The API key for NL could not be checked: Riverty did not answer/)
    const broken = clientAnswering(async () => {
      throw new RivertyApiError("server", "Internal error", { status: 500 })
    })
    expect((await checkApiKey("plugin", broken, "NL")).message).toBe("The API key for NL could not be checked: Internal error (500)")
  })

  it("names the OAuth client Riverty refuses", async () => {
    const client = clientAnswering(
      async () => ({ version: "x" }),
      async () => {
        throw new RivertyAuthenticationError("invalid_client", { status: 401 })
      },
    )
    expect(await checkOAuth("plugin", client, "shop-client")).toEqual({ provider_id: "plugin", kind: "oauth", ok: false, message: "The OAuth client shop-client was refused by Riverty (401)" })
  })
})
