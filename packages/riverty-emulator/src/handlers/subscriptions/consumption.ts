import { notFoundEntry } from "../../core/error-entries"
import { json, type EmulatorRequest, type EmulatorResponse } from "../../core/http-types"
import type { Runtime } from "../../runtime"
import { consumptionOut } from "./views"

/** GET /v1/clients/{clientId}/consumptions/{consumptionId}: the `self` link of a consumption. */
export function getConsumption(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const client = /^\d+$/.test(req.params.clientId) ? String(Number(req.params.clientId)) : req.params.clientId
  const found = rt.state.consumptions.find((c) => c.clientId === client && c.id === req.params.consumptionId)
  if (!found) return notFoundEntry("Consumption not found", `No consumption ${req.params.consumptionId} for this client.`)
  return json(200, consumptionOut(rt, found))
}
