/** Shown while the first screen's code loads. */
export function RouteLoading() {
  return (
    <p role="status" style={{ padding: 'var(--space-6)', color: 'var(--color-text-muted)' }}>
      Loading...
    </p>
  );
}
