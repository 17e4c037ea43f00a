/** The Muster mark (the site's favicon, drawn larger) beside the word. */
export function MusterLogo() {
  return (
    <svg className="ruleset-logo-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
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
