/**
 * The Muster mark (the site's favicon, `tooling/favicon.svg`), drawn inline: the navigation bar
 * and the ruleset's logo show it without a request of their own, so the favicon is fetched once.
 */
export function MusterMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#1f2a44" />
      <path
        d="M7 24V8l9 9 9-9v16"
        fill="none"
        stroke="#f2b134"
        strokeWidth="3.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
