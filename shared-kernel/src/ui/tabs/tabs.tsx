import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** One tab: its label and what it shows. */
export interface TabItem {
  label: string;
  content: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  items: readonly TabItem[];
  /** The index of the chosen tab. */
  selected: number;
  onSelect: (index: number) => void;
  /** The tab list's accessible name. */
  label: string;
}

/**
 * WAI-ARIA tabs: the arrow keys, Home and End move between tabs; only the chosen panel is
 * rendered. The caller owns which tab is chosen, so a form can jump to the tab with an error.
 */
export function Tabs({ items, selected, onSelect, label }: TabsProps) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  function onKeyDown(event: KeyboardEvent) {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    buttons.current[next]?.focus();
  }
  return (
    <div>
      <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <button
            key={item.label}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => onSelect(index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`}>
        {items[selected]?.content}
      </div>
    </div>
  );
}
