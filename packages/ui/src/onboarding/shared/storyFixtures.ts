/**
 * Data for the onboarding and profile stories only: pt-BR interests and a learner, with images
 * drawn as SVG data URIs so stories never load anything from the network.
 */
import type { Interest } from '../InterestPicker';

function interestImage(background: string, shape: string, path: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90" width="160" height="90"><rect width="160" height="90" fill="${background}"/><circle cx="132" cy="14" r="42" fill="${shape}" opacity="0.45"/><g transform="translate(56 21) scale(2)" fill="none" stroke="#ffffff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="${path}"/></g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const storyInterests: Interest[] = [
  {
    id: 1,
    title: 'Segurança do trabalho',
    imageURL: interestImage(
      '#1e3a8a',
      '#60a5fa',
      'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z',
    ),
  },
  {
    id: 2,
    title: 'Liderança',
    imageURL: interestImage('#7c2d12', '#fdba74', 'M5 21V4M5 4h11l-2 4 2 4H5'),
  },
  {
    id: 3,
    title: 'Excel e planilhas',
    imageURL: interestImage('#14532d', '#86efac', 'M4 4h16v16H4zM4 10h16M4 15h16M10 4v16'),
  },
  {
    id: 4,
    title: 'Gestão de obras',
    imageURL: interestImage('#78350f', '#fcd34d', 'M4 21V5l8-2v18M12 8h8v13M2.5 21h19'),
  },
  {
    id: 5,
    title: 'Comunicação',
    imageURL: interestImage('#581c87', '#d8b4fe', 'M4 5h16v11H9l-5 4z'),
  },
  {
    id: 6,
    title: 'Finanças',
    imageURL: interestImage('#134e4a', '#5eead4', 'M3 21h18M6 17v-5M11 17V7M16 17v-8M21 17V4'),
  },
  {
    id: 7,
    title: 'Inovação',
    imageURL: interestImage(
      '#1e1b4b',
      '#a5b4fc',
      'M9 18h6M10 21h4M12 3a6 6 0 00-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0012 3z',
    ),
  },
  {
    id: 8,
    title: 'Vendas e negociação',
    imageURL: interestImage('#831843', '#f9a8d4', 'M3 17l6-6 4 4 8-8M15 7h6v6'),
  },
  {
    id: 9,
    title: 'Qualidade',
    imageURL: interestImage(
      '#064e3b',
      '#6ee7b7',
      'M8.5 12l2.5 2.5 4.5-5M12 3a9 9 0 110 18 9 9 0 010-18z',
    ),
  },
  {
    id: 10,
    title: 'Sustentabilidade',
    imageURL: interestImage('#365314', '#bef264', 'M5 19c0-8 6-14 15-14 0 9-6 15-14 15M5 19l7-7'),
  },
  {
    id: 11,
    title: 'BIM e projetos',
    imageURL: interestImage(
      '#0c4a6e',
      '#7dd3fc',
      'M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 12l8-4.5M12 12v9M12 12L4 7.5',
    ),
  },
  {
    id: 12,
    title: 'Atendimento ao cliente',
    imageURL: null,
  },
];

/** A learner on the first login, as the session answers (spec 1 §3). */
export const storyLearner = {
  id: 31,
  name: 'Ana Beatriz Carvalho',
  socialName: null,
  biography: null,
  image: null,
  companies: [{ id: 3 }],
  interests: [],
};

/** A profile photo the learner picks: wider than tall, so cropping it square matters. */
export const storyPhoto = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480"><defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#38bdf8"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient></defs><rect width="640" height="480" fill="url(#sky)"/><rect y="380" width="640" height="100" fill="#65a30d"/><circle cx="540" cy="90" r="44" fill="#fde047"/><circle cx="320" cy="200" r="78" fill="#f2c6a0"/><path d="M242 190c0-62 36-96 78-96s78 34 78 96c-18-30-46-44-78-44s-60 14-78 44z" fill="#3f2a1d"/><circle cx="292" cy="205" r="8" fill="#1f2937"/><circle cx="348" cy="205" r="8" fill="#1f2937"/><path d="M294 240q26 20 52 0" stroke="#9f1239" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M190 480c0-96 58-160 130-160s130 64 130 160z" fill="#1d4ed8"/></svg>',
)}`;

/** `storyPhoto` as a real PNG file, as a learner's phone or camera would hand one over. */
export async function storyPhotoFile(name: string): Promise<File> {
  const image = new Image();
  image.src = storyPhoto;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  canvas.getContext('2d')!.drawImage(image, 0, 0);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((png) => (png ? resolve(png) : reject(new Error('PNG'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}
