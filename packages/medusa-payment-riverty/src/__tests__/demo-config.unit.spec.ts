// `npm run demo` reads its settings from the environment (packages/demo/lib/config.js): the
// store's trusted proxies come from RIVERTY_TRUSTED_PROXIES, so a starter's server can be named.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { demoConfig } = require("../../../demo/lib/config") as {
  demoConfig: (env: Record<string, string | undefined>, argv: string[]) => { trustedProxies: string; host: string }
}

describe("the demo's configuration", () => {
  it("trusts no proxy when RIVERTY_TRUSTED_PROXIES is unset or blank", () => {
    expect(demoConfig({}, []).trustedProxies).toBe("")
    expect(demoConfig({ RIVERTY_TRUSTED_PROXIES: "  " }, []).trustedProxies).toBe("")
  })

  it("passes RIVERTY_TRUSTED_PROXIES on to the store (a hop count or a list of addresses)", () => {
    expect(demoConfig({ RIVERTY_TRUSTED_PROXIES: "127.0.0.1" }, []).trustedProxies).toBe("127.0.0.1")
    expect(demoConfig({ RIVERTY_TRUSTED_PROXIES: " 1 " }, []).trustedProxies).toBe("1")
    expect(demoConfig({ RIVERTY_TRUSTED_PROXIES: "10.0.0.1,10.0.0.2" }, []).trustedProxies).toBe("10.0.0.1,10.0.0.2")
  })
})
