import { ACCEPTED_FILE_TYPES, MAX_UPLOAD_BYTES } from '@contrato-claro/shared';
import { messages } from '../../messages/pt-BR';

const accepted = Object.values(ACCEPTED_FILE_TYPES);

const sizeFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A file size for people: "12,3 MB" or "850 KB". */
export function formatFileSize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1
    ? `${sizeFormat.format(megabytes)} MB`
    : `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
};

/**
 * The browser-side checks before anything is sent (SPEC.md §5): an accepted type, by extension
 * or MIME type (some systems report no MIME type), not empty, at most 10 MB. Returns the pt-BR
 * message of the first problem, or null. The server checks the bytes again.
 */
export function validateFile(file: File): string | null {
  const extension = extensionOf(file.name);
  const isAccepted = accepted.some(
    (type) => type.extension === extension || type.mime === file.type,
  );
  const text = messages.upload.errors;
  if (!isAccepted) return extension === '.doc' ? text.oldWord : text.type;
  if (file.size === 0) return text.empty;
  if (file.size > MAX_UPLOAD_BYTES) return text.tooLarge(formatFileSize(file.size));
  return null;
}
