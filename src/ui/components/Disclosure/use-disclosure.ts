import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'wouter';

/**
 * A button that shows and hides a panel: closes on Escape (returning focus to its button), on a
 * click outside both, and when a link in it is followed (to another page or to the one shown). An Escape a dialog already handled (default
 * prevented) is left alone. Spread `toggle` on the button and `panel` on what it shows.
 */
export function useDisclosure<P extends HTMLElement>() {
  const [location] = useLocation();
  // Open at one address: following a link closes it, with no effect to run.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location;
  const setOpen = (next: boolean) => setOpenAt(next ? location : null);
  const button = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<P>(null);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        setOpenAt(null);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !button.current?.contains(target)) setOpenAt(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return {
    open,
    toggle: { ref: button, 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen(!open) },
    panel: {
      ref: panelRef,
      id: panelId,
      // A link to the page already shown changes no address: it closes the panel all the same.
      onClick: (event: MouseEvent) => {
        if (event.target instanceof Element && event.target.closest('a[href]')) setOpenAt(null);
      },
    },
  };
}
