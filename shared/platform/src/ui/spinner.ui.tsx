/** The one loading indicator; `label` is what screen readers announce. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <div className="bk-spinner" />
      <span className="bk-visually-hidden">{label}</span>
    </div>
  );
}
