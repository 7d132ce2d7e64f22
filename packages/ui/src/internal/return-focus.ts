// Focus goes back where it was when a dialog closes, whoever opened it.
import { useRef } from 'react';

/**
 * Radix returns focus only to its own Trigger. Controlled dialogs are often opened by another
 * button, so remember whatever had focus when the dialog opened and return focus there.
 */
export function useReturnFocus() {
  const openerRef = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener?.isConnected) {
        event.preventDefault();
        opener.focus();
      }
    },
  };
}
