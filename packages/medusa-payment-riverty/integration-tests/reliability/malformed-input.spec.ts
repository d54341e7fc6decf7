import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import axios from "axios"
import { ALL_PROVIDER_IDS } from "../../src/providers/riverty/payment-methods"
import { signNotification } from "riverty-client"
import { seedStore, type StoreFixture } from "../http/fixtures/store"
import { EMULATOR_NOTIFY_SECRET, useEmulator } from "../http/fixtures/emulator"
import { adminHeaders } from "../http/fixtures/notifications"
import { describeInput, malformedBodies, malformedQueries, seeded, type Malformed } from "./fixtures/faults-bodies"
import { PATH_PARAMS, ROUTE_INPUTS } from "./fixtures/faults-inputs"
import { pluginRoutes, pluginTables, routeKey, type PluginRoute, type RouteClass } from "./fixtures/faults-routes"

// Generated malformed input at every route of the plugin answers without a 5xx and
// writes nothing: no row in the plugin's or Medusa's payment tables, no write call at Riverty.
jest.setTimeout(5 * 60 * 1000)

const SEED = Number(process.env.MALFORMED_SEED ?? 15)
const TOTAL_BODIES = 2000
const QUERIES_PER_ROUTE = 12
/** Medusa's JSON body limit (body-parser's default) and the notification route's own. */
const BODY_LIMIT = 100 * 1024
const NOTIFICATION_BODY_LIMIT = 1024 * 1024
const CONCURRENCY = 6
const PAYMENT_TABLES = ["payment_collection", "payment_session", "payment", "capture", "refund"]
// Store routes count every request per client before validation (src/api/store/riverty/lib/rate-limit.ts):
// that counter is the one row a refused store request writes, by design.
const COUNTERS = ["riverty_store_route_hit"]
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"])
const READS_BY_POST = /\/oauth\/token$|\/customers\/search$/

const emulator = useEmulator()
const routes = pluginRoutes()

