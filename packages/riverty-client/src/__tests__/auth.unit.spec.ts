import { credentialKey, TokenCache } from "../auth"

const token = (name: string, expiresIn = 86400) => ({ access_token: name, expires_in: expiresIn, token_type: "Bearer" })

describe("TokenCache", () => {
  it("reuses a token until shortly before expires_in, then fetches a new one", async () => {
    let now = 0
    const cache = new TokenCache({ refreshMarginSeconds: 60, now: () => now })
    const fetch = jest.fn().mockResolvedValueOnce(token("t1")).mockResolvedValueOnce(token("t2"))
    expect(await cache.get("k", fetch)).toBe("t1")
    now = (86400 - 61) * 1000
    expect(await cache.get("k", fetch)).toBe("t1")
    now = (86400 - 60) * 1000
    expect(await cache.get("k", fetch)).toBe("t2")
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it("caps the margin at a tenth of a short lifetime", async () => {
    let now = 0
    const cache = new TokenCache({ refreshMarginSeconds: 60, now: () => now })
    const fetch = jest.fn().mockResolvedValueOnce(token("t1", 100)).mockResolvedValueOnce(token("t2", 100))
    await cache.get("k", fetch)
    now = 89_000
    expect(await cache.get("k", fetch)).toBe("t1")
    now = 90_000
    expect(await cache.get("k", fetch)).toBe("t2")
  })

  it("keeps one request in flight per credential set and lets a failure be retried", async () => {
    const cache = new TokenCache()
    let resolve!: (value: ReturnType<typeof token>) => void
    const fetch = jest.fn(() => new Promise<ReturnType<typeof token>>((r) => (resolve = r)))
    const waiting = Promise.all([cache.get("a", fetch), cache.get("a", fetch), cache.get("a", fetch)])
    const other = cache.get("b", () => Promise.resolve(token("b1")))
    resolve(token("a1"))
    expect(await waiting).toEqual(["a1", "a1", "a1"])
    expect(await other).toBe("b1")
    expect(fetch).toHaveBeenCalledTimes(1)

    const failing = jest.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValueOnce(token("c1"))
    await expect(cache.get("c", failing)).rejects.toThrow("down")
    expect(await cache.get("c", failing)).toBe("c1")
  })

  it("invalidates only the token that was refused", async () => {
    const cache = new TokenCache()
    const fetch = jest.fn().mockResolvedValueOnce(token("t1")).mockResolvedValueOnce(token("t2"))
    await cache.get("k", fetch)
    cache.invalidate("k", "t1")
    expect(await cache.get("k", fetch)).toBe("t2")
    cache.invalidate("k", "t1")
    expect(await cache.get("k", fetch)).toBe("t2")
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})

describe("credentialKey", () => {
  it("differs per credential set and does not contain the secret", () => {
    const a = credentialKey("https://auth", { clientId: "c", clientSecret: "secret-a" })
    const b = credentialKey("https://auth", { clientId: "c", clientSecret: "secret-b" })
    expect(a).not.toBe(b)
    expect(a).not.toContain("secret-a")
    expect(credentialKey("https://auth", { clientId: "c", clientSecret: "secret-a", audience: "x" })).not.toBe(a)
  })
})
