/**
 * The Terms of Use and Privacy Policy, in pt-BR, written from spec 1 §6 "Terms of use (content
 * summary)" and the rest of the product (decoins, shop, comments, templates). Kept apart from the
 * component so copy reviews touch only this file. The platform's name and contacts come from the
 * template.
 */

/** The day this text last changed: shown on the page; change it with every edit of the terms. */
export const TERMS_LAST_UPDATED = '2026-11-22';

/** A piece of running text: plain text, or an e-mail address shown as a mailto link. */
export type TermsInline = string | { email: string };

export type TermsBlock =
  | { kind: 'paragraph'; text: readonly TermsInline[] }
  | { kind: 'list'; items: readonly string[] }
  /** A term and its explanation, as the sanctions and the data subject's rights are listed. */
  | { kind: 'definitions'; items: readonly { term: string; description: string }[] };

export interface TermsSubsection {
  id: string;
  title: string;
  blocks: readonly TermsBlock[];
}

export interface TermsSection {
  id: string;
  title: string;
  blocks: readonly TermsBlock[];
  subsections?: readonly TermsSubsection[];
}

export interface TermsContext {
  platformName: string;
  supportEmail: string;
  contactEmail: string;
  dataProtectionOfficerEmail: string;
}

const p = (...text: TermsInline[]): TermsBlock => ({ kind: 'paragraph', text });
const list = (...items: string[]): TermsBlock => ({ kind: 'list', items });
const definitions = (...items: { term: string; description: string }[]): TermsBlock => ({
  kind: 'definitions',
  items,
});

export const TERMS_TITLE = 'Termos de Uso e Política de Privacidade';

