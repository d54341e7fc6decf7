import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { formErrorsOf, type FormErrors } from "../../lib/form-errors"

const NO_ERRORS: FormErrors = { fields: {}, form: null }

/**
 * A small form: its values, a submit that answers with the server's result, and the server's
 * errors placed under the fields they name (`aliases`: a form field and the names the server uses).
 */
export function useRivertyForm<V extends Record<string, string>, R>(initial: V, aliases: Record<keyof V & string, string[]>, send: (values: V) => Promise<R>) {
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS)
  const mutation = useMutation({
    mutationFn: () => send(values),
    onSuccess: () => setErrors(NO_ERRORS),
    onError: (error) => setErrors(formErrorsOf(error, aliases)),
  })
  const bind = (key: keyof V & string) => ({
    id: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value }),
  })
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    mutation.reset()
    mutation.mutate()
  }
  return { values, bind, submit, errors, setErrors, result: mutation.data, pending: mutation.isPending }
}
