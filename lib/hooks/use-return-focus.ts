import { useRef } from "react";

type Handlers = {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * For dialogs opened without a Radix Trigger: remembers what had focus each time the dialog
 * opens (before focus moves into it) and gives focus back to it on close.
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: Handlers = {}): Required<Handlers> {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      opener.current = document.activeElement;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const element = opener.current;
      if (!event.defaultPrevented && element instanceof HTMLElement && element.isConnected) {
        event.preventDefault();
        element.focus();
      }
    },
  };
}
