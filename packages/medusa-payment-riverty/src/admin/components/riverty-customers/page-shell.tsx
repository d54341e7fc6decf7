import { Container, Heading } from "@medusajs/ui"
import type { ReactNode } from "react"
import { SettingsLayout } from "../riverty-settings/settings-layout"

/** One Riverty settings page: a heading and the Riverty settings navigation, then its blocks. */
export function PageShell({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <SettingsLayout title={title} description={description}>
      {children}
    </SettingsLayout>
  )
}

/** A titled block of a page. */
export function Block({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Container className="flex flex-col gap-y-3 px-6 py-4" data-testid={testId}>
      <Heading level="h2">{title}</Heading>
      {children}
    </Container>
  )
}
