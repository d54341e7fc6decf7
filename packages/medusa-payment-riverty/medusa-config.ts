import { defineConfig, loadEnv } from "@medusajs/framework/utils"

// The development store of this repository: it loads the plugin from source (the integration test
// runner and `npm run demo` both boot it). A real store installs the package instead; see README.
loadEnv(process.env.NODE_ENV || "development", process.cwd())

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { httpSecrets, rivertySecrets } = require("../../scripts/lib/dev-secrets")
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { listenHost } = require("../../scripts/lib/listen-host")

const env = (name: string, fallback: string) => process.env[name] || fallback
const trustedProxiesOf = (value: string | undefined): number | string[] | undefined => {
  if (!value?.trim()) return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim())
  return value.split(",").map((part) => part.trim()).filter(Boolean)
}
// The store listens on 127.0.0.1 unless HOST opens it (Medusa's listen address; scripts/lib/listen-host.js).
const host = listenHost()
// Generated once per checkout unless RIVERTY_NOTIFICATION_SECRET, RIVERTY_PERSONAL_DATA_KEY and
// RIVERTY_SIGNATURE_KEY are set (required in production): never a value written in this repository.
const secrets = rivertySecrets()
const port = env("PORT", "9000")
const backendUrl = env("MEDUSA_BACKEND_URL", `http://localhost:${port}`)

// The plugin entry's options: the connection, the storefront, the secrets and the plugin's own
// settings, written once; the `riverty` module reads them and every part of the plugin (payment
// providers, routes, workflows, jobs) gets its Riverty client from them (docs/configuration.md).
const rivertyPluginOptions = {
  // How long a notification's effects wait after its acknowledgement (5 s unset, as Medusa's own
  // payment hooks); the integration tests shorten it (integration-tests/setup.js).
  notificationDelayMs: process.env.RIVERTY_NOTIFICATION_DELAY_MS ? Number(process.env.RIVERTY_NOTIFICATION_DELAY_MS) : undefined,
  environment: env("RIVERTY_ENVIRONMENT", "emulator"),
  baseUrl: env("RIVERTY_BASE_URL", "http://127.0.0.1:4010"),
  apiKeys: {
    DE: env("RIVERTY_API_KEY_DE", "emulator-key-de"),
    NL: env("RIVERTY_API_KEY_NL", "emulator-key-nl"),
    SE: env("RIVERTY_API_KEY_SE", "emulator-key-se"),
    // The other six only when set: `npm run demo` and the browser tests give each its emulator
    // key; the HTTP tests set the ones they sell in (a country without a key is not served).
    AT: process.env.RIVERTY_API_KEY_AT,
    CH: process.env.RIVERTY_API_KEY_CH,
    BE: process.env.RIVERTY_API_KEY_BE,
    NO: process.env.RIVERTY_API_KEY_NO,
    FI: process.env.RIVERTY_API_KEY_FI,
    DK: process.env.RIVERTY_API_KEY_DK,
  },
  backendUrl,
  storefrontUrl: env("STOREFRONT_URL", "http://localhost:8000"),
  // Where the return route sends the shopper on that storefront; unset, the defaults
  // (/order/confirmed, /checkout). Another storefront tried against the demo may need its own.
  successPath: process.env.RIVERTY_SUCCESS_PATH || undefined,
  checkoutPath: process.env.RIVERTY_CHECKOUT_PATH || undefined,
  signatureKey: secrets.signatureKey,
  notificationSecret: secrets.notificationSecret,
  personalDataKey: secrets.personalDataKey,
  // Each request's timeout; the reliability tests shorten it so a slow Riverty times out quickly.
  timeoutMs: Number(env("RIVERTY_TIMEOUT_MS", "20000")),
  checkoutDeadlineMs: Number(env("RIVERTY_CHECKOUT_DEADLINE_MS", "15000")),
  reservationHoldMs: process.env.RIVERTY_RESERVATION_HOLD_MS ? Number(process.env.RIVERTY_RESERVATION_HOLD_MS) : undefined,
  oauth: {
    clientId: env("RIVERTY_CLIENT_ID", "emulator-client"),
    clientSecret: env("RIVERTY_CLIENT_SECRET", "emulator-client-secret"),
  },
  businessCode: process.env.RIVERTY_BUSINESS_CODE,
  // Riverty's client id of the v1 customers and subscriptions (the emulator seeds client 1001).
  v1ClientId: env("RIVERTY_V1_CLIENT_ID", "1001"),
  // Proxies whose X-Forwarded-For names the client (rate limits, risk data): the development store
  // and the demo are reached directly, so none. RIVERTY_TRUSTED_PROXIES is a hop count or a comma
  // list of addresses/ranges; the HTTP tests set "loopback" to name shoppers as a proxy would.
  trustedProxies: trustedProxiesOf(process.env.RIVERTY_TRUSTED_PROXIES),
  retryBaseDelayMs: Number(env("RIVERTY_NOTIFICATION_RETRY_BASE_MS", "30000")),
  // Follow-up work of order events (capture on shipment, void after cancel, return notification);
  // tests shorten the backoff so an outage's retries fit in a test run.
  followUpRetryBaseMs: Number(env("RIVERTY_FOLLOW_UP_RETRY_BASE_MS", "60000")),
  followUpRetryMaxMs: Number(env("RIVERTY_FOLLOW_UP_RETRY_MAX_MS", "3600000")),
  followUpMaxAttempts: Number(env("RIVERTY_FOLLOW_UP_MAX_ATTEMPTS", "12")),
  // How long a process may hold a notification or follow-up before another one takes it over
  // (a process that died mid-way); crash tests shorten them so the takeover fits in a test run.
  processingLeaseMs: Number(env("RIVERTY_PROCESSING_LEASE_MS", "300000")),
  followUpLeaseMs: Number(env("RIVERTY_FOLLOW_UP_LEASE_MS", "300000")),
  storeRoutes: {
    cacheTtlSeconds: Number(env("RIVERTY_STORE_CACHE_TTL_SECONDS", "300")),
    rateLimit: Number(env("RIVERTY_STORE_RATE_LIMIT", "30")),
    rateWindowSeconds: Number(env("RIVERTY_STORE_RATE_WINDOW_SECONDS", "60")),
  },
}

