import type { EmulatorResponse } from "./http-types"
import type { ActionCode, MessageObject, MessageType } from "riverty-client/schemas"

export type { ActionCode, MessageType }

/** The checkout-style message object of the spec (type, code, message, customerFacingMessage...). */
export type ResponseMessage = MessageObject

export function businessError(
  code: string,
  message: string,
  fieldReference?: string,
  actionCode: ActionCode = "Unavailable",
  customerFacingMessage?: string,
): ResponseMessage {
  const out: ResponseMessage = { type: "BusinessError", code, message, actionCode }
  if (customerFacingMessage !== undefined) out.customerFacingMessage = customerFacingMessage
  if (fieldReference !== undefined) out.fieldReference = fieldReference
  return out
}

export function validationError(code: string, message: string, fieldReference: string): ResponseMessage {
  return { type: "BusinessError", code, message, actionCode: "AskConsumerToReEnterData", fieldReference }
}

/** 400 "Model validation failed." answers are a bare array of message objects. */
export function messagesResponse(status: number, messages: ResponseMessage[]): EmulatorResponse {
  return { status, body: messages }
}

/** One business error as the 400 array. */
export function failure(status: number, code: string, message: string, fieldReference?: string): EmulatorResponse {
  return messagesResponse(status, [businessError(code, message, fieldReference)])
}

/** The single-object shape the service uses for 401/404/413/429/500 answers. */
export function plainMessage(status: number, message: string): EmulatorResponse {
  return { status, body: { message } }
}
