import { logger as medusaLogger } from "@medusajs/framework/logger"
import type { Logger } from "@medusajs/framework/types"
import { redact, type RivertyLogger } from "riverty-client"

/**
 * The Riverty client's logger interface on Medusa's logger: requests (debug), responses (info),
 * retries and failures (warn) become Medusa log lines. The client hands over redacted data; the
 * metadata is redacted once more here, so a field added to a log call later cannot leak a key, a
 * token or personal data.
 */
export function rivertyLoggerFor(logger: Pick<Logger, "debug" | "info" | "warn" | "error"> = medusaLogger): Required<RivertyLogger> {
  const line = (message: string, meta?: Record<string, unknown>) => (meta ? `${message} ${JSON.stringify(redact(meta))}` : message)
  return {
    debug: (message, meta) => logger.debug(line(message, meta)),
    info: (message, meta) => logger.info(line(message, meta)),
    warn: (message, meta) => logger.warn(line(message, meta)),
    error: (message, meta) => logger.error(line(message, meta)),
  }
}
