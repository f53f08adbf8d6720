import { messages } from '../../messages/pt-BR';

/** What a lazy screen shows while it loads (SPEC.md §2). */
export function Loading() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center text-slate-600">
      {messages.app.loading}
    </div>
  );
}
