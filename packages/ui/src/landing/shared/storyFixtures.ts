/**
 * Data for the landing stories only: pt-BR courses, FAQ entries and images drawn as SVG data URIs,
 * so stories never load anything from the network and render the same pixels every time.
 */
import type { FaqItem } from '@decola/domain';
import type { NewCourse } from '../NewCoursesCarousel';

function coverImage(background: string, shape: string, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180"><rect width="320" height="180" fill="${background}"/><circle cx="250" cy="40" r="70" fill="${shape}" opacity="0.5"/><rect x="24" y="118" width="150" height="14" rx="7" fill="#ffffff" opacity="0.85"/><rect x="24" y="142" width="96" height="10" rx="5" fill="#ffffff" opacity="0.6"/><text x="24" y="70" font-family="sans-serif" font-size="30" font-weight="700" fill="#ffffff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const storyCourses: NewCourse[] = [
  {
    id: 41,
    title: 'Segurança do Trabalho em Canteiros de Obra',
    imageURL: coverImage('#1e3a8a', '#60a5fa', 'NR-18'),
    rating: 4.7,
    duration: 5400,
    haveCertification: true,
  },
  {
    id: 44,
    title: 'Liderança Situacional na Prática',
    imageURL: coverImage('#7c2d12', '#fdba74', 'Liderança'),
    rating: 4.5,
    duration: 3720,
    haveCertification: true,
  },
  {
    id: 47,
    title: 'Excel para Orçamento de Obras',
    imageURL: coverImage('#14532d', '#86efac', 'Excel'),
    rating: 0,
    duration: 2880,
    haveCertification: false,
  },
  {
    id: 52,
    title: 'Comunicação Não Violenta no Time',
    imageURL: coverImage('#581c87', '#d8b4fe', 'CNV'),
    rating: 4.86,
    duration: 1950,
    haveCertification: true,
  },
  {
    id: 58,
    title: 'Gestão de Contratos e Fornecedores',
    imageURL: coverImage('#134e4a', '#5eead4', 'Contratos'),
    rating: 3.9,
    duration: 90000,
    haveCertification: false,
  },
];

export const storyFaq: FaqItem[] = [
  {
    question: 'Como faço meu primeiro acesso?',
    response:
      '<p>Clique em <strong>Entrar</strong> e informe seu CPF ou e-mail corporativo. No primeiro acesso, a plataforma pede que você crie uma nova senha e aceite o Termo de Uso.</p>',
  },
  {
    question: 'Esqueci minha senha. O que devo fazer?',
    response:
      '<p>No painel de login, escolha <strong>Esqueci minha senha</strong>. Você pode receber um e-mail de recuperação ou confirmar seus dados cadastrados no RH.</p>',
  },
  {
    question: 'Os cursos emitem certificado?',
    response:
      '<p>Sim. Os cursos marcados com <em>Com certificado</em> liberam o certificado assim que você conclui todos os conteúdos.</p><ul><li>O certificado fica disponível no seu perfil.</li><li>Você pode baixá-lo em PDF quantas vezes quiser.</li></ul>',
  },
  {
    question: 'Posso assistir às aulas pelo celular?',
    response:
      '<p>Pode. A plataforma funciona no navegador do celular, do tablet e do computador, e seu progresso fica salvo entre eles.</p>',
  },
  {
    question: 'O que são decoins?',
    response:
      '<p>Decoins são a moeda virtual da plataforma. Você ganha decoins ao concluir missões e treinamentos e pode trocá-los por produtos na loja.</p>',
  },
];

/** The about video's poster: a calm frame with a play mark, as a still image. */
export const storyPoster = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="1" stop-color="#1e40af"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><circle cx="520" cy="70" r="120" fill="#3b82f6" opacity="0.25"/><circle cx="320" cy="180" r="44" fill="#ffffff" opacity="0.9"/><path d="M306 158v44l36-22z" fill="#1e40af"/><rect x="40" y="300" width="220" height="14" rx="7" fill="#ffffff" opacity="0.7"/></svg>',
)}`;
