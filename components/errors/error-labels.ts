/**
 * The root error screen's own words in every language: app/global-error.tsx renders after the
 * root layout (and its strings) crashed, and loads this table only then.
 */
export const errorLabels = {
  en: {
    title: "Unexpected Application Error",
    retry: "Try again",
    home: "Go to the homepage",
    unknown: "Something went wrong.",
  },
  de: {
    title: "Unerwarteter Anwendungsfehler",
    retry: "Erneut versuchen",
    home: "Zur Startseite",
    unknown: "Etwas ist schiefgelaufen.",
  },
  zh: { title: "应用程序发生意外错误", retry: "重试", home: "前往首页", unknown: "发生未知错误。" },
  es: {
    title: "Error inesperado de la aplicación",
    retry: "Volver a intentarlo",
    home: "Ir a la página de inicio",
    unknown: "Algo salió mal.",
  },
  fr: {
    title: "Erreur inattendue de l’application",
    retry: "Réessayer",
    home: "Aller à l’accueil",
    unknown: "Une erreur est survenue.",
  },
} as const;

export type ErrorLanguage = keyof typeof errorLabels;
