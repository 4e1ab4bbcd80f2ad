import { apiUrl } from 'contracts/api-url';
import type { ErrorBody } from 'contracts/errors';

/** What `POST admin/media` answers for an image. */
export type UploadedMedia = { _id: string; src: string; alt: string; width: number; height: number };

/** A refused upload: the api's message in the request's language (the field's one when it names one). */
export class UploadRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadRefused';
  }
}

export type Upload = (
  file: File,
  alt: { en: string; ar: string },
  onProgress: (fraction: number) => void,
) => Promise<UploadedMedia>;

/**
 * Sends one file with its alt texts to `POST admin/media` through the BFF. XMLHttpRequest, not the
 * shared fetch client: fetch reports no upload progress in browsers today. Same headers as that
 * client (CSRF, language), so the api answers and refuses in the page's language.
 */
export function uploadMediaWith(lang: string, fallbackMessage: string): Upload {
  return (file, alt, onProgress) =>
    new Promise((resolve, reject) => {
      const form = new FormData();
      // The alt texts first: the api reads the parts in order and the file is the big one.
      form.append('altEn', alt.en);
      form.append('altAr', alt.ar);
      form.append('file', file, file.name);
      const xhr = new XMLHttpRequest();
      xhr.open('POST', apiUrl('admin/media', {}, lang));
      xhr.withCredentials = true;
      xhr.setRequestHeader('x-csrf', '1');
      xhr.setRequestHeader('x-lang', lang);
      xhr.setRequestHeader('accept', 'application/json');
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      xhr.onerror = () => reject(new UploadRefused(fallbackMessage));
      xhr.onload = () => {
        let body: unknown = null;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          // An answer that is not JSON (a proxy's page) says nothing more than the fallback.
        }
        if (xhr.status >= 200 && xhr.status < 300 && body) {
          resolve((body as { data: UploadedMedia }).data);
          return;
        }
        const error = body as ErrorBody | null;
        reject(new UploadRefused(error?.errors?.[0]?.message ?? error?.message ?? fallbackMessage));
      };
      xhr.send(form);
    });
}
