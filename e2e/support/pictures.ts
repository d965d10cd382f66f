/** A 1x1 PNG under the given name, for `setInputFiles`: the smallest picture the storage sandbox accepts. */
export const tinyPng = (name = 'photo.png'): { name: string; mimeType: string; buffer: Buffer } => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
});
