// The registry of cart completions this process serves: found by each of its sessions, removed
// by its own release only (a later completion of the same session keeps its entry).
import { completingCartOf, registerCompletingCart } from "../lib/completing-carts"

describe("completing carts", () => {
  it("finds a completion by each of its sessions until it is released", () => {
    const entry = { cartId: "cart_1" }
    const release = registerCompletingCart(["ps_1", "ps_2"], entry)
    expect(completingCartOf("ps_1")).toBe(entry)
    expect(completingCartOf("ps_2")).toBe(entry)
    expect(completingCartOf("ps_3")).toBeUndefined()
    release()
    expect(completingCartOf("ps_1")).toBeUndefined()
    expect(completingCartOf("ps_2")).toBeUndefined()
  })

  it("a release leaves a newer completion of the same session in place", () => {
    const first = { cartId: "cart_1" }
    const second = { cartId: "cart_1" }
    const releaseFirst = registerCompletingCart(["ps_9"], first)
    const releaseSecond = registerCompletingCart(["ps_9"], second)
    releaseFirst()
    expect(completingCartOf("ps_9")).toBe(second)
    releaseSecond()
    expect(completingCartOf("ps_9")).toBeUndefined()
  })
})
