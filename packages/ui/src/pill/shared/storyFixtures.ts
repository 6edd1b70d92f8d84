/**
 * Pills of a corporate learning portal for the pill stories only: pt-BR titles, portrait posters
 * drawn as SVG data URIs (nothing from the network), video links whose last segment is the id.
 */
import { storyPosterImage } from '../../video/shared/storyFixtures';
import type { Pill } from './pill';

export const storyPills: Pill[] = [
  {
    id: 81,
    title: 'Ergonomia no escritório',
    url: '/student/demo/video/Pq8sD2vLx4K',
    imageURL: storyPosterImage('#134e4a', '#5eead4', 'Ergonomia'),
    isWatched: false,
    idCourse: 41,
  },
  {
    id: 82,
    title: 'Como dar feedback em três frases',
    url: '/student/demo/video/Rt5nB9cWz1M',
    imageURL: storyPosterImage('#1e3a8a', '#60a5fa', 'Feedback'),
    isWatched: true,
    idCourse: null,
  },
  {
    id: 83,
    title: 'Phishing: o e-mail que parecia do RH',
    url: 'https://youtu.be/Lm3qW8eTz5A',
    imageURL: storyPosterImage('#7f1d1d', '#fca5a5', 'Phishing'),
    isWatched: false,
    idCourse: null,
  },
  {
    id: 84,
    title: 'Pausas ativas em 2 minutos',
    url: '/student/demo/video/Hx7kP2dQv9N',
    imageURL: storyPosterImage('#14532d', '#86efac', 'Pausas'),
    isWatched: false,
    idCourse: 52,
  },
  {
    id: 85,
    title: 'LGPD no dia a dia: o que pode e o que não pode',
    url: '/student/demo/video/Zc4tY6uBn1R',
    imageURL: storyPosterImage('#581c87', '#d8b4fe', 'LGPD'),
    isWatched: true,
    idCourse: 58,
  },
  {
    id: 86,
    title: 'Como usar a VPN fora da empresa',
    url: '/student/demo/video/Vb2nM8sKq3W',
    imageURL: storyPosterImage('#7c2d12', '#fdba74', 'VPN'),
    isWatched: false,
    idCourse: null,
  },
];
