import type { Schemas } from '../../db/schemas';

type Information = Schemas['Information'];

/** The dashboard's 'Perguntas frequentes' side panel (signed-in learners); answers are HTML. */
export function seedFaq(): Information[] {
  return [
    {
      id: 1,
      question: 'Como ganho decoins?',
      response:
        '<p>Você ganha decoins ao concluir <strong>conteúdos, cursos e treinamentos</strong> que oferecem a moeda — eles aparecem com o selo de decoins no card.</p><p>Os créditos entram no seu <em>Extrato</em> assim que a conclusão é registrada.</p>',
    },
    {
      id: 2,
      question: 'Existe um limite diário de decoins?',
      response:
        '<p>Sim. A administração pode definir um <strong>teto diário de ganho</strong>. Quando você o atinge, o portal avisa e os novos créditos voltam a contar no dia seguinte.</p>',
    },
    {
      id: 3,
      question: 'Meus decoins expiram?',
      response:
        '<p>Alguns créditos têm <strong>data de validade</strong>, indicada no <em>Extrato</em>. Decoins vencidos são retirados do saldo automaticamente, conforme os <a href="/student/terms" target="_blank" rel="noopener">Termos de Uso</a>.</p>',
    },
    {
      id: 4,
      question: 'Onde encontro meus certificados?',
      response:
        '<p>Acesse <em>Meu perfil</em> &gt; <em>Meus treinamentos</em> e clique em <strong>Certificado</strong> no curso concluído. Eventos e treinamentos presenciais emitem o certificado depois da confirmação de presença.</p>',
    },
    {
      id: 5,
      question: 'Como confirmo minha presença em um treinamento presencial?',
      response:
        '<p>No dia do encontro, leia o <strong>QR Code</strong> exibido pelo instrutor com a câmera do celular e confirme. A presença fica registrada na turma em que você está inscrito.</p>',
    },
    {
      id: 6,
      question: 'Posso assistir às aulas pelo celular?',
      response:
        '<p>Sim. O portal funciona em qualquer navegador atualizado, no computador, no tablet ou no celular. Seu progresso é salvo e você continua de onde parou em qualquer aparelho.</p>',
    },
    {
      id: 7,
      question: 'Por que um curso aparece bloqueado?',
      response:
        '<p>Alguns cursos fazem parte de uma <strong>trilha</strong> e só são liberados depois que você conclui os anteriores. Outros têm período de liberação definido pela área de Educação Corporativa.</p>',
    },
    {
      id: 8,
      question: 'Como troco minha senha?',
      response:
        '<p>Na tela de entrada, clique em <strong>Esqueci minha senha</strong> e escolha receber o link por e-mail ou validar seus dados do RH. A nova senha precisa ter ao menos 8 caracteres, com letras maiúsculas, minúsculas e um número ou caractere especial.</p>',
    },
    {
      id: 9,
      question: 'Como uso meus decoins na loja?',
      response:
        '<p>Escolha os produtos na <em>Loja</em>, adicione à sacola e finalize o pedido. O valor é debitado do seu saldo na hora e o comprovante fica em <em>Histórico de pedidos</em>.</p>',
    },
    {
      id: 10,
      question: 'Encontrei um problema. Como falo com o suporte?',
      response:
        '<p>Escreva para <a href="mailto:suporte@decola.dev">suporte@decola.dev</a> informando seu CPF, o curso ou a tela e, se possível, um print do erro. Respondemos em até dois dias úteis.</p>',
    },
  ];
}

/** The public landing's searchable FAQ. */
export function seedLandingFaq(): Information[] {
  return [
    {
      id: 11,
      question: 'Quem pode acessar o portal?',
      response:
        '<p>Colaboradores e parceiros das empresas do grupo, com <strong>CPF ou e-mail</strong> cadastrado. Se você veio pelo RH, use o CPF no primeiro acesso.</p>',
    },
    {
      id: 12,
      question: 'Os treinamentos são gratuitos?',
      response:
        '<p>Sim. Todos os treinamentos são <strong>gratuitos para os colaboradores</strong>, dentro e fora do horário de trabalho.</p>',
    },
    {
      id: 13,
      question: 'É meu primeiro acesso. O que faço?',
      response:
        '<p>Entre com seu CPF e a senha provisória enviada pelo RH. O portal vai pedir que você <strong>crie uma nova senha</strong> e aceite os Termos de Uso antes de continuar.</p>',
    },
    {
      id: 14,
      question: 'Esqueci minha senha. Como recupero?',
      response:
        '<p>Clique em <strong>Esqueci minha senha</strong> no painel de entrada. Você pode receber um link por e-mail ou validar seus dados cadastrados no RH (nome, data de nascimento, matrícula, CPF e nome da mãe).</p>',
    },
    {
      id: 15,
      question: 'Os cursos emitem certificado?',
      response:
        '<p>Os cursos marcados com o selo de certificado emitem um <strong>certificado digital</strong> ao final, que pode ser baixado no seu perfil.</p>',
    },
    {
      id: 16,
      question: 'O que são decoins?',
      response:
        '<p>Decoins são a moeda virtual da plataforma. Você ganha ao concluir missões e treinamentos e troca por produtos na loja. Eles <em>não têm valor fora do portal</em>.</p>',
    },
    {
      id: 17,
      question: 'Quais áreas de conhecimento o portal oferece?',
      response:
        '<p>Seis escolas: <strong>Corporativa, Operações, Administração, Gestão e liderança, Mercado e Ferramentas</strong>, com trilhas para cada etapa da sua carreira.</p>',
    },
    {
      id: 18,
      question: 'Preciso instalar algum programa?',
      response:
        '<p>Não. Basta um navegador atualizado e conexão com a internet. Os vídeos se ajustam à velocidade da sua rede.</p>',
    },
  ];
}
