/** SPEC §8's 'Loading...' line, in the site's status style. */
export function Loading() {
  return (
    <p className="status" role="status">
      Loading...
    </p>
  );
}
