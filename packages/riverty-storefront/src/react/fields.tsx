"use client"
import type { ReactNode } from "react"
import type { StorefrontFieldDescription } from "../requirements.js"
import { classOf, type ClassNames } from "./class-names.js"

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
  /** A translation per field name; defaults to the field's English label. */
  labels?: Partial<Record<string, string>>
  optionalSuffix?: string
  renderField?: (slot: RivertyFieldSlot) => ReactNode
  classNames?: ClassNames<RivertyFieldsPart>
}

/** The inputs of a method's payment step, one per field description, each with its error. */
export function RivertyFields({ fields, values, errors, onChange, onBlur, idPrefix = "riverty", labels, optionalSuffix = " (optional)", renderField, classNames }: RivertyFieldsProps) {
  return (
    <div className={classOf(classNames, "fields")}>
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`
        const error = errors?.[field.name]
        const label = `${labels?.[field.name] ?? field.label}${field.required ? "" : optionalSuffix}`
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
                <option value="">—</option>
                {(field.options ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
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
