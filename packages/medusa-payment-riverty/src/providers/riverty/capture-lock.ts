import type { ILockingModule } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"

/**
 * One lock per Riverty order for every path that captures, books a capture or voids: the
 * provider, the admin routes, capture on shipment and the notification effects. It goes through
 * Medusa's locking module, so with the Redis locking provider it holds across server processes.
 * Workflows take the same key with `acquireLockStep`; plain code uses `withCaptureLock`.
 */
export const captureLockKey = (orderNumber: string): string => `riverty-capture:${orderNumber}`

/** Seconds to wait for the lock and seconds it lives at most (a Riverty call with retries fits). */
export const CAPTURE_LOCK_TIMEOUT_S = 60
export const CAPTURE_LOCK_TTL_S = 120

/** Runs `job` holding the order's capture lock; Riverty and Medusa must be re-read inside `job`. */
export async function withCaptureLock<T>(
  locking: ILockingModule | undefined,
  orderNumber: string,
  job: () => Promise<T>
): Promise<T> {
  if (!locking) {
    throw new MedusaError(
      MedusaError.Types.UNEXPECTED_STATE,
      "Riverty: Medusa's locking module is not reachable from the payment module; add \"locking\" to its dependencies (see README)"
    )
  }
  return locking.execute(captureLockKey(orderNumber), job, { timeout: CAPTURE_LOCK_TIMEOUT_S, expire: CAPTURE_LOCK_TTL_S })
}
