// How a SCORM 2004 package finds its LMS (RTE 3.1): the `API_1484_11` object on a parent window
// (or the opener's), at most a few levels up; and a thin wrapper that says whether it is there.
'use strict';

(function () {
  var MAX_LEVELS = 7;

  function apiAbove(start) {
    var win = start;
    for (var level = 0; win && level <= MAX_LEVELS; level += 1) {
      try {
        if (win.API_1484_11) return win.API_1484_11;
      } catch {
        return null;
      }
      if (!win.parent || win.parent === win) return null;
      win = win.parent;
    }
    return null;
  }

  var api = apiAbove(window) || (window.opener ? apiAbove(window.opener) : null);
  var started = false;
  var ended = false;

  function live() {
    return api !== null && started && !ended;
  }

  window.Lms2004 = {
    connected: live,
    start: function () {
      if (!api || started) return started;
      started = String(api.Initialize('')) === 'true';
      return started;
    },
    get: function (name) {
      return live() ? String(api.GetValue(name)) : '';
    },
    set: function (name, value) {
      return live() && String(api.SetValue(name, String(value))) === 'true';
    },
    commit: function () {
      return live() && String(api.Commit('')) === 'true';
    },
    end: function () {
      if (!live()) return false;
      ended = String(api.Terminate('')) === 'true';
      return ended;
    },
  };
})();