// The provider entry's options: only what may differ between two Riverty providers of a store.
const rivertyProviderOptions = {
  capture: env("RIVERTY_CAPTURE", "manual"),
  // Tests only: shares in decimal quantities (docs/configuration.md; needs Riverty's agreement).
  decimalQuantities: process.env.RIVERTY_DECIMAL_QUANTITIES === "true",
  // Tests only: parts of authorize's risk data to leave out, e.g. "ipAddress,userAgent".
  riskData: Object.fromEntries(
    env("RIVERTY_RISK_DATA_OFF", "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part, false]),
  ),
  // Per-country basket limits of the store routes, as JSON (docs/configuration.md); unset: none.
  amountLimits: process.env.RIVERTY_AMOUNT_LIMITS ? JSON.parse(process.env.RIVERTY_AMOUNT_LIMITS) : undefined,
  // Tests only: a secret in the provider entry, which the store refuses (the plugin entry holds it).
  notificationSecret: process.env.RIVERTY_PROVIDER_NOTIFICATION_SECRET,
}

// Tests only: a second Riverty provider entry, as JSON `{ "id": …, "options": { … } }` (a store
// with two Riverty providers: their own capture, prefix and limits, the plugin's one connection).
const secondRivertyProvider = process.env.RIVERTY_SECOND_PROVIDER ? JSON.parse(process.env.RIVERTY_SECOND_PROVIDER) : undefined

// Scale-out (README "Running several servers"): with REDIS_URL set the store runs Medusa's Redis
// event bus, workflow engine, locking and cache, so several server processes on one database
// share events, workflow state, locks and cached answers. REDIS_PREFIX starts every key and queue
// name, so two stores (or two test runs) on one Redis stay apart. Unset, Medusa's in-process
// modules are used, which hold within one process only.
const redisUrl = process.env.REDIS_URL
const redisPrefix = env("REDIS_PREFIX", "medusa-riverty")
const redisModules = redisUrl
  ? [
      {
        resolve: "@medusajs/medusa/event-bus-redis",
        options: {
          redisUrl,
          queueName: `${redisPrefix}-events`,
          queueOptions: { prefix: `${redisPrefix}-bull` },
          workerOptions: { prefix: `${redisPrefix}-bull` },
        },
      },
      {
        resolve: "@medusajs/medusa/workflow-engine-redis",
        options: {
          redis: {
            redisUrl,
            queueName: `${redisPrefix}-workflows`,
            jobQueueName: `${redisPrefix}-workflow-jobs`,
            queueOptions: { prefix: `${redisPrefix}-bull` },
            workerOptions: { prefix: `${redisPrefix}-bull` },
          },
        },
      },
      {
        resolve: "@medusajs/medusa/locking",
        options: {
          providers: [
            {
              resolve: "@medusajs/medusa/locking-redis",
              id: "locking-redis",
              is_default: true,
              options: { redisUrl, namespace: `${redisPrefix}-lock:` },
            },
          ],
        },
      },
      {
        resolve: "@medusajs/medusa/cache-redis",
        options: { redisUrl, namespace: `${redisPrefix}-cache` },
      },
    ]
  : []

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    // With Redis, admin sessions live there too (under the prefix), so any server can answer.
    redisUrl,
    redisPrefix: redisUrl ? `${redisPrefix}-` : undefined,
    http: {
      storeCors: env("STORE_CORS", "*"),
      adminCors: env("ADMIN_CORS", "*"),
      authCors: env("AUTH_CORS", "*"),
      // JWT_SECRET and COOKIE_SECRET, or (outside production) a random pair of this checkout,
      // never a fallback anyone knows (dev-secrets.js).
      ...httpSecrets(),
    },
  },
  admin: {
    disable: process.env.MEDUSA_ADMIN_DISABLED === "true",
    backendUrl,
    // The admin dev server's websocket (hot reload, its own port) binds where the store does:
    // on loopback it listens on that address only; opened with HOST, Vite's default (every interface).
    vite: () => (host.loopback ? { server: { hmr: { host: host.address } } } : {}),
  },
  modules: [
    { resolve: "./src/modules/riverty", options: rivertyPluginOptions },
    {
      resolve: "@medusajs/medusa/payment",
      dependencies: ["query", "riverty", "locking"],
      options: {
        providers: [
          {
            resolve: "./src/providers/riverty",
            id: "riverty",
            options: rivertyProviderOptions,
          },
          ...(secondRivertyProvider ? [{ resolve: "./src/providers/riverty", ...secondRivertyProvider }] : []),
        ],
      },
    },
    ...redisModules,
  ],
})
