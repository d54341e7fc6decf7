import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import axios from "axios"
import fc from "fast-check"
import { signNotification } from "riverty-client"
import { providerId } from "../../../src/providers/riverty/payment-methods"
import { storefrontSchemaOf } from "../../../src/providers/riverty/payment-methods"
import { PATH_PARAMS, ROUTE_INPUTS } from "../../reliability/fixtures/faults-inputs"
import { pluginRoutes, pluginTables, routeKey, type PluginRoute } from "../../reliability/fixtures/faults-routes"
import { EMULATOR_NOTIFY_SECRET, useEmulator } from "../fixtures/emulator"
import { adminHeaders, envelope } from "../fixtures/notifications"
import { breaksTextRule, holdsUnsafeText, hostileInput, hostileValue, percentEncode, placesOf, putAt, templateOf, unsafeText } from "../fixtures/route-fuzz"
import { useSeededStore } from "../fixtures/seeded-store"

// Property-based fuzzing of every route of the plugin (store, admin, public) with fast-check: each
// route's input, read from its schema, gets a hostile value somewhere (text with a NUL, another
// control character or a lone surrogate, full-Unicode text, a wrong type, deep nesting, a large
// string; in the body, the query or a path parameter). For every input: no 5xx; input the text rule
// refuses is a 400 in its words; and a refused input (4xx) reached no Riverty endpoint (the
// emulator's journal, cleared before each request) and changed no row (plugin and payment tables).
// A fixed seed and a bounded number of runs per route keep it repeatable and quick; ROUTE_FUZZ_SEED
// replays another seed.
jest.setTimeout(180 * 1000)

const SEED = Number(process.env.ROUTE_FUZZ_SEED ?? 37)
const RUNS_PER_ROUTE = 10
const PAYMENT_SESSIONS = "POST /store/payment-collections/:id/payment-sessions"
const PAYMENT_TABLES = ["payment_collection", "payment_session", "payment", "capture", "refund"]
// Store routes count requests per client before their schema (store/riverty/lib/rate-limit.ts).
const COUNTERS = ["riverty_store_route_hit"]
const TEXT_RULE = /must not contain a (NUL|control) character|must not contain a lone surrogate|is not valid percent-encoded UTF-8|Malformed notification: body (must not contain|holds text the plugin refuses|is not UTF-8)/

const emulator = useEmulator()
const routes = pluginRoutes()

/** The route the fuzz test drives, its kind and its input's template. */
type Target = { key: string; route: PluginRoute; template: unknown; via: "body" | "query" | "notification" }

/** Medusa's route whose Riverty sessions the plugin checks (store/riverty/lib/hold-session-data.ts). */
const paymentSessionsRoute: PluginRoute = {
  method: "POST",
  path: "/store/payment-collections/:id/payment-sessions",
  source: "src/api/store/riverty/lib/hold-session-data.ts",
  routeClass: "store",
}

function targetOf(route: PluginRoute): Target {
  const key = routeKey(route)
  if (route.routeClass === "notification" && route.method === "POST") {
    const template = envelope("accounting/reminderSent", {
      businessCode: "SHOP-1",
      companyCode: "1000",
      currency: "EUR",
      customerNumber: "C-1",
      transactionId: "tx-1",
      invoiceReference: "INV-1",
      orderReference: "payses_fuzz",
      reminderLevel: 1,
    })
    return { key, route, template, via: "notification" }
  }
  if (key === PAYMENT_SESSIONS) return { key, route, template: templateOf(storefrontSchemaOf("invoice")), via: "body" }
  const inputs = ROUTE_INPUTS[key] ?? {}
  if (route.method === "GET" || route.method === "DELETE") return { key, route, template: templateOf(inputs.query), via: "query" }
  return { key, route, template: templateOf(inputs.body), via: "body" }
}

/** A field's name as the plugin's 400 writes it: `address.address_1`, `items[0].quantity`. */
const nameOf = (path: PropertyKey[]) =>
  path.map((step, i) => (typeof step === "number" ? `[${step}]` : i === 0 ? String(step) : `.${String(step)}`)).join("")

