import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import jsxA11y from "eslint-plugin-jsx-a11y";
import tseslint from "typescript-eslint";

const config = tseslint.config(
  {
    ignores: [
      ".next/**",
      "out/**",
      "out-*/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      ".bench/**",
      "next-env.d.ts",
      // Generated from the scripts' JSDoc (npm run declarations).
      "scripts/*.d.mts",
      "deploy/*.d.mts",
    ],
  },
  ...nextVitals,
  ...nextTs,
  // eslint-config-next registers the jsx-a11y plugin already; add its full recommended rule set.
  { rules: jsxA11y.flatConfigs.recommended.rules },
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-explicit-any": "error",
      // Data flows one way (content → lib → components → app): an import circle fails the lint.
      "import/no-cycle": ["error", { ignoreExternal: true }],
      // Links prefetch on intent, not on sight (components/ui/link.tsx): next/link is used there only.
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Use { Link } from @/components/ui/link." }] },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  // The one place next/link is imported.
  { files: ["components/ui/link.tsx"], rules: { "no-restricted-imports": "off" } },
);

export default config;