export function termsSections({
  platformName: name,
  supportEmail,
  contactEmail,
  dataProtectionOfficerEmail: dpoEmail,
}: TermsContext): TermsSection[] {
  return [
    {
      id: 'objeto-e-aceitacao',
      title: '1. Objeto e aceitação',
      blocks: [
        p(
          `Estes Termos de Uso regulam o acesso e a utilização da plataforma ${name}, o portal de aprendizagem on-line oferecido pelas empresas do grupo aos seus colaboradores e parceiros. Na plataforma, você encontra cursos e trilhas organizados por escola, pílulas de vídeo, eventos e treinamentos com turmas, missões, uma moeda virtual chamada decoins e uma loja onde ela pode ser trocada por produtos.`,
        ),
        p(
          `Ao criar uma conta, marcar a caixa de aceite ou simplesmente usar a plataforma, você declara que leu, entendeu e concorda com estes Termos e com a Política de Privacidade que faz parte deles. Se não concordar com alguma condição, não utilize a plataforma e procure o suporte para esclarecer suas dúvidas.`,
        ),
        p(
          `O uso da plataforma é pessoal e voltado ao desenvolvimento profissional. Algumas funcionalidades podem variar conforme a empresa à qual você está vinculado e a versão da plataforma que você acessa.`,
        ),
      ],
    },
    {
      id: 'definicoes',
      title: '2. Definições',
      blocks: [
        definitions(
          {
            term: 'Plataforma',
            description: `o portal ${name}, em qualquer endereço, aplicativo ou versão de marca pelo qual seja oferecido.`,
          },
          {
            term: 'Usuário',
            description:
              'a pessoa com conta na plataforma: colaborador, parceiro ou quem se cadastrou para participar dos treinamentos gratuitos.',
          },
          {
            term: 'Administradores',
            description:
              'as pessoas designadas pelas empresas do grupo para gerir a plataforma, seus conteúdos, suas regras e seus usuários.',
          },
          {
            term: 'Conteúdos',
            description:
              'cursos, trilhas, aulas, vídeos, pílulas, arquivos, exercícios, questionários, eventos e demais materiais disponibilizados na plataforma.',
          },
          {
            term: 'Decoins',
            description:
              'a moeda virtual da plataforma, ganha ao concluir missões e treinamentos e usada exclusivamente na loja da plataforma.',
          },
        ),
      ],
    },
    {
      id: 'conta-e-acesso',
      title: '3. Cadastro, conta e acesso',
      blocks: [
        p(
          'Para acessar as áreas restritas, você entra com seu CPF ou e-mail e sua senha. Os dados informados no cadastro devem ser verdadeiros, completos e atualizados; dados falsos ou de terceiros podem levar ao bloqueio da conta.',
        ),
        list(
          'A conta é pessoal e intransferível: não compartilhe sua senha nem permita que outra pessoa acesse a plataforma em seu nome.',
          'Sua senha deve seguir as regras de segurança exibidas na tela de cadastro e de troca de senha. Recomendamos trocá-la periodicamente e não reutilizar senhas de outros serviços.',
          'No primeiro acesso de contas criadas pela empresa, você precisará criar uma nova senha e aceitar estes Termos.',
          'Se esquecer a senha, use a opção “Esqueci minha senha” para recebê-la por e-mail ou para confirmar seus dados cadastrados no sistema de RH da empresa.',
          'Você é responsável por toda atividade realizada com a sua conta. Ao perceber qualquer uso indevido, troque sua senha e avise o suporte imediatamente.',
          'Encerre sua sessão (opção “Sair”) ao usar computadores compartilhados. Por segurança, sessões expiradas pedem um novo login.',
        ),
      ],
    },
    {
      id: 'decoins',
      title: '4. Decoins',
      blocks: [
        p(
          'Os decoins são uma moeda virtual de uso exclusivo na plataforma, criada para reconhecer sua dedicação ao aprendizado. Eles são creditados ao concluir missões, cursos e treinamentos, conforme as regras vigentes no momento da conclusão.',
        ),
        list(
          'Os decoins não têm valor monetário, não podem ser convertidos em dinheiro, sacados, transferidos para outros usuários, vendidos nem usados fora da plataforma.',
          'Os administradores definem as regras de ganho e de uso dos decoins — quais atividades geram créditos, em que quantidade e por quanto tempo — e podem alterá-las a qualquer momento.',
          'Os administradores podem estabelecer um limite diário de ganho de decoins. Ao atingir esse limite, novas atividades do dia continuam contando para o seu aprendizado, mas não geram créditos adicionais.',
          'Os decoins podem expirar. A data de expiração de cada crédito aparece no seu extrato; créditos expirados deixam de compor o saldo.',
          'Os administradores podem remover decoins creditados por engano, por falha técnica, por fraude ou por descumprimento destes Termos, com ou sem aviso prévio.',
          'O saldo exibido no cabeçalho e no extrato é informativo; em caso de divergência, prevalece o registro da plataforma.',
        ),
        p(
          'O encerramento da conta ou o fim do vínculo com a empresa pode extinguir o saldo de decoins, sem direito a qualquer compensação.',
        ),
      ],
    },
    {
      id: 'loja-e-pedidos',
      title: '5. Loja e pedidos',
      blocks: [
        p(
          'Onde estiver disponível, a loja permite trocar decoins por produtos. A loja é oferecida aos usuários vinculados a uma empresa participante e pode não existir em todas as versões da plataforma.',
        ),
        list(
          'Os produtos, as quantidades em estoque e os preços em decoins podem mudar sem aviso prévio e estão sujeitos à disponibilidade.',
          'Um pedido só é concluído se o seu saldo for suficiente para todos os itens da sacola e se houver estoque no momento da confirmação.',
          'Após a confirmação, os decoins do pedido são debitados do saldo e o pedido aparece no seu histórico de pedidos, com o respectivo comprovante.',
          'A entrega ou a retirada dos produtos segue as orientações informadas pela empresa para cada pedido.',
          'Pedidos feitos com decoins obtidos de forma irregular podem ser cancelados, sem devolução dos decoins envolvidos.',
        ),
      ],
    },
    {
      id: 'conteudos-e-comentarios',
      title: '6. Conteúdos, avaliações e comentários',
      blocks: [
        p(
          'Você pode avaliar cursos, publicar comentários, enviar dúvidas aos instrutores, fazer anotações e enviar sugestões de melhoria. Ao publicar um texto, você garante que ele é seu, que respeita a lei e estes Termos e que não expõe dados pessoais de terceiros.',
        ),
        list(
          'Comentários e avaliações podem ser vistos por outros usuários e pelos administradores.',
          'Os administradores veem todos os comentários, inclusive os que foram apagados pelo próprio autor, e podem ocultar ou remover qualquer publicação que descumpra estes Termos.',
          'Suas anotações pessoais ficam visíveis apenas para você, salvo quando a lei exigir sua apresentação.',
          'As sugestões enviadas podem ser usadas livremente para melhorar a plataforma, sem qualquer remuneração.',
        ),
      ],
    },
    {
      id: 'propriedade-intelectual',
      title: '7. Propriedade intelectual',
      blocks: [
        p(
          'Os conteúdos, marcas, logotipos, layouts e programas da plataforma pertencem às empresas do grupo ou a seus licenciantes e são protegidos pela legislação de direitos autorais e de propriedade industrial.',
        ),
        p(
          'Você recebe uma licença pessoal, limitada, revogável e não exclusiva para acessar os conteúdos dentro da plataforma, apenas para fins de aprendizado. Não é permitido copiar, gravar, baixar sem autorização, distribuir, vender, modificar ou publicar os conteúdos em outros meios.',
        ),
      ],
    },
    {
      id: 'atividades-proibidas',
      title: '8. Atividades proibidas',
      blocks: [
        p('Ao usar a plataforma, é proibido:'),
        list(
          'compartilhar login e senha ou acessar a conta de outra pessoa;',
          'criar contas com dados falsos, de terceiros ou em duplicidade;',
          'usar robôs, scripts, automações ou qualquer artifício para concluir atividades, assistir a vídeos, responder questionários ou acumular decoins sem a participação real do usuário;',
          'explorar falhas, erros ou brechas da plataforma, ou deixar de comunicá-las ao suporte quando as descobrir;',
          'comercializar, trocar ou oferecer decoins, pedidos ou contas, dentro ou fora da plataforma;',
          'publicar conteúdo ofensivo, discriminatório, violento, difamatório, obsceno, ilegal ou que incentive o ódio, o assédio ou a prática de crimes;',
          'divulgar dados pessoais, informações confidenciais ou segredos de negócio das empresas do grupo ou de terceiros;',
          'enviar spam, propagandas, correntes ou links maliciosos em comentários, dúvidas ou sugestões;',
          'copiar, gravar, reproduzir ou distribuir os conteúdos da plataforma sem autorização;',
          'tentar acessar áreas restritas, dados de outros usuários ou sistemas da plataforma sem permissão, ou interferir em seu funcionamento, inclusive com sobrecarga intencional;',
          'fazer engenharia reversa, descompilar ou tentar extrair o código-fonte da plataforma;',
          'passar-se por outra pessoa, por instrutores ou por administradores.',
        ),
      ],
    },
    {
      id: 'sancoes',
      title: '9. Sanções',
      blocks: [
        p(
          'O descumprimento destes Termos pode levar, isolada ou cumulativamente, às sanções abaixo, aplicadas conforme a gravidade da conduta, a reincidência e o prejuízo causado:',
        ),
        definitions(
          {
            term: 'Advertência',
            description:
              'um aviso formal enviado ao usuário, indicando a conduta irregular e pedindo que ela não se repita.',
          },
          {
            term: 'Suspensão temporária',
            description:
              'o acesso à conta fica bloqueado por um período determinado; ao fim dele, a conta volta a funcionar normalmente.',
          },
          {
            term: 'Bloqueio permanente',
            description:
              'a conta é encerrada em definitivo e o usuário não pode criar outra conta na plataforma.',
          },
          {
            term: 'Restrição de funcionalidades',
            description:
              'o usuário continua acessando a plataforma, mas perde o uso de recursos específicos, como comentários, avaliações, sugestões ou a loja.',
          },
          {
            term: 'Medidas judiciais',
            description:
              'as empresas do grupo podem buscar na Justiça a reparação de danos causados pela conduta do usuário.',
          },
          {
            term: 'Perda de privilégios',
            description:
              'a retirada de benefícios já concedidos, como saldo de decoins, posição em rankings, acesso antecipado a conteúdos ou participação em campanhas.',
          },
          {
            term: 'Reversão de conquistas',
            description:
              'a anulação de conclusões, certificados, missões, pontuações e decoins obtidos de forma irregular, com o cancelamento dos pedidos correspondentes.',
          },
          {
            term: 'Comunicação às autoridades',
            description:
              'condutas que possam configurar crime ou infração são comunicadas às autoridades competentes, com as informações necessárias à apuração.',
          },
        ),
        p(
          'Sempre que possível, o usuário será informado da sanção aplicada e de seu motivo. As sanções não afastam as consequências previstas no contrato de trabalho ou de prestação de serviços nem na legislação.',
        ),
      ],
    },
    {
      id: 'decisoes-dos-administradores',
      title: '10. Decisões dos administradores',
      blocks: [
        p(
          'Os administradores decidem sobre a interpretação destes Termos, a aplicação das sanções, a gestão dos decoins, a moderação de comentários e qualquer situação que estes Termos não prevejam. As decisões dos administradores são finais e não cabem recurso dentro da plataforma.',
        ),
        p(
          'Se você acreditar que houve um erro, pode escrever para o suporte com as informações do caso; a mensagem será analisada, mas não suspende a decisão já tomada.',
        ),
      ],
    },
    {
      id: 'disponibilidade',
      title: '11. Disponibilidade e manutenção',
      blocks: [
        p(
          'Trabalhamos para manter a plataforma disponível, mas ela pode ficar fora do ar por manutenções programadas, atualizações, falhas técnicas ou motivos alheios ao nosso controle. Durante uma manutenção, as áreas da plataforma podem ficar indisponíveis e você verá um aviso ao tentar acessá-las.',
        ),
        p(
          'Podemos incluir, alterar ou retirar cursos, funcionalidades e produtos a qualquer momento. Indisponibilidades não geram direito a indenização nem a créditos de decoins.',
        ),
      ],
    },
    {
      id: 'politica-de-privacidade',
      title: '12. Política de Privacidade',
      blocks: [
        p(
          `Esta Política explica como a plataforma ${name} trata os seus dados pessoais, em conformidade com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018 — LGPD). As empresas do grupo responsáveis pela plataforma atuam como controladoras desses dados.`,
        ),
      ],
      subsections: [
        {
          id: 'dados-coletados',
          title: '12.1 Dados coletados',
          blocks: [
            list(
              'Dados de cadastro: nome, nome social, data de nascimento, CPF, e-mail, senha (guardada de forma cifrada) e endereço.',
              'Dados funcionais recebidos da empresa: empresa, matrícula, cargo, equipe e, para recuperação de acesso, nome da mãe.',
              'Dados de perfil: foto, biografia e interesses escolhidos.',
              'Dados de uso: cursos e conteúdos acessados, progresso, tempo assistido, respostas a exercícios e questionários, avaliações, comentários, dúvidas, anotações, favoritos, certificados, presença em eventos e pedidos na loja.',
              'Dados de decoins: créditos, débitos, datas de expiração e saldo.',
              'Dados técnicos: endereço IP, data e hora de acesso, navegador, dispositivo e identificadores de sessão.',
            ),
          ],
        },
        {
          id: 'finalidades',
          title: '12.2 Para que usamos os dados',
          blocks: [
            list(
              'criar e manter sua conta, autenticar seu acesso e permitir a recuperação da senha;',
              'oferecer os cursos, eventos e treinamentos, registrar seu progresso e emitir certificados;',
              'creditar, debitar e controlar decoins e processar pedidos da loja;',
              'personalizar recomendações de conteúdos de acordo com seus interesses e sua trajetória;',
              'enviar notificações sobre respostas a dúvidas, indicações de treinamentos e novidades;',
              'gerar relatórios de aprendizagem e de engajamento para a empresa à qual você está vinculado;',
              'garantir a segurança da plataforma, prevenir fraudes e apurar o descumprimento destes Termos;',
              'cumprir obrigações legais e regulatórias e atender a pedidos de autoridades.',
            ),
          ],
        },
        {
          id: 'bases-legais',
          title: '12.3 Bases legais',
          blocks: [
            p('Tratamos seus dados com base nas hipóteses do art. 7º da LGPD:'),
            definitions(
              {
                term: 'Execução de contrato',
                description:
                  'para criar sua conta, oferecer os conteúdos, controlar decoins e processar pedidos.',
              },
              {
                term: 'Legítimo interesse',
                description:
                  'para o desenvolvimento profissional dos colaboradores, relatórios de aprendizagem, recomendações, segurança e prevenção de fraudes, sempre respeitando seus direitos e suas expectativas.',
              },
              {
                term: 'Cumprimento de obrigação legal ou regulatória',
                description:
                  'para guardar registros de acesso e atender a determinações de autoridades.',
              },
              {
                term: 'Exercício regular de direitos',
                description: 'para a defesa em processos administrativos, judiciais ou arbitrais.',
              },
              {
                term: 'Consentimento',
                description:
                  'para usos opcionais, como a publicação da sua foto no perfil; você pode revogá-lo a qualquer momento.',
              },
            ),
          ],
        },
        {
          id: 'compartilhamento',
          title: '12.4 Compartilhamento',
          blocks: [
            p('Seus dados podem ser compartilhados apenas quando necessário, com:'),
            list(
              'a empresa à qual você está vinculado, seus gestores e as áreas de RH e de treinamento, para acompanhar o desenvolvimento das equipes;',
              'instrutores, que veem suas dúvidas, avaliações e comentários nos seus cursos;',
              'fornecedores que operam a plataforma em nosso nome (hospedagem, envio de e-mails, vídeos e entregas da loja), obrigados por contrato a proteger os dados;',
              'autoridades públicas, quando houver obrigação legal ou ordem judicial.',
            ),
            p('Não vendemos seus dados pessoais.'),
          ],
        },
        {
          id: 'retencao',
          title: '12.5 Por quanto tempo guardamos os dados',
          blocks: [
            p(
              'Guardamos seus dados enquanto sua conta estiver ativa e pelo tempo necessário às finalidades acima. Depois do encerramento da conta, os dados são eliminados ou anonimizados, exceto quando precisarmos mantê-los para cumprir obrigações legais — como os registros de acesso, guardados por no mínimo seis meses, conforme o Marco Civil da Internet — ou para o exercício regular de direitos.',
            ),
          ],
        },
        {
          id: 'direitos-do-titular',
          title: '12.6 Seus direitos',
          blocks: [
            p('Como titular dos dados, você pode solicitar, nos termos do art. 18 da LGPD:'),
            definitions(
              {
                term: 'Confirmação e acesso',
                description: 'saber se tratamos seus dados e receber uma cópia deles.',
              },
              {
                term: 'Correção',
                description:
                  'atualizar dados incompletos, inexatos ou desatualizados; boa parte deles pode ser editada no seu perfil.',
              },
              {
                term: 'Anonimização, bloqueio ou eliminação',
                description:
                  'de dados desnecessários, excessivos ou tratados em desacordo com a lei.',
              },
              {
                term: 'Portabilidade',
                description: 'receber seus dados em formato estruturado para outro fornecedor.',
              },
              {
                term: 'Informação sobre compartilhamento',
                description: 'saber com quais entidades seus dados foram compartilhados.',
              },
              {
                term: 'Revogação do consentimento',
                description:
                  'retirar o consentimento dado e ser informado sobre as consequências de não o fornecer.',
              },
              {
                term: 'Oposição e revisão',
                description:
                  'opor-se a tratamentos feitos sem consentimento que descumpram a lei e pedir a revisão de decisões tomadas apenas de forma automatizada.',
              },
            ),
            p(
              'Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).',
            ),
          ],
        },
        {
          id: 'encarregado',
          title: '12.7 Encarregado de proteção de dados',
          blocks: [
            p(
              'Para exercer seus direitos ou tirar dúvidas sobre o tratamento dos seus dados, fale com o nosso encarregado de proteção de dados (DPO) pelo e-mail ',
              { email: dpoEmail },
              '. Responderemos no prazo previsto na legislação.',
            ),
          ],
        },
        {
          id: 'cookies',
          title: '12.8 Cookies e armazenamento local',
          blocks: [
            p(
              'A plataforma usa cookies e o armazenamento local do navegador para manter sua sessão ativa, lembrar suas preferências (como mensagens já aceitas e filtros escolhidos) e guardar temporariamente configurações que aceleram o carregamento das páginas.',
            ),
            list(
              'Cookies essenciais: necessários para o login e a segurança da sessão; sem eles, a plataforma não funciona.',
              'Armazenamento de preferências: guarda escolhas feitas por você na própria plataforma.',
            ),
            p(
              'Não usamos cookies de publicidade. Você pode apagar os cookies nas configurações do seu navegador, mas precisará entrar novamente na plataforma.',
            ),
          ],
        },
        {
          id: 'seguranca',
          title: '12.9 Segurança',
          blocks: [
            p(
              'Adotamos medidas técnicas e administrativas para proteger seus dados contra acessos não autorizados, perda ou alteração, como conexões criptografadas, senhas cifradas e controle de acesso por perfil. Nenhum sistema é totalmente seguro: proteja sua senha e avise o suporte sobre qualquer atividade suspeita.',
            ),
          ],
        },
      ],
    },
    {
      id: 'alteracoes',
      title: '13. Alterações destes Termos',
      blocks: [
        p(
          'Estes Termos e a Política de Privacidade podem ser atualizados para refletir mudanças na plataforma, na legislação ou nas regras das empresas do grupo. A data da última atualização aparece no início desta página.',
        ),
        p(
          'Quando houver uma nova versão, você verá um aviso ao entrar na plataforma e precisará ler e aceitar os novos Termos para continuar a usá-la. Se não concordar com as alterações, não aceite os novos Termos e procure o suporte para encerrar sua conta.',
        ),
      ],
    },
    {
      id: 'legislacao',
      title: '14. Legislação aplicável',
      blocks: [
        p(
          'Estes Termos são regidos pelas leis da República Federativa do Brasil. Se alguma cláusula for considerada inválida, as demais continuam em vigor.',
        ),
      ],
    },
    {
      id: 'contato',
      title: '15. Contato',
      blocks: [
        p(
          'Dúvidas sobre estes Termos ou sobre o uso da plataforma podem ser enviadas ao suporte pelo e-mail ',
          { email: supportEmail },
          '. Para outros assuntos, escreva para ',
          { email: contactEmail },
          '. Assuntos de privacidade e proteção de dados devem ser enviados ao encarregado pelo e-mail ',
          { email: dpoEmail },
          '.',
        ),
      ],
    },
  ];
}
