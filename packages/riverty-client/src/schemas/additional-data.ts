import { z } from "zod"
import { PSP_TYPES, SUBSCRIPTION_TYPES } from "./enums"
import { isoDateTime, text } from "./primitives"

/** Plugin, shop, marketplace, subscription and PSP data of authorize and payment-methods. */
export const additionalDataSchema = z.object({
  pluginProvider: text(50).optional(),
  pluginVersion: text(50).optional(),
  shopUrl: text(2048).optional(),
  shopPlatform: text(50).optional(),
  shopPlatformVersion: text(50).optional(),
  marketplace: z
    .array(
      z.object({
        id: text(32).optional(),
        merchantCategoryCode: text(4).optional(),
        name: text(50).optional(),
        registeredSince: isoDateTime().optional(),
        rating: text(20).optional(),
        transactions: z.number().int().optional(),
      }),
    )
    .optional(),
  subscription: z
    .object({
      name: text(50).optional(),
      start: isoDateTime().optional(),
      end: isoDateTime().optional(),
      type: z.enum(SUBSCRIPTION_TYPES).optional(),
    })
    .optional(),
  partnerData: z
    .looseObject({
      pspName: text(50).optional(),
      pspType: z.enum(PSP_TYPES).optional(),
      trackingProvider: text(50).optional(),
    })
    .optional(),
})
export type AdditionalData = z.output<typeof additionalDataSchema>
