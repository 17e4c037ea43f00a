/** The default image of a card without a thumbnail: a banner on a field. */
export function DefaultThumbnail({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 320 180"
      role="img"
      aria-label="No thumbnail"
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="320" height="180" fill="#2c3a5c" />
      <path d="M0 150 L90 95 L150 130 L230 70 L320 125 V180 H0 Z" fill="#1f2a44" />
      <path d="M148 40 V140" stroke="#f2b134" strokeWidth="5" />
      <path d="M151 42 H200 L188 60 L200 78 H151 Z" fill="#f2b134" />
    </svg>
  );
}
