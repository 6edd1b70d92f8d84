/** Data for the dashboard stories only: the signed-in FAQ, in pt-BR, as administrators write it. */
import type { FaqItem } from '@decola/domain';

export const storyDashboardFaq: FaqItem[] = [
  {
    question: 'Como continuo um curso que comecei?',
    response:
      '<p>Os cursos que você começou aparecem em <strong>Continue de onde você parou!</strong>, no seu dashboard. Clique em <strong>Continuar</strong> para abrir o primeiro conteúdo que ainda não foi concluído.</p>',
  },
  {
    question: 'Onde encontro meus certificados?',
    response:
      '<p>Quando você conclui um curso com certificado, ele fica disponível no seu perfil, em <em>Meus treinamentos</em>.</p><ul><li>Você pode baixá-lo em PDF quantas vezes quiser.</li><li>Eventos e treinamentos com turmas emitem o certificado ao final da turma.</li></ul>',
  },
  {
    question: 'Como ganho decoins?',
    response:
      '<p>Você ganha decoins ao concluir missões, cursos e treinamentos. Os créditos aparecem no seu extrato, com a data em que expiram.</p>',
  },
  {
    question: 'O que são as trilhas obrigatórias?',
    response:
      '<p>São trilhas que a sua empresa definiu para a sua função. Enquanto houver cursos pendentes, elas aparecem em <strong>Trilhas obrigatórias pendentes</strong>, com a marca <em>Obrigatório</em>.</p>',
  },
  {
    question: 'Posso mudar meus interesses?',
    response:
      '<p>Pode. Em <strong>Meu perfil</strong>, escolha <em>Editar</em> e marque até 5 interesses. Eles definem a seção <strong>Seus interesses</strong> e os treinamentos recomendados.</p>',
  },
  {
    question: 'Como falo com o suporte?',
    response:
      '<p>Envie um e-mail para <a href="mailto:suporte@decola.dev">suporte@decola.dev</a> contando o que aconteceu. Se puder, inclua o nome do curso e uma captura de tela.</p>',
  },
];
