/** Copies every image not yet in the archive's uploads folder there; never removes one. Returns how many it copied. */
export function syncUploads(uploadsDir: string, archivedUploadsDir: string): number;
