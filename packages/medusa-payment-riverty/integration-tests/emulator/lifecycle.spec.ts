import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs, parseDuration, startBanner } from "riverty-emulator/cli"
import { clientFor, control, emulator } from "./helpers/emulator"
import { itControl } from "./helpers/target"
import { authorizeBody } from "./helpers/fixtures"

describe("state file", () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "riverty-emulator-"))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  itControl("keeps orders, captures, tokens' clock offset and counters across a restart", async () => {
    const stateFile = join(dir, "state.json")
    const first = await emulator({ stateFile })
    const body = authorizeBody()
    const number = String(body.order?.number)
    await clientFor(first).checkout.authorize(body)
    const cap = await clientFor(first).orders.capture(number, { orderDetails: { totalGrossAmount: 50, totalNetAmount: 42.02 } })
    await control(first).post("/clock/advance", { days: 2 })
    await first.stop()
    expect(JSON.parse(readFileSync(stateFile, "utf8")).version).toBe(1)

    const second = await emulator({ stateFile })
    try {
      const client = clientFor(second)
      const order = await client.orders.getOrder(number)
      expect(order.orderDetails.status).toBe("Accepted")
      expect(order.captures?.map((c) => c.captureNumber)).toEqual([cap.captureNumber])
      const next = await client.orders.capture(number, { orderDetails: { totalGrossAmount: 10, totalNetAmount: 8.4 } })
      expect(Number(next.captureNumber)).toBe(Number(cap.captureNumber) + 1)
      const clock = await control(second).get<{ offsetMs: number }>("/clock")
      expect(clock.body.offsetMs).toBeGreaterThanOrEqual(2 * 86_400_000)
    } finally {
      await second.stop()
    }
  })
})

describe("control API", () => {
  itControl("resets to the seeded state and can start empty", async () => {
    const emu = await emulator()
    try {
      const client = clientFor(emu)
      const body = authorizeBody()
      await client.checkout.authorize(body)
      expect((await control(emu).get<{ counts: { orders: number } }>("")).body.counts.orders).toBe(1)
      await control(emu).post("/reset")
      expect((await control(emu).get<{ counts: { orders: number } }>("")).body.counts.orders).toBe(0)
      expect((await client.customers.get(1001, "C-0001")).customerNumber).toBe("C-0001")
      await control(emu).post("/reset", { seed: false })
      expect(await client.customers.exists(1001, "C-0001")).toBe(false)
      const seeded = await control(emu).post<{ seeded: Record<string, number> }>("/seed", { defaults: true })
      expect(seeded.body.seeded.claims).toBe(2)
      expect((await client.claims.listInvoices("CLM-10002")).items).toHaveLength(1)
    } finally {
      await emu.stop()
    }
  })

  itControl("filters the journal by method and path and shows replays", async () => {
    const emu = await emulator()
    try {
      const client = clientFor(emu)
      const body = authorizeBody()
      await client.checkout.authorize(body, { idempotencyKey: "journal-key-1" })
      await client.checkout.authorize(body, { idempotencyKey: "journal-key-1" })
      await client.orders.getOrder(String(body.order?.number))
      const posts = await control(emu).get<{ method: string; replayed?: boolean; idempotencyKey?: string }[]>("/journal?method=POST")
      expect(posts.body.map((e) => [e.method, Boolean(e.replayed), e.idempotencyKey])).toEqual([
        ["POST", false, "journal-key-1"],
        ["POST", true, "journal-key-1"],
      ])
      const orders = await control(emu).get<unknown[]>("/journal?path=/api/v3/orders/*")
      expect(orders.body).toHaveLength(1)
      await control(emu).del("/journal")
      expect((await control(emu).get<unknown[]>("/journal")).body).toHaveLength(0)
    } finally {
      await emu.stop()
    }
  })

  itControl("guards the control API with a token when one is configured", async () => {
    const emu = await emulator({ controlToken: "let-me-in" })
    try {
      expect((await fetch(`${emu.url}/_emulator/state`)).status).toBe(401)
      expect((await fetch(`${emu.url}/_emulator/state`, { headers: { "x-emulator-token": "wrong" } })).status).toBe(401)
      expect((await control(emu).get("/clock")).status).toBe(200)
    } finally {
      await emu.stop()
    }
  })

  itControl("answers 404 for unknown routes and 405 for wrong methods, in the service's message shape", async () => {
    const emu = await emulator()
    try {
      const notFound = await fetch(`${emu.url}/api/v3/nothing-here`)
      expect(notFound.status).toBe(404)
      const wrongMethod = await fetch(`${emu.url}/api/v3/checkout/authorize`, { headers: { "x-auth-key": "emulator-key-de" } })
      expect(wrongMethod.status).toBe(405)
      expect(await wrongMethod.json()).toEqual({ message: "The requested resource does not support http method 'GET'." })
      expect((await fetch(`${emu.url}/_emulator/events/nope`, { method: "POST" })).status).toBe(404)
    } finally {
      await emu.stop()
    }
  })
})

