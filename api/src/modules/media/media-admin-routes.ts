import multipart from '@fastify/multipart';
import type { FieldError } from 'contracts/errors';
import type { Lang } from 'contracts/i18n';
import { validationMessage } from 'contracts/validation-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldsDetail } from '../../http/field-problem.ts';
import { audited } from '../activity/audited.ts';
import { type MediaRow, mediaUrl, toImage } from './image-view.ts';
import { MAX_BYTES, uploadMedia } from './media-upload.ts';

const ALT_MAX_LENGTH = 300;
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
        form.bytes = await part.toBuffer();
        form.filename = part.filename;
        continue;
      }
      const lang = altFields.get(part.fieldname as 'altEn');
      if (!lang) continue;
      const text = typeof part.value === 'string' ? part.value.trim() : '';
      if (part.valueTruncated || text.length > ALT_MAX_LENGTH) {
        form.invalid.push(fieldError(part.fieldname, 'validation.invalid', request.lang));
      } else form.alt[lang] = text;
    }
  } catch (error) {
    // The multipart limit (the video bound) was hit: busboy cut the file short.
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new AppError(413, 'MEDIA_TOO_LARGE');
    throw error;
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
 * Administrators upload images and videos. Multipart parsing is registered here only, so every
 * other route still takes JSON alone.
 */
export const mediaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    // Large enough for the biggest video; the image bound is checked once the type is known.
    limits: { fileSize: MAX_BYTES.video, files: 1, fields: 5, fieldSize: 4 * ALT_MAX_LENGTH },
  });

  app.post(
    '/admin/media',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Upload an image or a video',
        description:
          'multipart/form-data with one `file` (JPEG, PNG, WebP or AVIF up to 8 MB; MP4 or WebM up to 50 MB) ' +
          `and optional \`altEn\`, \`altAr\` (at most ${ALT_MAX_LENGTH} characters).`,
        consumes: ['multipart/form-data'],
        response: { 201: uploadedMedia },
      },
    },
    async (request, reply) => {
      const form = await readUploadForm(app, request);
      if (!form.bytes) form.invalid.unshift(fieldError('file', 'validation.required', request.lang));
      if (!form.bytes || form.invalid.length > 0) throw validationFailed(form.invalid);
      const row = await uploadMedia(app.mediaStore, { bytes: form.bytes, alt: form.alt }, (keep) =>
        audited(request, 'media', async (tx) => {
          const after = await keep(tx as unknown as Db);
          return { result: after, entityId: after.id, after };
        }),
      );
      request.log.info({ mediaId: row.id, filename: form.filename, mimeType: row.mimeType }, 'media uploaded');
      return reply.code(201).send(toUploaded(row, request.lang));
    },
  );
};
