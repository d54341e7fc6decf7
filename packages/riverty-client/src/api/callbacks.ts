import type { CallOptions, RivertyTransport } from "../http"
import {
  notificationCallbackRequestSchema,
  notificationCallbackResponseSchema,
  type NotificationCallbackRequestInput,
  type NotificationCallbackResponse,
} from "../schemas"
import { parseRequest, pathParams } from "./request"

/** The spec leaves the allowed `{version}` values open. */
export const DEFAULT_CALLBACK_API_VERSION = "v1"

export interface CallbackCallOptions extends CallOptions {
  /** `{version}` path segment; the client's `callbackApiVersion` option by default. */
  version?: string
}

/** Notification-callback registration (bearer token). */
export function callbacksApi(http: RivertyTransport, defaultVersion: string = DEFAULT_CALLBACK_API_VERSION) {
  return {
    /** POST /administration/{version}/notification-callbacks with the notificationTypes to receive. */
    async register(body: NotificationCallbackRequestInput, options: CallbackCallOptions = {}): Promise<NotificationCallbackResponse> {
      return http.send(
        {
          module: "callbacks",
          method: "POST",
          path: "/administration/{version}/notification-callbacks",
          pathParams: pathParams({ version: options.version ?? defaultVersion }, "notification-callbacks"),
          body: parseRequest(notificationCallbackRequestSchema, body, "notification-callbacks"),
          responseSchema: notificationCallbackResponseSchema,
        },
        options,
      )
    },
  }
}
export type CallbacksApi = ReturnType<typeof callbacksApi>
