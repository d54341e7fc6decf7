import type { IncomingMessage } from "node:http"
import { clientAddressOf } from "../lib/trusted-proxies"
import { parseModuleOptions } from "../options"

// The `trustedProxies` option: which address is the client's (risk data and the store routes'
// limits count per client, so a forged X-Forwarded-For must not pick it).
const KEY = Buffer.alloc(32, 7).toString("base64")
const request = (socket: string, forwardedFor?: string) =>
  ({ connection: { remoteAddress: socket }, socket: { remoteAddress: socket }, headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} }) as unknown as IncomingMessage

describe("clientAddressOf", () => {
  it("without trusted proxies is the socket's peer, whatever X-Forwarded-For says", () => {
    expect(clientAddressOf(request("203.0.113.7", "198.51.100.1"), {})).toBe("203.0.113.7")
    expect(clientAddressOf(request("203.0.113.7", "198.51.100.1"), { trustedProxies: 0 })).toBe("203.0.113.7")
    expect(clientAddressOf(request("203.0.113.7", "198.51.100.1"), { trustedProxies: [] })).toBe("203.0.113.7")
  })

  it("with a number of hops believes that many proxies from the server outwards", () => {
    expect(clientAddressOf(request("10.0.0.2", "1.1.1.1, 198.51.100.9"), { trustedProxies: 1 })).toBe("198.51.100.9")
    expect(clientAddressOf(request("10.0.0.2", "1.1.1.1, 198.51.100.9, 10.0.0.3"), { trustedProxies: 2 })).toBe("198.51.100.9")
    // Fewer hops than trusted: the farthest address there is.
    expect(clientAddressOf(request("10.0.0.2"), { trustedProxies: 1 })).toBe("10.0.0.2")
  })

  it("with a list believes only proxies at those addresses", () => {
    const options = { trustedProxies: ["10.0.0.0/8", "loopback"] }
    expect(clientAddressOf(request("10.1.2.3", "198.51.100.4"), options)).toBe("198.51.100.4")
    expect(clientAddressOf(request("::ffff:127.0.0.1", "198.51.100.5"), options)).toBe("198.51.100.5")
    // A direct client outside the list names nothing.
    expect(clientAddressOf(request("203.0.113.8", "198.51.100.6"), options)).toBe("203.0.113.8")
    // A client behind the trusted proxy cannot add hops of its own in front.
    expect(clientAddressOf(request("10.1.2.3", "10.9.9.9, 198.51.100.7"), options)).toBe("198.51.100.7")
  })
})

describe("the trustedProxies option", () => {
  const parse = (trustedProxies: unknown) => parseModuleOptions({ personalDataKey: KEY, trustedProxies })
  it("takes a hop count or a list of addresses, ranges and names", () => {
    expect(parse(undefined).trustedProxies).toBeUndefined()
    expect(parse(2).trustedProxies).toBe(2)
    expect(parse(["10.0.0.0/8", "::1", "uniquelocal"]).trustedProxies).toEqual(["10.0.0.0/8", "::1", "uniquelocal"])
  })
  it("refuses what it cannot read, naming the option", () => {
    expect(() => parse("1")).toThrow(/trustedProxies/)
    expect(() => parse(-1)).toThrow(/trustedProxies/)
    expect(() => parse(1.5)).toThrow(/trustedProxies/)
    expect(() => parse(["10.0.0.0/33"])).toThrow(/trustedProxies/)
    expect(() => parse(["proxy.example"])).toThrow(/trustedProxies/)
  })
})
