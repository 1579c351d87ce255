import sharp from 'sharp';

/** A real PNG of the given size, drawn by sharp. */
export const pngImage = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 122, g: 46, b: 90 } } })
    .png()
    .toBuffer();

/** A real JPEG carrying EXIF metadata (camera and GPS-like fields) that must not survive upload. */
export const jpegWithExif = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 160, b: 180 } } })
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'X100', Copyright: 'Home address 12 Flower Rd' } })
    .jpeg()
    .toBuffer();

/** Multipart body for app.inject, built with the platform's own FormData. */
export async function multipartBody(
  fields: Record<string, string>,
  file?: { field: string; bytes: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
