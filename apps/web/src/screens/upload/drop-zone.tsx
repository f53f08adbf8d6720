import { FileUp } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { Button } from '../../components/button/button';
import { isTouchPointer } from '../../lib/pointer';
import { messages } from '../../messages/pt-BR';

/**
 * The file input's `accept`: the extensions and MIME types of shared's ACCEPTED_FILE_TYPES,
 * written out so `/` does not load the shared package (and zod) before any interaction; a test
 * keeps the two equal.
 */
export const ACCEPT_ATTRIBUTE =
  '.pdf,application/pdf,.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface DropZoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

/**
 * Drag-and-drop area with a real file button, so keyboard and screen-reader users get the
 * same path: the button opens the (visually hidden) file input.
 */
export function DropZone({ onFiles, disabled }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [isDragging, setDragging] = useState(false);
  // A phone has no file to drag here: it offers the picker alone.
  const isTouch = isTouchPointer();
  const text = messages.upload;

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <div
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors sm:py-12 ${
        isDragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white'
      }`}
    >
      <FileUp aria-hidden="true" className="size-10 text-brand-600" />
      <p className="text-lg font-semibold text-slate-900">
        {isTouch ? text.pickTitle : isDragging ? text.dropHere : text.dropTitle}
      </p>
      {!isTouch && <p className="text-sm text-slate-500">{text.dropOr}</p>}
      <Button onClick={() => input.current?.click()} disabled={disabled}>
        {text.chooseFile}
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        aria-label={text.fileInputLabel}
        tabIndex={-1}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so choosing the same file again still fires a change.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <p className="text-sm text-slate-600">{text.accepted}</p>
    </div>
  );
}
