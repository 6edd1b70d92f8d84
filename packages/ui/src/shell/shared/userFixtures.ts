/**
 * Colleagues for the recommendation picker's stories only: pt-BR names, e-mails and companies,
 * avatars drawn as SVG data URIs (some people have none, to show the initials).
 */
import type { RecommendationUser } from '../RecommendationPicker';

function avatar(background: string, initials: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80" width="80" height="80"><rect width="80" height="80" fill="${background}"/><circle cx="40" cy="32" r="14" fill="#ffffff" opacity="0.9"/><path d="M14 76c4-16 16-22 26-22s22 6 26 22z" fill="#ffffff" opacity="0.9"/><text x="6" y="14" font-family="sans-serif" font-size="10" fill="#ffffff">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const people: Array<[string, string | null, string, string | null]> = [
  ['Carlos Eduardo Lima', null, 'Decola Construções', '#1e3a8a'],
  ['Fernanda Rocha', 'Fê', 'Decola Incorporadora', null],
  ['Juliana Martins Alves', null, 'Decola Construções', '#7c2d12'],
  ['Rafael Souza Pinto', null, 'Decola Engenharia', null],
  ['Mariana Costa', null, 'Decola Incorporadora', '#14532d'],
  ['Paulo Henrique Dias', null, 'Decola Engenharia', null],
  ['Beatriz Nogueira', null, 'Decola Construções', '#581c87'],
  ['Thiago Ribeiro Campos', null, 'Decola Engenharia', null],
  ['Aline Ferreira Gomes', null, 'Decola Incorporadora', '#134e4a'],
  ['Lucas Andrade', null, 'Decola Construções', null],
  ['Camila Teixeira', null, 'Decola Engenharia', '#9d174d'],
  ['Rodrigo Barbosa Melo', null, 'Decola Incorporadora', null],
];

const emailOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(' ')
    .filter((_, index, words) => index === 0 || index === words.length - 1)
    .join('.') + '@decola.com.br';

export const storyUsers: RecommendationUser[] = people.map(
  ([name, socialName, companyName, colour], index) => ({
    id: 1051 + index * 7,
    name,
    socialName,
    email: emailOf(name),
    companyName,
    image: colour ? avatar(colour, name.slice(0, 1)) : null,
  }),
);

/** The second page of the list, as the app would load it. */
export const storyUsersSecondPage: RecommendationUser[] = [
  ['Sérgio Matos', 'Decola Engenharia'],
  ['Patrícia Lopes Vieira', 'Decola Construções'],
  ['Gustavo Freitas', 'Decola Incorporadora'],
  ['Renata Cardoso', 'Decola Engenharia'],
].map(([name, companyName], index) => ({
  id: 2001 + index,
  name: name!,
  socialName: null,
  email: emailOf(name!),
  companyName: companyName!,
  image: null,
}));
