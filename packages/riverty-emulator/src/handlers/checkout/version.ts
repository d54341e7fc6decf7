import { json, type EmulatorResponse } from "../../core/http-types"

export const SERVICE_VERSION = "3.0.0-emulator"

/** GET /api/v3/version. */
export function version(): EmulatorResponse {
  return json(200, { version: SERVICE_VERSION })
}

/** GET /api/v3/status: only the status code matters to callers. */
export function status(): EmulatorResponse {
  return json(200, { status: "OK" })
}