type Sent = { route: PluginRoute; input: Malformed; status: number; message: string; signed?: boolean }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let store: StoreFixture
    let admin: { headers: Record<string, string> }
    // No redirects followed: the return route sends the browser to the storefront, which is not running.
    const any = { validateStatus: () => true, maxBodyLength: Infinity, maxContentLength: Infinity, maxRedirects: 0 }

    beforeAll(async () => {
      store = await seedStore(getContainer())
      admin = await adminHeaders(api, getContainer())
    })

    async function rowCounts(tables: string[]): Promise<Record<string, number>> {
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const counts: Record<string, number> = {}
      for (const table of tables) {
        const [row] = await pg(table).count({ n: "*" })
        counts[table] = Number(row.n)
      }
      return counts
    }

    async function emulatorWrites(): Promise<string[]> {
      const { data } = await axios.get(`${emulator.current.url}/_emulator/journal`)
      // Reads Riverty serves through POST (a token, a customer search) are not writes.
      return (data as { method: string; path: string }[])
        .filter((e) => WRITE_METHODS.has(e.method) && !READS_BY_POST.test(e.path))
        .map((e) => `${e.method} ${e.path}`)
    }

    let clients = 0
    const pathOf = (route: PluginRoute, n: number) =>
      route.path.replace(/:([A-Za-z_]+)/g, (_m, name: string) =>
        name === "provider" ? ALL_PROVIDER_IDS[n % ALL_PROVIDER_IDS.length].replace(/^pp_/, "") : PATH_PARAMS[name] ?? "unknown",
      )

    /** Sends one malformed input as the route's caller would (admin token, publishable key, signature). */
    async function send(route: PluginRoute, input: Malformed, n: number): Promise<Sent> {
      clients += 1
      const headers: Record<string, string> = { "x-forwarded-for": `203.0.113.${clients % 250}` }
      if (route.routeClass === "admin") Object.assign(headers, admin.headers, { "idempotency-key": `malformed-${SEED}-${clients}` })
      if (route.routeClass === "store") headers["x-publishable-api-key"] = store.publishableKey
      let url = pathOf(route, n)
      let data: string | undefined
      if ("query" in input) url += `?${input.query}`
      else {
        data = "raw" in input ? input.raw : JSON.stringify(input.json)
        headers["content-type"] = "application/json"
      }
      // Half the notifications are signed: the signature is checked first, so only signed ones reach the parsing.
      const signed = route.routeClass === "notification" && data !== undefined && n % 2 === 0
      if (signed) headers["riverty-signature"] = signNotification(data!, EMULATOR_NOTIFY_SECRET)
      const response = await api.request({ method: route.method, url, data, headers, transformRequest: [(d: unknown) => d], ...any })
      const body = response.data as { message?: unknown } | string
      const message = typeof body === "string" ? body : String(body?.message ?? "")
      return { route, input, status: response.status, message, signed }
    }

    async function sendAll(plan: Array<{ route: PluginRoute; input: Malformed; n: number }>): Promise<Sent[]> {
      const results: Sent[] = new Array(plan.length)
      let next = 0
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < plan.length) {
            const i = next++
            results[i] = await send(plan[i].route, plan[i].input, plan[i].n)
          }
        }),
      )
      return results
    }

    const describeSent = (s: Sent) => `${routeKey(s.route)} ${s.status}${s.signed ? " (signed)" : ""} ← ${describeInput(s.input)} → ${s.message.slice(0, 200)}`

    it("every route of the plugin is known to the generator", () => {
      const keys = routes.map(routeKey)
      const uncovered = routes.filter((r) => !(routeKey(r) in ROUTE_INPUTS)).map((r) => `${routeKey(r)} (${r.source})`)
      expect(uncovered).toEqual([])
      expect(Object.keys(ROUTE_INPUTS).filter((key) => !keys.includes(key))).toEqual([])
    })

    it(`${TOTAL_BODIES} malformed bodies and the malformed queries answer without 5xx, name the field, and write nothing (seed ${SEED})`, async () => {
      const random = seeded(SEED)
      const bodyRoutes = routes.filter((r) => r.method !== "GET" && r.method !== "DELETE")
      const queryRoutes = routes.filter((r) => r.method === "GET" || r.method === "DELETE")
      const perRoute = Math.ceil(TOTAL_BODIES / bodyRoutes.length)
      const plan: Array<{ route: PluginRoute; input: Malformed; n: number }> = []
      bodyRoutes.forEach((route) => {
        const limit = route.path === "/riverty/notifications" ? NOTIFICATION_BODY_LIMIT : BODY_LIMIT
        malformedBodies(random, perRoute, ROUTE_INPUTS[routeKey(route)]?.body, limit).forEach((input, n) => plan.push({ route, input, n }))
      })
      const bodies = plan.slice(0, TOTAL_BODIES)
      const queries = queryRoutes.flatMap((route) =>
        malformedQueries(random, QUERIES_PER_ROUTE, ROUTE_INPUTS[routeKey(route)]?.query).map((input, n) => ({ route, input, n })),
      )

      const tables = [...pluginTables(), ...PAYMENT_TABLES]
      const before = await rowCounts(tables)
      const inboxBefore = await rowCounts(["riverty_notification"])
      const writesBefore = await emulatorWrites()
      const started = Date.now()
      const sent = await sendAll([...bodies, ...queries])
      const seconds = Math.round((Date.now() - started) / 100) / 10

      const perClass: Record<RouteClass, { bodies: number; queries: number }> = {
        store: { bodies: 0, queries: 0 },
        admin: { bodies: 0, queries: 0 },
        notification: { bodies: 0, queries: 0 },
      }
      for (const s of sent) perClass[s.route.routeClass]["query" in s.input ? "queries" : "bodies"] += 1
      const statuses: Record<number, number> = {}
      for (const s of sent) statuses[s.status] = (statuses[s.status] ?? 0) + 1
      console.info(`malformed input (seed ${SEED}): ${JSON.stringify(perClass)}, statuses ${JSON.stringify(statuses)}, ${seconds} s`)

      // Every rule checked, each finding listed under its rule (one run shows them all).
      const findings: Record<string, string[]> = {}
      const rule = (name: string, found: string[]) => (findings[name] = found)
      rule("no 5xx, whatever the input", sent.filter((s) => s.status >= 500).map(describeSent))
      // A field the route validates, given wrongly, is refused with 400 naming it.
      rule(
        "400 naming the wrong field",
        sent
          .filter((s) => s.input.field && !("query" in s.input) && ROUTE_INPUTS[routeKey(s.route)]?.body)
          .filter((s) => s.status !== 400 || !s.message.includes(s.input.field!))
          .map(describeSent),
      )
      rule("invalid JSON is 400", sent.filter((s) => s.input.kind === "invalid JSON" && s.status !== 400 && s.status !== 401).map(describeSent))
      rule("over the body limit is 413", sent.filter((s) => s.input.kind === "over the body limit" && s.status !== 413).map(describeSent))

      // Nothing written: no row anywhere (the store routes' request counters aside), no write at Riverty.
      const after = await rowCounts(tables)
      rule(
        "no row written",
        tables.filter((t) => !COUNTERS.includes(t) && t !== "riverty_notification" && after[t] !== before[t]).map((t) => `${t}: ${before[t]} → ${after[t]}`),
      )
      rule("no write call at Riverty", (await emulatorWrites()).slice(writesBefore.length))
      // The notification inbox keeps a signed malformed delivery for diagnosis, as rejected (never
      // processed); an unsigned one leaves nothing.
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const kept = await pg("riverty_notification").whereNot("status", "rejected").count({ n: "*" })
      rule("no notification kept except as rejected", Number(kept[0].n) === inboxBefore.riverty_notification ? [] : [`${inboxBefore.riverty_notification} → ${kept[0].n}`])
      expect(findings).toEqual(Object.fromEntries(Object.keys(findings).map((name) => [name, []])))
    })
  },
})
