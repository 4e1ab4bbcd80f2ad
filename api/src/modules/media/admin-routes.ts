import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FieldError } from 'contracts/errors';
import type { Lang } from 'contracts/i18n';
import { idParams } from 'contracts/schemas/admin';
import { adminMedia, MEDIA_ALT_MAX_LENGTH, mediaAltBody, mediaAltText } from 'contracts/schemas/media';
import { validationMessage } from 'contracts/validation-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { fieldsDetail } from '../../http/field-problem.ts';
import { type MediaRow, mediaUrl, toImage } from './image-view.ts';
import { createMediaService } from './media-service.ts';
import { MAX_BYTES } from './media-upload.ts';

/** The one field a file is taken under: the OpenAPI description and the admin's uploader name it so. */
const FILE_FIELD = 'file';
const altFields = new Map([
  ['altEn', 'en'],
  ['altAr', 'ar'],
] as const);

const uploadedMedia = z.object({
  _id: z.string(),
  kind: z.enum(['image', 'video']),
  /** What the files are served as: always image/webp for images. */
  mimeType: z.string(),
  alt: z.string(),
  src: z.string(),
  srcset: z.string().optional(),
  width: z.number().int(),
  height: z.number().int(),
});

type UploadForm = { bytes?: Buffer; filename?: string; alt: { en: string; ar: string }; invalid: FieldError[] };

function fieldError(field: string, rule: string, lang: Lang): FieldError {
  return { field, rule, message: validationMessage(rule, lang) };
}

/** The same answer shape as a failed schema validation, so the admin form can show it next to the field. */
function validationFailed(errors: FieldError[]) {
  return new AppError(400, 'VALIDATION_FAILED', {
    detail: fieldsDetail(errors),
    errors,
  });
}

/** Reads a file part to its end and keeps nothing: the parts after it come only once it has been read. */
async function drain(file: Readable) {
  await finished(file.resume());
}

/**
 * What a failed read of the form says. Past the size bound, the file is too large. Anything else the
 * parser meets is in the request's bytes (a form without its closing boundary, a content type
 * without a boundary, a malformed part header, more parts than one file and a few fields): the
 * upload is refused as unreadable, never a 500.
 */
function uploadRefusal(app: FastifyInstance, request: FastifyRequest, error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof app.multipartErrors.RequestFileTooLargeError) return new AppError(413, 'MEDIA_TOO_LARGE');
  request.log.info({ err: error }, 'unreadable upload');
  return new AppError(400, 'UPLOAD_MALFORMED');
}

/**
 * Reads the one file and the alt texts, in whichever order they come. The loop only collects:
 * leaving it early would stop reading the request while the client is still sending it.
 */
async function readUploadForm(app: FastifyInstance, request: FastifyRequest): Promise<UploadForm> {
  const form: UploadForm = { alt: { en: '', ar: '' }, invalid: [] };
  if (!request.isMultipart()) return form;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === FILE_FIELD) {
          form.bytes = await part.toBuffer();
          form.filename = part.filename;
        } else {
          // A file under another name is not taken for the one the form asks for.
          await drain(part.file);
          form.invalid.push(fieldError(part.fieldname, 'validation.invalid', request.lang));
        }
        continue;
      }
      const lang = altFields.get(part.fieldname as 'altEn');
      if (!lang) continue;
      // A value cut at the field's size bound was longer than any alt text may be.
      const alt = part.valueTruncated ? undefined : mediaAltText.safeParse(part.value);
      if (alt?.success) form.alt[lang] = alt.data;
      else {
        const rule = alt?.error.issues[0]?.message ?? 'validation.tooLong';
        form.invalid.push(fieldError(part.fieldname, rule, request.lang));
      }
    }
  } catch (error) {
    throw uploadRefusal(app, request, error);
  }
  return form;
}

function toUploaded(row: MediaRow, lang: Lang): z.infer<typeof uploadedMedia> {
  const kind = row.kind === 'video' ? 'video' : 'image';
  if (kind === 'image') return { ...toImage(row, lang), kind, mimeType: row.mimeType };
  const alt = lang === 'ar' ? row.altAr : row.altEn;
  const src = mediaUrl(row.id, 'video');
  return { _id: row.id, kind, mimeType: row.mimeType, alt, src, width: row.width, height: row.height };
}

/**
 * Administrators upload images and videos (registered inside the admin scope and its check).
 * Multipart parsing is registered here only, so every other route still takes JSON alone.
 */
export const mediaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMediaService(app.db, app.mediaStore);
  await app.register(multipart, {
    // Large enough for the biggest video; the image bound is checked once the type is known.
    limits: { fileSize: MAX_BYTES.video, files: 1, fields: 5, fieldSize: 4 * MEDIA_ALT_MAX_LENGTH },
  });

  app.post(
    '/admin/media',
    {
      schema: {
        tags: ['admin'],
        summary: 'Upload an image or a video',
        description:
          'multipart/form-data with one `file` (JPEG, PNG, WebP or AVIF up to 8 MB; MP4 or WebM up to 50 MB) ' +
          `and optional \`altEn\`, \`altAr\` (at most ${MEDIA_ALT_MAX_LENGTH} characters).`,
        consumes: ['multipart/form-data'],
        response: { 201: uploadedMedia },
      },
    },
    async (request, reply) => {
      const form = await readUploadForm(app, request);
      if (!form.bytes) form.invalid.unshift(fieldError(FILE_FIELD, 'validation.required', request.lang));
      if (!form.bytes || form.invalid.length > 0) throw validationFailed(form.invalid);
      const row = await service.upload(request, { bytes: form.bytes, alt: form.alt });
      request.log.info({ mediaId: row.id, filename: form.filename, mimeType: row.mimeType }, 'media uploaded');
      return reply.code(201).send(toUploaded(row, request.lang));
    },
  );

  app.get(
    '/admin/media/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "A stored file's kind and description",
        params: idParams,
        response: { 200: adminMedia },
      },
    },
    (request) => service.find(request.params.id),
  );

  app.patch(
    '/admin/media/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a stored file's description (alt text) in both languages",
        params: idParams,
        body: mediaAltBody,
        response: { 200: adminMedia },
      },
    },
    (request) => service.describe(request, request.params.id, request.body.alt),
  );
};
