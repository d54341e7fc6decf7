import { getI18n } from "react-i18next"
import { validationParts } from "./field-errors"
import { rawMessageOf, translatedMessageOf } from "./api-errors"

/** An error split over a form: messages under the fields they name, the rest for the form. */
export interface FormErrors {
  fields: Record<string, string>
  form: string | null
}

const lastName = (path: string) => path.replace(/\[\d+\]/g, "").split(".").pop()?.toLowerCase() ?? ""

/**
 * Places a server error next to its field. The plugin's 400s name fields two ways: request
 * validation as `Invalid request: body.claim_number: why; query.country: why`, and a Riverty
 * refusal as `Riverty refused the …: message (field customer.identificationNumber) [code]`.
 * `fields` maps a form field to the names the server may use for it (the path's last segment).
 */
export function formErrorsOf(error: unknown, fields: Record<string, string[]>): FormErrors {
  const message = rawMessageOf(error)
  const owner = (path: string): string | undefined => {
    const name = lastName(path)
    return Object.keys(fields).find((field) => fields[field].some((alias) => alias.toLowerCase() === name))
  }
  const result: FormErrors = { fields: {}, form: null }
  const refused = /\(field ([^)\s]+)\)/.exec(message)
  if (refused) {
    const field = owner(refused[1])
    const shown = translatedMessageOf(error)
    if (field) result.fields[field] = shown.replace(refused[0], "").replace(/\s+/g, " ").trim()
    else result.form = shown
    return result
  }
  const validation = /^Invalid request:\s*(.*)$/s.exec(message)
  if (!validation) return { fields: {}, form: translatedMessageOf(error) }
  const rest: string[] = []
  for (const part of validationParts(validation[1])) {
    const field = part.path === undefined ? undefined : owner(part.path.replace(/^(body|query)\./, ""))
    if (field) result.fields[field] = result.fields[field] ? `${result.fields[field]}; ${part.text}` : part.text
    else rest.push(part.sentence)
  }
  if (rest.length) result.form = getI18n().t("riverty.apiError.invalid_request.withWords", { words: rest.join("; ") })
  return result
}
