import { useCallback, useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/**
 * Keeps a form's values in localStorage under `key` while the visitor types, restores them on
 * the next visit, and forgets them once `clear()` is called after a successful send. Does
 * nothing while `enabled` is false (forms without a draft).
 */
export function useFormDraft<T extends FieldValues>(
  key: string,
  form: UseFormReturn<T>,
  enabled = true,
) {
  useEffect(() => {
    if (!enabled) return;
    try {
      const saved = localStorage.getItem(key);
      if (saved) form.reset({ ...form.getValues(), ...(JSON.parse(saved) as Partial<T>) });
    } catch {
      // A corrupt or blocked draft is simply not restored.
    }
    const subscription = form.watch((values) => {
      try {
        localStorage.setItem(key, JSON.stringify(values));
      } catch {
        // Storage full or blocked: the form still works, only the draft is not kept.
      }
    });
    return () => subscription.unsubscribe();
  }, [key, form, enabled]);

  return {
    clear: useCallback(() => {
      if (!enabled) return;
      try {
        localStorage.removeItem(key);
      } catch {
        // Nothing to clear.
      }
    }, [key, enabled]),
  };
}
