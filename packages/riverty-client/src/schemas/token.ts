import { z } from "zod"

/** Form fields of POST {auth_url}/oauth/token. */
export const tokenRequestSchema = z.object({
  grant_type: z.literal("client_credentials"),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  audience: z.string().min(1).optional(),
})
export type TokenRequest = z.output<typeof tokenRequestSchema>

export const tokenResponseSchema = z.looseObject({
  access_token: z.string().min(1),
  scope: z.string().optional(),
  /** Seconds; 86400 on the service. */
  expires_in: z.number().positive(),
  token_type: z.string(),
})
export type TokenResponse = z.output<typeof tokenResponseSchema>

export const DEFAULT_TOKEN_LIFETIME_SECONDS = 86400
