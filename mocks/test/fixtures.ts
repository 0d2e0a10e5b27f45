/** Small files with real magic bytes, for upload tests. */
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n');

export const pngFile = (name = 'avatar.png') => new File([PNG_BYTES], name, { type: 'image/png' });
export const pdfFile = (name = 'intro.pdf') =>
  new File([PDF_BYTES], name, { type: 'application/pdf' });
