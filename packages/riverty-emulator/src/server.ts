import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { resolveConfig, type EmulatorLogger, type EmulatorOptions, type ResolvedConfig } from "./config"
import { createClock } from "./core/clock"
import { handleRequest, send, INTERNAL_ERROR } from "./pipeline/request"
import { plainMessage } from "./core/messages"
import { Router } from "./core/router"
import type { RouteDef } from "./route-types"
import { connectionInfo, providerOptions } from "./control/provider-options"
import { CONTROL_ROUTES } from "./control/routes"
import { resetState } from "./control/state-ops"
import { sweep } from "./domain/order-lifecycle"
import { processReturn } from "./domain/returns"
import { SERVICE_ROUTES } from "./handlers"
import { Runtime } from "./runtime"
import { loadStateFile, StatePersister } from "./state/persistence"
import { applySeed, defaultSeed } from "./state/seed"
import { createEmptyState } from "./state/store"
import type { EmulatorState } from "./state/types"

export interface RunningEmulator {
  /** Base URL of every module (v3, v1, accounting, merchants, claims, token endpoint). */
  url: string
  port: number
  config: ResolvedConfig
  /** The options to give the Riverty payment provider in medusa-config.ts. */
  providerOptions: Record<string, unknown>
  /** Provider options plus OAuth credentials, notification settings and the control API URL. */
  connection: Record<string, unknown>
  /** Live state, for in-process tests and benchmarks. */
  state(): EmulatorState
  /** Resets to a fresh (seeded) state. */
  reset(seed?: boolean): void
  /** Writes the state file now (no-op without one). */
  save(): void
  stop(): Promise<void>
}

const silent: EmulatorLogger = { info: () => undefined, warn: () => undefined }

/** Starts the emulator on `options.port` (0 = any free port) and resolves once it listens. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const config = resolveConfig(options)
  const logger = options.logger ?? silent
  const loaded = config.stateFile ? loadStateFile(config.stateFile) : undefined
  const clock = options.clock ?? createClock(loaded?.clockOffsetMs ?? 0)
  let state = loaded
  if (!state) {
    state = createEmptyState()
    if (config.seed) applySeed(state, defaultSeed(clock.now()), clock.now())
  }

  let persister: StatePersister | undefined
  const rt = new Runtime(config, clock, state, logger, () => persister?.schedule())
  if (config.stateFile) persister = new StatePersister(config.stateFile, () => ({ ...rt.state, clockOffsetMs: clock.offsetMs() }))

  const router = new Router<RouteDef>()
  for (const [method, path, auth, handler] of SERVICE_ROUTES) router.add(method, path, { auth, handler })
  for (const [method, path, handler] of CONTROL_ROUTES) router.add(method, path, { auth: "control", handler })

  const server: Server = createServer((req, res) => {
    handleRequest(rt, router, req, res).catch((err: Error) => {
      logger.warn(`emulator: request failed: ${err.message}`)
      send(res, req.method ?? "GET", plainMessage(500, INTERNAL_ERROR))
    })
  })
  server.keepAliveTimeout = 5_000
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(config.port, config.host, () => {
      server.off("error", reject)
      resolve()
    })
  })
  const address = server.address() as AddressInfo
  const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`
  rt.setUrl(url)

  // Work left over from a previous run with a state file: returns to validate, deliveries to retry.
  for (const r of Object.values(rt.state.returns)) {
    if (r.status === "Received") rt.later(Math.max(0, r.processAt - clock.now()), () => processReturn(rt, r.internalRequestId))
  }
  rt.notifications.schedule()
  const sweeper = setInterval(() => sweep(rt), config.sweepIntervalMs)
  sweeper.unref()

  let stopped = false
  return {
    url,
    port: address.port,
    config,
    providerOptions: providerOptions(rt),
    connection: connectionInfo(rt),
    state: () => rt.state,
    reset: (seed = true) => resetState(rt, seed),
    save: () => persister?.flush(),
    async stop() {
      if (stopped) return
      stopped = true
      clearInterval(sweeper)
      rt.cancelTimers()
      rt.notifications.stop()
      persister?.flush()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}
