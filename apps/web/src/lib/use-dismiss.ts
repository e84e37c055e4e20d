import { type RefObject, useEffect } from 'react';

/** Closes a popup on a press or focus outside `ref`, or on Escape, while `active`. */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  dismiss: () => void,
) {
  useEffect(() => {
    if (!active) return;
    const outside = (event: Event) => {
      if (!ref.current?.contains(event.target as Node | null)) dismiss();
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [ref, active, dismiss]);
}
