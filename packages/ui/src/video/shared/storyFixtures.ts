/**
 * Posters for the video stories, drawn as SVG data URIs (nothing from the network, the same pixels
 * every run): a portrait frame for pills, a wide one for introductory videos.
 */
export function storyPosterImage(
  background: string,
  shape: string,
  label: string,
  { width = 360, height = 640 }: { width?: number; height?: number } = {},
): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${background}"/><circle cx="${width * 0.8}" cy="${height * 0.2}" r="${width * 0.45}" fill="${shape}" opacity="0.45"/><circle cx="${width * 0.15}" cy="${height * 0.75}" r="${width * 0.3}" fill="${shape}" opacity="0.25"/><text x="${width / 2}" y="${height / 2}" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(width / 9)}" font-weight="700" fill="#ffffff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The introductory video of 'Liderança Situacional na Prática'. */
export const storyIntroPoster = storyPosterImage('#7c2d12', '#fdba74', 'Apresentação', {
  width: 640,
  height: 360,
});
