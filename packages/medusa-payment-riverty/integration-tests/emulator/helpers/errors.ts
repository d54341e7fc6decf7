import { RivertyError } from "riverty-client"

/** The RivertyError a call ends with; fails the test when the call succeeds. */
export async function failure(run: () => Promise<unknown>): Promise<RivertyError> {
  try {
    await run()
  } catch (error) {
    if (error instanceof RivertyError) return error
    throw error
  }
  throw new Error("expected the call to fail")
}
