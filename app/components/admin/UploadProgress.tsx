/** How far an upload has got, as a bar and as text for screen readers. */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="mt-3">
      <div className="flex justify-between text-sm text-slate-700">
        <span>{label}</span>
        <span>{percent}%</span>
      </div>
      <progress
        max={100}
        value={percent}
        aria-label={label}
        className="mt-1 h-2 w-full overflow-hidden rounded-full accent-primary-700"
      >
        {percent}%
      </progress>
    </div>
  );
}
