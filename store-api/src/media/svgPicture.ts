// The placeholder: a neutral square with a question mark, for a picture link that names nothing the store
// has (a stale link shows a tile instead of a broken image). Everything the store sells or writes about has
// its own artwork (productArt.ts, articleArt.ts and their siblings).

const SIZE = 256;

export function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img">
<title>Picture not available</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d9dce1"/><stop offset="1" stop-color="#aab0b9"/></linearGradient></defs>
<rect width="${SIZE}" height="${SIZE}" rx="32" fill="url(#g)"/>
<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="104" font-weight="700" fill="#ffffff">?</text>
</svg>
`;
}
