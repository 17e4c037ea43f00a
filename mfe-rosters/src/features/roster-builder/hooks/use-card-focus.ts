import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Keeps the keyboard on a unit card that moves: the first + on an available unit moves its card
 * into a formation, the last − moves it back to the available units, and a card that moves is a
 * new element, so the focus would fall to the page. `track` wraps a quantity callback; after the
 * change is drawn, a focus that was lost goes to the moved card's + (present on both sides, and
 * where the kit's card sends the focus when − is disabled at zero).
 */
export function useCardFocus() {
  const moved = useRef<string | null>(null);
  useLayoutEffect(() => {
    const lineId = moved.current;
    if (lineId === null) return;
    moved.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!lost) return;
    const card = document.getElementById(`unit-${lineId}`)?.closest('article');
    card?.querySelector<HTMLButtonElement>('.unit-card-qty button:last-child')?.focus();
  });
  return useCallback(
    (change: (lineId: string) => void) => (lineId: string) => {
      moved.current = lineId;
      change(lineId);
    },
    [],
  );
}
