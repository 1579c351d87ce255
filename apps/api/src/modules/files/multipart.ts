import multipart from '@fastify/multipart';
import { profileMessages } from '@salon/contracts';
import { IMAGE_MAX_BYTES } from '@salon/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, BadRequestError } from '../../lib/errors.ts';
import { refuseControlCharacters } from '../../lib/parse.ts';

export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 25 },
  });
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: { fieldName: string; bytes: Buffer } | undefined;
}

/** Reads a multipart form with at most one file, turning its limits into the product's answers (docs/architecture.md#files). */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new BadRequestError('Send the form as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: MultipartForm['file'];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) file = { fieldName: part.fieldname, bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, profileMessages.imageSize);
    // Everything else here is the client's body failing to parse: a cut-off form, a missing
    // boundary, a limit reached. The parser throws plain Errors for some of them.
    throw new BadRequestError('The form could not be read');
  }
  // The app's preValidation hook cannot see these fields: they are read here, in the handler.
  refuseControlCharacters(fields);
  return { fields, file };
}
