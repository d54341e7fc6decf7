import { notificationCallbackRequestSchema } from "riverty-client/schemas"
import { json, type EmulatorRequest, type EmulatorResponse } from "../core/http-types"
import { validateBody } from "../core/validation"
import { uuid } from "../domain/ids"
import type { Runtime } from "../runtime"

/**
 * POST /administration/{version}/notification-callbacks: registers which notification types go to
 * which URL (the emulator's notify URL when none is given). Registering the same URL again
 * replaces its type list.
 */
export function registerCallback(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const parsed = validateBody(req, notificationCallbackRequestSchema)
  if (!parsed.ok) return parsed.response
  const body = parsed.value
  const url = body.url ?? rt.config.notifyUrl
  const existing = rt.state.callbacks.find((c) => (c.url ?? rt.config.notifyUrl) === url && c.version === req.params.version)
  const record = existing ?? {
    id: uuid(),
    version: req.params.version,
    url: body.url,
    notificationTypes: [],
    createdAt: rt.clock.now(),
  }
  record.notificationTypes = [...body.notificationTypes]
  if (body.secret !== undefined) record.secret = body.secret
  if (!existing) rt.state.callbacks.push(record)
  rt.changed()
  return json(200, {
    id: record.id,
    url: record.url ?? rt.config.notifyUrl ?? null,
    notificationTypes: record.notificationTypes,
  })
}