/** A query string (brackets for nesting, as qs reads it); deeper values as their JSON text. */
function queryOf(value: unknown): string {
  const parts: string[] = []
  const add = (name: string, item: unknown, depth: number) => {
    if (item === null || item === undefined) parts.push(`${name}=`)
    else if (typeof item === "object" && depth < 3) {
      const entries = Array.isArray(item) ? item.map((v, i) => [String(i), v] as const) : Object.entries(item)
      if (!entries.length) parts.push(`${name}=`)
      entries.forEach(([k, v]) => add(`${name}[${percentEncode(k)}]`, v, depth + 1))
    } else parts.push(`${name}=${percentEncode(typeof item === "string" ? item : (JSON.stringify(item) ?? "").slice(0, 2000))}`)
  }
  // qs drops a parameter without a name: it never reaches the route.
  if (value && typeof value === "object" && !Array.isArray(value)) Object.entries(value).forEach(([k, v]) => k !== "" && add(percentEncode(k), v, 0))
  else add("q", value, 0)
  return parts.join("&")
}

/**
 * Whether the server, decoding `text` from a URL, sees text the rule refuses: a part that is not
 * UTF-8 (a lone surrogate's bytes) is left encoded by the query parser, so only controls count.
 */
const queryTextRefused = (text: string) => !/[\ud800-\udfff]/.test(text.replace(/[\ud800-\udbff][\udc00-\udfff]/g, "")) && breaksTextRule(text)

function queryRefused(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return queryTextRefused(value)
  if (!value || typeof value !== "object") return false
  if (depth >= 3) return queryTextRefused(JSON.stringify(value).slice(0, 2000))
  return Object.entries(value).some(([k, v]) => (depth > 0 || k !== "") && (queryTextRefused(k) || queryRefused(v, depth + 1)))
}

