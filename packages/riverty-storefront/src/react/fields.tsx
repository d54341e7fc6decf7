"use client"
import type { ReactNode } from "react"
import { ENGLISH, type RivertyMessageKey } from "../i18n/english.js"
import type { StorefrontFieldDescription } from "../requirements.js"
import { classOf, type ClassNames } from "./class-names.js"
import { useRivertyTexts } from "./locale.js"

export type RivertyFieldsPart = "fields" | "field" | "label" | "input" | "error"

/** What a `renderField` slot gets to draw one field with the starter's own inputs. */
export interface RivertyFieldSlot {
  field: StorefrontFieldDescription
  id: string
  value: string
  error?: string
  label: string
  onChange: (value: string) => void
  onBlur: () => void
}

export interface RivertyFieldsProps {
  /** `offer.fields`, or `fieldsFor(method, { countryCode, customerCategory })`. */
  fields: StorefrontFieldDescription[]
  values: Record<string, string>
  /** Per field name; shown under the field. */
  errors?: Record<string, string | undefined>
  onChange: (name: string, value: string) => void
  onBlur?: (name: string) => void
  idPrefix?: string
  /** A label per field name, instead of the catalogue's (`field.<name>`). */
  labels?: Partial<Record<string, string>>
  /** Put after an optional field's label instead of the catalogue's `field.optional` ("{label} (optional)"). */
  optionalSuffix?: string
  /** BCP 47; defaults to the `RivertyLocale` around it (English without one). */
  locale?: string
  renderField?: (slot: RivertyFieldSlot) => ReactNode
  classNames?: ClassNames<RivertyFieldsPart>
}

const own = (key: string): key is RivertyMessageKey => Object.prototype.hasOwnProperty.call(ENGLISH, key)

/** The inputs of a method's payment step, one per field description, each with its error. */
export function RivertyFields({ fields, values, errors, onChange, onBlur, idPrefix = "riverty", labels, optionalSuffix, locale, renderField, classNames }: RivertyFieldsProps) {
  const { t } = useRivertyTexts(locale)
  const labelOf = (field: StorefrontFieldDescription) => {
    const key = `field.${field.name}`
    const base = labels?.[field.name] ?? (own(key) ? t(key) : field.label)
    if (field.required) return base
    return optionalSuffix !== undefined ? `${base}${optionalSuffix}` : t("field.optional", { label: base })
  }
  const optionLabel = (field: StorefrontFieldDescription, option: { value: string; label: string }) => {
    const key = `${field.name}.${option.value}`
    return own(key) ? t(key) : option.label
  }
  return (
    <div className={classOf(classNames, "fields")}>
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`
        const error = errors?.[field.name]
        const label = labelOf(field)
        const value = values[field.name] ?? ""
        const slot: RivertyFieldSlot = { field, id, value, label, onChange: (next) => onChange(field.name, next), onBlur: () => onBlur?.(field.name), ...(error ? { error } : {}) }
        if (renderField) return <div key={field.name}>{renderField(slot)}</div>
        const common = {
          id,
          name: field.name,
          value,
          required: field.required,
          className: classOf(classNames, "input"),
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
          onBlur: slot.onBlur,
        }
        return (
          <div key={field.name} className={classOf(classNames, "field")}>
            <label htmlFor={id} className={classOf(classNames, "label")}>
              {label}
            </label>
            {field.input === "select" ? (
              <select {...common} onChange={(event) => slot.onChange(event.target.value)}>
                <option value="">{t("field.choose")}</option>
                {(field.options ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {optionLabel(field, option)}
                  </option>
                ))}
              </select>
            ) : (
              <input {...common} type={field.input} onChange={(event) => slot.onChange(event.target.value)} />
            )}
            {error ? (
              <p id={`${id}-error`} role="alert" className={classOf(classNames, "error")}>
                {error}
              </p>
            ) : null}
          </div>
        )
      })}
    </div>
  )
}
