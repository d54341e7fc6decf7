import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { checkApiKey, checkOAuth, type ConnectionCheck } from "../check-connection"
import { connectionTargets, keyCountries } from "../connection-targets"

export const rivertyCheckConnectionStepId = "riverty-check-connection"

/**
 * Runs every check of the connection test (each country's key and each OAuth client), of all
 * connections or of one `provider_id`. Reads only: nothing to undo.
 */
export const rivertyCheckConnectionStep = createStep(
  rivertyCheckConnectionStepId,
  async (input: { providerId?: string }, { container }) => {
    const targets = connectionTargets(container).filter((target) => !input.providerId || target.provider_id === input.providerId)
    const checks = await Promise.all(
      targets.flatMap((target) => [
        ...keyCountries(target.options).map((country) => checkApiKey(target.provider_id, target.client, country)),
        ...(target.ownOAuth && target.options.oauth ? [checkOAuth(target.provider_id, target.client, target.options.oauth.clientId)] : []),
      ]),
    )
    return new StepResponse<ConnectionCheck[]>(checks)
  },
)
