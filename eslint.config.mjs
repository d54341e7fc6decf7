import tseslint from "typescript-eslint"
import medusa from "@medusajs/eslint-plugin"
import { importBoundaries, packageBoundaries } from "./eslint.import-map.mjs"

export default tseslint.config(
  {
    ignores: ["node_modules/", "packages/*/dist/", "**/.medusa/", "**/.cache/", "**/test-artifacts/", "coverage/", "**/*.d.ts"],
  },
  ...medusa.configs.recommended,
  // Medusa's shared config ignores every test (__tests__, integration-tests, *.spec.*): ours are
  // code that guards money and state, so lint reads them as well.
  { ignores: ["!**/__tests__/**", "!**/integration-tests/**", "!**/*.spec.*", "!**/*.test.*"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
      eqeqeq: ["error", "always"],
      "no-console": "off",
    },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { require: "readonly", module: "writable", process: "readonly", console: "readonly", __dirname: "readonly" } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["**/__tests__/**", "packages/medusa-payment-riverty/integration-tests/**", "bench/**"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  }
,
  {
    // The client, the order money math, the emulator and the storefront kit are free of Medusa by
    // design: they take zod directly (the same version Medusa re-exports, so both share one copy).
    files: [
      "packages/medusa-payment-riverty/src/riverty-order/**",
      "packages/riverty-client/**",
      "packages/riverty-emulator/**",
      "packages/riverty-storefront/**",
      "packages/demo/storefront/**",
      "packages/medusa-payment-riverty/integration-tests/emulator/**",
      "bench/**",
    ],
    rules: { "@medusajs/zod-import-source": "off", "@medusajs/use-medusa-error-not-generic-error": "off" },
  }
,
  {
    // Tooling, tests and the demo page (a browser) run outside Medusa's HTTP layer, where MedusaError's status mapping means nothing.
    files: ["scripts/**", "packages/*/bin/**", "packages/medusa-payment-riverty/integration-tests/**", "bench/**", "**/__tests__/**", "packages/demo/**"],
    rules: { "@medusajs/use-medusa-error-not-generic-error": "off" },
  }
,
  // Which folder of the plugin's src may import which, and which package which (docs/architecture.md).
  ...importBoundaries(),
  ...packageBoundaries(),
)
