/** An error said at once to screen readers (role alert); nothing without a message. */
export function Alert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-band-bad-bg px-3 py-2 text-sm text-band-bad-fg">
      {message}
    </p>
  );
}
