import { AppError } from '@contrato-claro/shared';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

/**
 * The file part of a multipart upload (field "file"), or a pt-BR VALIDATION error: a multipart
 * body without its boundary, or without the file in its field.
 */
export async function receiveFilePart(request: FastifyRequest): Promise<MultipartFile> {
  const contentType = request.headers['content-type'] ?? '';
  if (/^multipart\/form-data/i.test(contentType) && !/;\s*boundary=/i.test(contentType)) {
    throw new AppError('VALIDATION', {
      details: ['content-type: multipart/form-data precisa do parâmetro boundary'],
    });
  }
  const file = await request.file();
  if (!file || file.fieldname !== 'file') {
    file?.file.resume();
    throw new AppError('VALIDATION', { details: ['file: Envie o arquivo no campo "file"'] });
  }
  return file;
}
