import type { ReactNode } from 'react';
import { OFFLINE_MESSAGE } from '@muster/shared-kernel/core';
import { useOnline } from '@muster/shared-kernel/client';

/** The state texts, word for word. */
export const STATE_TEXTS = Object.freeze({
  loading: 'Loading...',
  /** An empty faction list; a missing scenario, page or other item. */
  nothingToShow: "There's nothing to show...",
  /** An empty scenario or page list. */
  nothingHere: "There doesn't seem to be anything here...",
  factionError: 'Error loading faction...',
  scenarioError: 'Error loading scenario...',
  pageError: 'Error loading page...',
  formulaError: 'Problem Loading Formula',
  rosterNotFound: 'Roster Not Found...',
  noRuleset: 'No Ruleset Data',
});

/**
 * The 'Loading...' line, announced politely to screen readers; 'You are offline' while the
 * browser is offline, when reads wait for the connection and nothing else would come.
 */
export function Loading() {
  const online = useOnline();
  return (
    <p className="status" role="status">
      {online ? STATE_TEXTS.loading : OFFLINE_MESSAGE}
    </p>
  );
}

/** An empty list or section, inside a page that has its own heading. */
export function Empty({ text = STATE_TEXTS.nothingToShow }: { text?: string }) {
  return <p className="status">{text}</p>;
}

/** Props of {@link LoadError}. */
export interface LoadErrorProps {
  /** The screen's heading: one of {@link STATE_TEXTS} ('Error loading faction...'), or a title. */
  title: string;
  /** What else to say or offer (a message, a link back). */
  children?: ReactNode;
}

/**
 * A screen whose content could not be loaded, does not exist or may not be shown: its heading is
 * the text of {@link STATE_TEXTS} (or the refusal), announced as an alert.
 */
export function LoadError({ title, children }: LoadErrorProps) {
  return (
    <section className="status" role="alert">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
