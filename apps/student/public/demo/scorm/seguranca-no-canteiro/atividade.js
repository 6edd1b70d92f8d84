// The activity's pages, its quiz and what it tells the LMS: where the learner is
// (cmi.core.lesson_location), their answers (cmi.suspend_data), the score and the status.
'use strict';

(function () {
  const scorm = window.DecolaScorm;
  const PAGES = 5;
  const QUIZ_PAGE = 4;
  const RESULT_PAGE = 5;
  /** Share of right answers that passes (the manifest's masteryscore). */
  const MASTERY = 60;
  const startedAt = Date.now();

  const byId = (id) => document.getElementById(id);
  const questions = [...document.querySelectorAll('.pergunta')];
  const state = { page: 1, answers: {}, score: null };

  function readSaved() {
    const location = Number.parseInt(scorm.get('cmi.core.lesson_location'), 10);
    if (location >= 1 && location <= PAGES) state.page = location;
    try {
      const saved = JSON.parse(scorm.get('cmi.suspend_data') || '{}');
      if (saved && typeof saved.respostas === 'object') state.answers = saved.respostas;
      if (typeof saved.nota === 'number') state.score = saved.nota;
    } catch {
      // Suspend data another version wrote: start over.
    }
  }

  function save() {
    scorm.set('cmi.core.lesson_location', state.page);
    scorm.set(
      'cmi.suspend_data',
      JSON.stringify({ pagina: state.page, respostas: state.answers, nota: state.score }),
    );
    scorm.commit();
  }

  function showAnswers() {
    for (const question of questions) {
      const chosen = state.answers[question.dataset.pergunta];
      for (const input of question.querySelectorAll('input'))
        input.checked = input.value === chosen;
    }
  }

  function showResult() {
    const passed = state.score !== null && state.score >= MASTERY;
    const right = state.score === null ? 0 : Math.round((state.score / 100) * questions.length);
    byId('resultado-texto').textContent = passed
      ? `Parabéns! Você acertou ${right} de ${questions.length} perguntas (nota ${state.score}) e concluiu a atividade.`
      : `Você acertou ${right} de ${questions.length} perguntas (nota ${state.score ?? 0}). Revise o conteúdo e tente de novo.`;
    byId('refazer').hidden = passed;
  }

  function show(page, { focus = true } = {}) {
    state.page = page;
    for (let index = 1; index <= PAGES; index += 1) byId(`pagina-${index}`).hidden = index !== page;
    if (page === RESULT_PAGE) showResult();
    byId('anterior').disabled = page === 1;
    // The quiz is left by sending it; the result is the last page.
    byId('proxima').disabled = page >= QUIZ_PAGE;
    byId('indicador').textContent = `Página ${page} de ${PAGES}`;
    if (focus) byId(`titulo-${page}`).focus();
  }

  function go(page) {
    show(page);
    save();
  }

  function send() {
    const unanswered = questions.filter((question) => !state.answers[question.dataset.pergunta]);
    if (unanswered.length) {
      byId('erro-questionario').textContent =
        unanswered.length === 1
          ? 'Responda à pergunta que falta antes de enviar.'
          : `Responda às ${unanswered.length} perguntas que faltam antes de enviar.`;
      unanswered[0].querySelector('input').focus();
      return;
    }
    byId('erro-questionario').textContent = '';
    const right = questions.filter(
      (question) => state.answers[question.dataset.pergunta] === question.dataset.correta,
    ).length;
    state.score = Math.round((right / questions.length) * 100);
    const passed = state.score >= MASTERY;
    scorm.set('cmi.core.score.min', 0);
    scorm.set('cmi.core.score.max', 100);
    scorm.set('cmi.core.score.raw', state.score);
    scorm.set('cmi.core.lesson_status', passed ? 'passed' : 'failed');
    go(RESULT_PAGE);
  }

  function retry() {
    state.answers = {};
    state.score = null;
    showAnswers();
    scorm.set('cmi.core.lesson_status', 'incomplete');
    go(QUIZ_PAGE);
  }

  /** HHHH:MM:SS, as SCORM 1.2 writes a session's time. */
  function sessionTime() {
    const seconds = Math.floor((Date.now() - startedAt) / 1000);
    const pad = (value, size) => String(value).padStart(size, '0');
    return `${pad(Math.floor(seconds / 3600), 4)}:${pad(Math.floor(seconds / 60) % 60, 2)}:${pad(seconds % 60, 2)}`;
  }

  function leave() {
    if (!scorm.connected()) return;
    const status = scorm.get('cmi.core.lesson_status');
    scorm.set('cmi.core.exit', status === 'passed' || status === 'completed' ? '' : 'suspend');
    scorm.set('cmi.core.session_time', sessionTime());
    save();
    scorm.finish();
  }

  byId('anterior').addEventListener('click', () => go(Math.max(1, state.page - 1)));
  byId('proxima').addEventListener('click', () => go(Math.min(QUIZ_PAGE, state.page + 1)));
  byId('enviar').addEventListener('click', send);
  byId('refazer').addEventListener('click', retry);
  for (const question of questions) {
    question.addEventListener('change', (event) => {
      state.answers[question.dataset.pergunta] = event.target.value;
      save();
    });
  }
  window.addEventListener('pagehide', leave);

  if (scorm.start()) {
    readSaved();
    const status = scorm.get('cmi.core.lesson_status');
    if (status === 'not attempted' || status === '')
      scorm.set('cmi.core.lesson_status', 'incomplete');
  } else {
    byId('aviso-sem-portal').hidden = false;
  }
  showAnswers();
  show(state.page, { focus: false });
})();
