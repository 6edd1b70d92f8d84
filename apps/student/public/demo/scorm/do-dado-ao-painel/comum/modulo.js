// One module of the package (a SCORM 1.2 SCO): its pages in order, where the learner is
// (cmi.core.lesson_location), the pages seen (cmi.suspend_data), 'Concluir módulo' on the last
// page (lesson_status completed, then LMSFinish: the portal opens the next module). A module with
// a quiz also sends its score; the LMS turns 'completed' into passed or failed by the mastery score.
'use strict';

(function () {
  function apiAbove(start) {
    var win = start;
    for (var level = 0; win && level <= 7; level += 1) {
      try {
        if (win.API) return win.API;
      } catch {
        return null;
      }
      if (!win.parent || win.parent === win) return null;
      win = win.parent;
    }
    return null;
  }

  var api = apiAbove(window) || (window.opener ? apiAbove(window.opener) : null);
  var started = api !== null && String(api.LMSInitialize('')) === 'true';
  var finished = false;
  var startedAt = Date.now();
  var pages = Array.prototype.slice.call(document.querySelectorAll('[data-pagina]'));
  var page = 0;
  var seen = [0];

  var get = function (name) {
    return started && !finished ? String(api.LMSGetValue(name)) : '';
  };
  var set = function (name, value) {
    if (started && !finished) api.LMSSetValue(name, String(value));
  };
  var commit = function () {
    if (started && !finished) api.LMSCommit('');
  };

  function sessionTime() {
    var seconds = Math.round((Date.now() - startedAt) / 1000);
    var two = function (n) {
      return (n < 10 ? '0' : '') + n;
    };
    return (
      two(Math.floor(seconds / 3600)) +
      ':' +
      two(Math.floor((seconds % 3600) / 60)) +
      ':' +
      two(seconds % 60)
    );
  }

  function save() {
    set('cmi.core.lesson_location', String(page + 1));
    set('cmi.suspend_data', JSON.stringify({ vistas: seen }));
    if (get('cmi.core.lesson_status') === 'not attempted')
      set('cmi.core.lesson_status', 'incomplete');
    // Suspended until completed, so a module whose tab was closed resumes too.
    set('cmi.core.exit', 'suspend');
    commit();
  }

  function show(index) {
    page = Math.max(0, Math.min(pages.length - 1, index));
    if (seen.indexOf(page) < 0) seen.push(page);
    pages.forEach(function (section, at) {
      section.hidden = at !== page;
    });
    document.getElementById('etapa').textContent = 'Página ' + (page + 1) + ' de ' + pages.length;
    document.getElementById('anterior').hidden = page === 0;
    document.getElementById('proxima').hidden = page === pages.length - 1;
    document.getElementById('concluir').hidden = page !== pages.length - 1;
    save();
  }

  function finish(status) {
    if (!started || finished) return;
    set('cmi.core.exit', status === 'suspend' ? 'suspend' : '');
    set('cmi.core.session_time', sessionTime());
    commit();
    finished = String(api.LMSFinish('')) === 'true';
  }

  window.Modulo = {
    next: function () {
      show(page + 1);
    },
    previous: function () {
      show(page - 1);
    },
    /** The module's last page: completed (with the quiz's score, when it has one). */
    complete: function (score) {
      var done = document.getElementById('concluido');
      if (typeof score === 'number') {
        set('cmi.core.score.min', '0');
        set('cmi.core.score.max', '100');
        set('cmi.core.score.raw', String(score));
        var mastery = Number(get('cmi.student_data.mastery_score') || 0);
        done.textContent =
          score >= mastery
            ? 'Nota ' + score + '. Módulo concluído.'
            : 'Nota ' +
              score +
              ', abaixo da mínima de ' +
              mastery +
              '. Abra o módulo de novo para refazer.';
      }
      set('cmi.core.lesson_status', 'completed');
      done.hidden = false;
      finish('done');
    },
    status: get,
  };

  if (!started) document.getElementById('sem-portal').hidden = false;
  if (get('cmi.core.entry') === 'resume') {
    var at = Number(get('cmi.core.lesson_location')) - 1;
    try {
      seen = JSON.parse(get('cmi.suspend_data') || '{}').vistas || seen;
    } catch {
      // Suspend data another version wrote: start over.
    }
    if (at >= 0) page = at;
  }
  show(page);
  window.addEventListener('pagehide', function () {
    finish('suspend');
  });
})();
