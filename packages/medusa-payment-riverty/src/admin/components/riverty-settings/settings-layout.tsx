import { Container, Heading, Text } from "@medusajs/ui"
import type { ReactNode } from "react"
import { NavLink } from "react-router-dom"
import { RIVERTY_SETTINGS_PAGES, settingsPath } from "./settings-pages"
import { useTranslation } from "react-i18next"

/** A Riverty settings page: its title and the navigation between the Riverty sub-pages. */
export function SettingsLayout({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-y-3" data-testid="riverty-settings-page">
      <Container className="p-0">
        <div className="px-6 py-4">
          <Heading level="h1">{title}</Heading>
          {description ? (
            <Text size="small" className="text-ui-fg-subtle">
              {description}
            </Text>
          ) : null}
        </div>
        <nav aria-label={t("riverty.settings.navigation")} className="flex flex-wrap gap-x-1 border-t px-4 py-2">
          {RIVERTY_SETTINGS_PAGES.map((page) => (
            <NavLink
              key={page.path}
              to={settingsPath(page.path)}
              className={({ isActive }) =>
                `txt-compact-small-plus rounded-md px-2 py-1 ${isActive ? "bg-ui-bg-base-pressed text-ui-fg-base" : "text-ui-fg-subtle hover:bg-ui-bg-base-hover"}`
              }
            >
              {t(page.label)}
            </NavLink>
          ))}
        </nav>
      </Container>
      {children}
    </div>
  )
}
