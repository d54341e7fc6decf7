import { z } from "zod"

/** GET /api/v3/version. */
export const versionResponseSchema = z.looseObject({ version: z.string() })
export type VersionResponse = z.output<typeof versionResponseSchema>
