/** A choice between a few views, as pressed buttons (a group named by `label`). */
export function Toggle<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-lg border border-slate-300 bg-white p-1"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={`min-h-10 rounded-md px-3 text-sm font-semibold ${
            value === option.value ? 'bg-brand-700 text-white' : 'text-brand-700 hover:bg-brand-50'
          }`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
