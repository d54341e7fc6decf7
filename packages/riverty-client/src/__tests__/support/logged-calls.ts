import { TokenCache } from "../../auth"
import { createRivertyClient, type RivertyClient } from "../../client"
import type { RivertyLogger } from "../../logger"

/** Keys, tokens and personal data `callsWithSecrets` hands the client: none may reach a log line. */
export const LOGGED_SECRETS = ["api-key-123", "client-secret-456", "very-secret-token", "800119-3989", "1999-01-02", "Svensson"]

/**
 * A client with secret credentials and bodies logged, against `url` (a test server answering the
 * token endpoint with `very-secret-token`): runs `first`, then an authorize with personal data, a
 * customer lookup by SSN (its failure ignored) and a token fetch, so a logging test can check what
 * reached `logger`.
 */
export async function callsWithSecrets(url: string, logger: RivertyLogger, first?: (client: RivertyClient) => Promise<unknown>): Promise<void> {
  const client = createRivertyClient({
    environment: "emulator",
    emulatorUrl: url,
    apiKey: "api-key-123",
    oauth: { clientId: "client", clientSecret: "client-secret-456" },
    tokenCache: new TokenCache(),
    retry: { retries: 1, baseDelayMs: 1, maxDelayMs: 2 },
    logger,
    logBodies: true,
  })
  if (first) await first(client)
  await client.checkout.authorize({
    payment: { type: "Invoice" },
    customer: {
      customerCategory: "Person",
      firstName: "Astrid",
      lastName: "Svensson",
      birthDate: "1999-01-02",
      identificationNumber: "800119-3989",
      address: { countryCode: "DE" },
    },
    order: { number: "o-1", totalGrossAmount: 10, totalNetAmount: 8.4 },
  })
  await client.customerAccount.findBySsn("800119-3989").catch(() => undefined)
  await client.token.getAccessToken()
}