describe("command line", () => {
  it("parses every flag of the issue", () => {
    const { options } = parseArgs(
      [
        "--port", "4321",
        "--api-key", "key-de:DE",
        "--api-key", "AT=key-at",
        "--api-key", "plain",
        "--client-id", "cid",
        "--client-secret", "csecret",
        "--notify-url", "http://127.0.0.1:9000/hooks",
        "--notify-secret", "nsecret",
        "--signature-key", "skey",
        "--state-file", "/tmp/s.json",
        "--max-body=64kb",
        "--rate-limit", "100/1m",
        "--retry-schedule", "1s,5s,250ms",
        "--no-seed",
      ],
      {},
    )
    expect(options).toMatchObject({
      port: 4321,
      apiKeys: [{ key: "key-de", country: "DE" }, { key: "key-at", country: "AT" }, { key: "plain" }],
      clientId: "cid",
      clientSecret: "csecret",
      notifyUrl: "http://127.0.0.1:9000/hooks",
      notifySecret: "nsecret",
      signatureKey: "skey",
      stateFile: "/tmp/s.json",
      maxBodyBytes: 65536,
      rateLimit: { requests: 100, windowMs: 60_000 },
      retrySchedule: [1000, 5000, 250],
      seed: false,
    })
    expect(() => parseArgs(["--api-key", "k:US"], {})).toThrow(/country/)
    expect(() => parseArgs(["--bogus"], {})).toThrow(/Unknown option/)
    expect(() => parseArgs(["--port"], {})).toThrow(/needs a value/)
    expect(parseDuration("2h")).toBe(7_200_000)
    expect(parseArgs([], { RIVERTY_EMULATOR_PORT: "5000" }).options.port).toBe(5000)
  })

  itControl("prints the plugin entry's options that match the running emulator", async () => {
    const emu = await emulator({ apiKeys: [{ key: "k-nl", country: "NL" }], signatureKey: "sig-key-long-enough" })
    try {
      const banner = startBanner(emu)
      expect(banner).toContain(`"baseUrl": "${emu.url}"`)
      expect(banner).toContain('"NL": "k-nl"')
      expect(banner).toContain('"signatureKey": "sig-key-long-enough"')
      expect(banner).toContain('"environment": "emulator"')
      expect(banner).toContain('resolve: "medusa-payment-riverty",')
    } finally {
      await emu.stop()
    }
  })

  it("starts from the package bin (TypeScript source through ts-node) and serves requests", async () => {
    const bin = resolve(__dirname, "../../../riverty-emulator/bin/riverty-emulator.js")
    const child = spawn(process.execPath, [bin, "--port", "0", "--quiet"], { stdio: ["ignore", "pipe", "pipe"] })
    try {
      const url = await new Promise<string>((resolveUrl, reject) => {
        let out = ""
        const timer = setTimeout(() => reject(new Error(`no URL printed: ${out}`)), 30_000)
        child.stdout.on("data", (chunk: Buffer) => {
          out += chunk.toString()
          const m = /http:\/\/127\.0\.0\.1:\d+/.exec(out)
          if (m) {
            clearTimeout(timer)
            resolveUrl(m[0])
          }
        })
        child.on("exit", (code) => reject(new Error(`exited with ${code}: ${out}`)))
      })
      const res = await fetch(`${url}/api/v3/version`, { headers: { "x-auth-key": "emulator-key-de" } })
      expect(res.status).toBe(200)
      expect(((await res.json()) as { version: string }).version).toEqual(expect.any(String))
    } finally {
      child.kill("SIGTERM")
    }
  }, 40_000)
})
