/**
 * A loading spinner drawn with CSS. Not lucide's LoaderCircle, which the main bundle holds (the
 * admin's 'Checking access'): importing it from this chunk made the build move lucide's shared
 * icon code out of the main bundle into a chunk of its own, which every page then loaded, and the
 * home page's JavaScript grew (decision 0008's budget).
 */
export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-5 shrink-0 animate-spin rounded-full border-2 border-slate-300 border-t-navy-700"
    />
  );
}
