// The page's own small parts: a notice, a labelled control, a loading state.
import { useEffect, useState, type DependencyList, type ReactNode } from "react"
import { messageOf } from "./format"
import { useTexts } from "./i18n/texts"

export function Notice({ kind, children, testId }: { kind: "warn" | "error" | "ok"; children: ReactNode; testId?: string }) {
  return (
    <div className={`notice ${kind}`} role={kind === "error" ? "alert" : "status"} data-testid={testId}>
      {children}
    </div>
  )
}

/** A label and its control: `id` ties them, so the control is found by its label text. */
export function Field({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  )
}

export type Loaded<T> = { kind: "loading" } | { kind: "ready"; value: T } | { kind: "failed"; message: string }

/** What `load` resolves to, loaded again when a dependency changes; an answer for older dependencies is dropped. */
export function useLoaded<T>(load: () => Promise<T>, deps: DependencyList): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ kind: "loading" })
  useEffect(() => {
    let current = true
    load().then(
      (value) => current && setState({ kind: "ready", value }),
      (error: unknown) => current && setState({ kind: "failed", message: messageOf(error) }),
    )
    return () => {
      current = false
    }
  }, deps) // the caller names what `load` depends on
  return state
}

/** The loading line or the page's error for a state that is not ready. */
export function NotReady({ state }: { state: Exclude<Loaded<unknown>, { kind: "ready" }> }) {
  const { t } = useTexts()
  return state.kind === "loading" ? <p className="muted">{t("page.loading")}</p> : <Notice kind="error" testId="page-error">{state.message}</Notice>
}
