// The SCORM 1.2 runtime as a package finds it: the LMS's `API` object on this window or one of its
// parents (or the opener's), tried at most a few levels up.
'use strict';

(function () {
  const MAX_LEVELS = 7;

  function apiAbove(start) {
    let win = start;
    for (let level = 0; win && level <= MAX_LEVELS; level += 1) {
      try {
        if (win.API) return win.API;
      } catch {
        // A window of another origin: its API is out of reach, and so are its parents.
        return null;
      }
      if (!win.parent || win.parent === win) return null;
      win = win.parent;
    }
    return null;
  }

  const api = apiAbove(window) || (window.opener ? apiAbove(window.opener) : null);
  let started = false;
  let finished = false;

  /** LMS answers are strings: "true" for success. */
  const ok = (answer) => String(answer) === 'true';

  window.DecolaScorm = {
    /** Whether an LMS saves what the learner does. */
    connected: () => api !== null && started && !finished,
    start() {
      if (!api || started) return started;
      started = ok(api.LMSInitialize(''));
      return started;
    },
    get(name) {
      if (!window.DecolaScorm.connected()) return '';
      return String(api.LMSGetValue(name) ?? '');
    },
    set(name, value) {
      if (!window.DecolaScorm.connected()) return false;
      return ok(api.LMSSetValue(name, String(value)));
    },
    commit() {
      if (!window.DecolaScorm.connected()) return false;
      return ok(api.LMSCommit(''));
    },
    finish() {
      if (!window.DecolaScorm.connected()) return false;
      finished = ok(api.LMSFinish(''));
      return finished;
    },
  };
})();
