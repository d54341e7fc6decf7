import { request } from "node:http"
import { startEmulator, type RunningEmulator } from "../server"

// A web page the developer visits can send a form post to 127.0.0.1, or rebind its own name to
// 127.0.0.1 and read the answers. Without a control token the control API answers only a loopback
// Host, no other origin, and JSON bodies.

interface Answer {
  status: number
  body: string
}

/** A request with exactly these headers (fetch would set Host and Origin itself). */
function send(emulator: RunningEmulator, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const url = new URL(emulator.url)
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, method, path, headers: { ...headers, ...(body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) }) } }, (res) => {
      let text = ""
      res.on("data", (chunk) => (text += chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }))
    })
    req.on("error", reject)
    req.end(body)
  })
}

const FAULT = JSON.stringify({ method: "GET", path: "/api/v3/version", status: 500 })

describe("the control API without a token", () => {
  let emulator: RunningEmulator
  let port: string
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 })
    port = new URL(emulator.url).port
  })
  afterAll(() => emulator.stop())
  afterEach(() => send(emulator, "DELETE", "/_emulator/faults", { host: `127.0.0.1:${port}` }))

  it("refuses a Host that is not loopback (DNS rebinding), showing no secret", async () => {
    for (const host of [`attacker.example:${port}`, "attacker.example", `127.0.0.1.attacker.example:${port}`]) {
      const config = await send(emulator, "GET", "/_emulator/config", { host })
      expect(config.status).toBe(403)
      expect(config.body).not.toContain(emulator.config.notifySecret)
      expect(config.body).not.toContain(emulator.config.signatureKey)
    }
    expect((await send(emulator, "POST", "/_emulator/faults", { host: "attacker.example", "content-type": "application/json" }, FAULT)).status).toBe(403)
  })

  it("refuses a form post from a web page (text/plain, a form type, another Origin) and registers nothing", async () => {
    const host = `127.0.0.1:${port}`
    expect((await send(emulator, "POST", "/_emulator/faults", { host, "content-type": "text/plain" }, FAULT)).status).toBe(415)
    expect((await send(emulator, "POST", "/_emulator/faults", { host, "content-type": "application/x-www-form-urlencoded" }, `${FAULT}=`)).status).toBe(415)
    expect((await send(emulator, "POST", "/_emulator/faults", { host }, FAULT)).status).toBe(415)
    expect((await send(emulator, "POST", "/_emulator/reset", { host, origin: "https://attacker.example" })).status).toBe(403)
    expect((await send(emulator, "POST", "/_emulator/faults", { host, origin: "null", "content-type": "application/json" }, FAULT)).status).toBe(403)
    expect(JSON.parse((await send(emulator, "GET", "/_emulator/faults", { host })).body)).toEqual([])
  })

  it("answers a loopback Host with any port, a loopback Origin, and JSON bodies", async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, "localhost", `[::1]:${port}`, "LOCALHOST"]) {
      expect((await send(emulator, "GET", "/_emulator/config", { host })).status).toBe(200)
    }
    const host = `localhost:${port}`
    expect((await send(emulator, "POST", "/_emulator/faults", { host, "content-type": "application/json; charset=utf-8" }, FAULT)).status).toBe(201)
    expect((await send(emulator, "POST", "/_emulator/faults", { host, origin: "http://localhost:8000", "content-type": "application/json" }, FAULT)).status).toBe(201)
    // A POST without a body needs no type.
    expect((await send(emulator, "POST", "/_emulator/deliveries/flush", { host })).status).toBeLessThan(300)
  })
})

describe("the control API with a token", () => {
  let emulator: RunningEmulator
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, controlToken: "control-token-of-this-test" })
  })
  afterAll(() => emulator.stop())

  it("answers the token whatever the Host, and refuses any Host without it", async () => {
    expect((await send(emulator, "GET", "/_emulator/config", { host: "emulator.internal:4410", "x-emulator-token": "control-token-of-this-test" })).status).toBe(200)
    expect((await send(emulator, "GET", "/_emulator/config", { host: "localhost" })).status).toBe(401)
  })
})