type Case = { body?: unknown; raw?: string; query?: unknown; param?: { name: string; text: string }; signed?: boolean; named?: string }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true })
    let admin: { headers: Record<string, string> }
    let collectionId: string
    const targets: Target[] = [...routes, paymentSessionsRoute].map(targetOf)

    beforeAll(async () => {
      const { catalog, checkout } = seeded
      admin = await adminHeaders(api, getContainer())
      const cartId = await checkout.createCart({ buyer: { firstName: "Fuzz" }, items: [{ variant_id: catalog.shirtVariantId, quantity: 1 }], shippingOptionId: catalog.shippingOptionId })
      const { data } = await api.post("/store/payment-collections", { cart_id: cartId }, { headers: checkout.headers() })
      collectionId = data.payment_collection.id
    })

    /** One SQL statement: each table's row count and latest update, so any write shows. */
    let snapshotSql: string | undefined
    async function snapshot(): Promise<Record<string, unknown>> {
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      if (!snapshotSql) {
        const tables = [...pluginTables(), ...PAYMENT_TABLES].filter((t) => !COUNTERS.includes(t))
        const { rows } = await pg.raw(`SELECT table_name FROM information_schema.columns WHERE column_name = 'updated_at' AND table_schema = current_schema()`)
        const withUpdate = new Set(rows.map((r: { table_name: string }) => r.table_name))
        snapshotSql = `SELECT ${tables
          .map((t) => `(SELECT json_build_array(count(*)${withUpdate.has(t) ? `, max("updated_at")` : ""}) FROM "${t}") AS "${t}"`)
          .join(", ")}`
      }
      const { rows } = await pg.raw(snapshotSql)
      return rows[0]
    }

    const journal = () => axios.get(`${emulator.current.url}/_emulator/journal`).then(({ data }) => data as Array<{ method: string; path: string }>)
    const clearJournal = () => axios.delete(`${emulator.current.url}/_emulator/journal`)

    let sent = 0
    function pathOf(target: Target, param?: Case["param"]): string {
      return target.route.path.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
        // Medusa's own `/admin*` middleware makes Express decode the whole path first, and a part
        // that is not UTF-8 answers 500 there, on every admin route, before any plugin code: a
        // Medusa defect outside the plugin's reach, so path parameters are sent as well-formed UTF-8.
        if (param?.name === name) return percentEncode(param.text, true)
        if (name === "provider") return "riverty-invoice_riverty"
        if (target.key === PAYMENT_SESSIONS) return collectionId
        return PATH_PARAMS[name] ?? "unknown"
      })
    }

    async function send(target: Target, input: Case) {
      sent += 1
      const headers: Record<string, string> = { "x-forwarded-for": `198.18.${(sent >> 8) % 250}.${sent % 250}` }
      if (target.route.routeClass === "admin") Object.assign(headers, admin.headers, { "idempotency-key": `route-fuzz-${SEED}-${sent}` })
      if (target.route.routeClass === "store") headers["x-publishable-api-key"] = seeded.store.publishableKey
      let url = pathOf(target, input.param)
      if (input.query !== undefined) url += `?${queryOf(input.query)}`
      let data: string | undefined
      if (input.raw !== undefined || input.body !== undefined) {
        data = input.raw ?? JSON.stringify(input.body)
        headers["content-type"] = "application/json"
      }
      if (input.signed && data !== undefined) headers["riverty-signature"] = signNotification(data, EMULATOR_NOTIFY_SECRET)
      const response = await api.request({
        method: target.route.method,
        url,
        data,
        headers,
        transformRequest: [(d: unknown) => d],
        validateStatus: () => true,
        maxRedirects: 0,
        maxBodyLength: Infinity,
        maxContentLength: Infinity,
      })
      const body = response.data as { message?: unknown } | string
      return { status: response.status, message: typeof body === "string" ? body : String(body?.message ?? "") }
    }

    /** The hostile inputs of a route: in its body, query or notification, or in one of its path parameters. */
    function casesOf(target: Target): fc.Arbitrary<Case> {
      const params = [...target.route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]).filter((name) => name !== "provider" && target.key !== PAYMENT_SESSIONS)
      // A route without input of its own still gets a field: `note`, which it must refuse the same way.
      const places = placesOf(target.template)
      const placed = fc.constantFrom(...(places.length ? places : [["note"]])).chain((place) => unsafeText.map((text) => ({ place, text })))
      const named: fc.Arbitrary<Case> = placed.map(({ place, text }) => {
        const value = putAt(target.template, place, text)
        return target.via === "query" ? { query: value } : { body: target.key === PAYMENT_SESSIONS ? { provider_id: providerId("invoice"), data: value } : value, named: nameOf(target.key === PAYMENT_SESSIONS ? ["data", ...place] : place) }
      })
      const anywhere: fc.Arbitrary<Case> = hostileInput(target.template).map((value) =>
        target.via === "query" ? { query: value } : { body: target.key === PAYMENT_SESSIONS ? { provider_id: providerId("invoice"), data: value } : value },
      )
      const inParam: fc.Arbitrary<Case> = params.length
        ? fc.tuple(fc.constantFrom(...params), fc.oneof(unsafeText, hostileValue.filter((v): v is string => typeof v === "string" && v.length < 500))).map(([name, text]) => ({ param: { name, text } }))
        : anywhere
      if (target.via === "notification") {
        return fc.tuple(fc.oneof(anywhere, named), fc.boolean(), fc.option(fc.constantFrom("\u0000", "\u0001", "\u001b", "\u007f", "\u0085"), { nil: undefined })).map(([c, signed, rawByte]) => {
          const text = JSON.stringify(c.body) ?? "null"
          // Sometimes a raw control byte in the JSON text itself, not an escape.
          const raw = rawByte ? text.replace(/"(?=[^"]*"\s*[,}\]])/, `"${rawByte}`) : text
          return { raw, signed }
        })
      }
      return fc.oneof({ weight: 3, arbitrary: named }, { weight: 4, arbitrary: anywhere }, { weight: params.length ? 2 : 0, arbitrary: inParam })
    }

    /** Whether the rule must refuse the case, as the server decodes it. */
    function mustRefuse(target: Target, input: Case): boolean {
      if (input.param) return /[\u0000-\u001f\u007f-\u009f]/.test(input.param.text)
      if (input.raw !== undefined) return !!input.signed && (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(input.raw) || holdsUnsafeText(safeParse(input.raw), true))
      if (input.query !== undefined) return queryRefused(input.query)
      // A top-level string, number or null is refused by Medusa's JSON parser (strict) before any route code.
      return !!input.body && typeof input.body === "object" && holdsUnsafeText(input.body)
    }

    it("fuzzes every route the plugin defines (a new route file is found and must be added here)", () => {
      const keys = targets.map((t) => t.key)
      expect(keys).toContain(PAYMENT_SESSIONS)
      const untargeted = routes.filter((route) => !(routeKey(route) in ROUTE_INPUTS) && route.routeClass !== "notification").map(routeKey)
      expect(untargeted).toEqual([])
      expect(new Set(keys).size).toBe(routes.length + 1)
    })

    it(`no 5xx, refused text is a 400 in the rule's words, and a refused input calls no Riverty endpoint and writes nothing (seed ${SEED}, ${RUNS_PER_ROUTE} runs per route)`, async () => {
      const failures: string[] = []
      let journalDirty = true
      // Notifications last: an accepted one is processed in the background afterwards.
      const ordered = [...targets.filter((t) => t.via !== "notification"), ...targets.filter((t) => t.via === "notification")]
      const started = Date.now()
      for (const [index, target] of ordered.entries()) {
        const result = await fc.check(
          fc.asyncProperty(casesOf(target), async (input) => {
            // The journal is cleared only when the previous case left something in it.
            const before = await snapshot()
            if (journalDirty) await clearJournal()
            const { status, message } = await send(target, input)
            const calls = await journal()
            journalDirty = calls.length > 0
            const after = await snapshot()
            const refuse = mustRefuse(target, input)
            const problems: string[] = []
            if (status >= 500) problems.push(`answered ${status}`)
            const unsigned = target.via === "notification" && !input.signed
            // Medusa parses the body of its `/hooks/payment` route for every provider, before the
            // plugin's receiver: text that is not JSON is Medusa's 400, signed or not.
            const parsedByMedusa = target.route.path.startsWith("/hooks/") && safeParse(input.raw ?? "") === null
            if (refuse && !unsigned && !(parsedByMedusa && status === 400) && (status !== 400 || !TEXT_RULE.test(message))) problems.push(`text the rule refuses answered ${status}: ${message.slice(0, 200)}`)
            if (refuse && input.named && !message.includes(`${input.named}:`)) problems.push(`the 400 does not name ${input.named}: ${message.slice(0, 200)}`)
            if (unsigned && status !== 401 && !(parsedByMedusa && status === 400)) problems.push(`unsigned notification answered ${status}`)
            if (status >= 400 && status < 500) {
              // A 400 is the plugin refusing the input: Riverty is never asked. Another 4xx may be
              // Riverty's own answer to a well-formed request (an unknown subscription's 404).
              if ((status === 400 || refuse) && calls.length) problems.push(`refused, yet Riverty was called: ${calls.map((c) => `${c.method} ${c.path}`).join(", ")}`)
              const changed = Object.keys(before).filter((t) => JSON.stringify(before[t]) !== JSON.stringify(after[t]))
              // A signed malformed notification is kept once as `rejected`, for diagnosis (by design).
              const allowed = target.via === "notification" && input.signed ? ["riverty_notification"] : []
              const unexpected = changed.filter((t) => !allowed.includes(t))
              if (unexpected.length) problems.push(`refused, yet rows changed in ${unexpected.join(", ")}`)
            }
            if (problems.length) throw new Error(problems.join("; "))
          }),
          { seed: SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        if (result.failed) {
          const example = JSON.stringify(result.counterexample?.[0])
          failures.push(`${target.key} (seed ${SEED + index}): ${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)} ← ${example.length > 300 ? `${example.slice(0, 300)}… (${example.length} chars)` : example}`)
        }
      }
      console.info(`route fuzz (seed ${SEED}): ${ordered.length} routes, ${sent} requests, ${Math.round((Date.now() - started) / 100) / 10} s`)
      expect(failures).toEqual([])
    })
  },
})

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
