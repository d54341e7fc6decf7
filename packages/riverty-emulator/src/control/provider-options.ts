import type { Runtime } from "../runtime"

/**
 * The `options` of the Riverty provider entry in medusa-config.ts that point a store at this
 * emulator (the fields of the provider's options schema that depend on the emulator).
 */
export function providerOptions(rt: Runtime): Record<string, unknown> {
  const apiKeys: Record<string, string> = {}
  for (const k of rt.config.apiKeys) if (k.country && !apiKeys[k.country]) apiKeys[k.country] = k.key
  return {
    environment: "emulator",
    baseUrl: rt.publicUrl(),
    apiKeys,
    signatureKey: rt.config.signatureKey,
  }
}

/** Everything a store or test needs to talk to this emulator, served by `GET /_emulator/config`. */
export function connectionInfo(rt: Runtime): Record<string, unknown> {
  return {
    provider: providerOptions(rt),
    oauth: { tokenUrl: `${rt.publicUrl()}/oauth/token`, clientId: rt.config.clientId, clientSecret: rt.config.clientSecret },
    notifications: { url: rt.config.notifyUrl ?? null, secret: rt.config.notifySecret },
    controlApi: `${rt.publicUrl()}/_emulator`,
  }
}
