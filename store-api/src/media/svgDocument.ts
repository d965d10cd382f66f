// The frame every generated picture shares: a sized root (so an <img> without CSS keeps its box) with an
// accessible title.

export const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const ART_FONT = "system-ui, -apple-system, 'Segoe UI', 'Noto Sans TC', sans-serif";

export function svgDocument(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">
<title>${escapeXml(title)}</title>
${body}
</svg>
`;
}
