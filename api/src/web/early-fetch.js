// Runs inline at the top of the shell page, before any of the app's code has arrived (see
// earlyFetchScript in page-hints.lib.ts): starts the GETs the requested screen shows first, so its
// data travels while its code downloads. Plain ES2017 without modules, since it is not built.
//
// The launch data is read where the app reads it: the URL hash (Telegram, or the mocked bridge
// outside it), else the hash the app saved for reloads (outside Telegram), else the launch
// parameters the Telegram SDK saved in session storage. Without any, the page is a plain browser's:
// it asks who is here (names.mePath, with the session cookie if there is one) and the screen's reads
// a guest may make (those that name no telegramId). Each answer waits on window[names.answers] for
// the app's one HTTP client, which takes it for the first request of the same URL with the same init
// data, none for a plain browser (shared/platform/src/api/early-answers.ts).
// `names` are the contracts' (shared/contracts/src/names.ts). Any failure here only means the
// app asks for itself.
//
// `warm` (WarmPlan in page-hints.lib.ts): a remote's files to put in the HTTP cache before the shell
// asks for them, fetched as the page will load them (no CORS, with credentials), at low priority so
// the shell's own files come first; `now`, or, on a path whose area depends on the user, the
// master's (the first request, the master lookup, answers) or everyone else's (it answers 404).
(function (requests, apiBase, names, warm) {
  var warmUp = function (code) {
    if (!code) return;
    try {
      if (code.manifest) {
        var link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'fetch';
        link.crossOrigin = 'anonymous';
        link.href = code.manifest;
        document.head.appendChild(link);
      }
      code.files.forEach(function (url) {
        fetch(url, { mode: 'no-cors', credentials: 'include', priority: 'low' }).catch(function () {});
      });
    } catch (e) {
      // The shell loads them itself.
    }
  };
  warm = warm || {};
  warmUp(warm.now);
  try {
    var fromQuery = function (query) {
      try {
        return new URLSearchParams(query).get('tgWebAppData');
      } catch (e) {
        return null;
      }
    };
    var initData = fromQuery(location.hash.slice(1));
    if (!initData) {
      var saved = sessionStorage.getItem(names.launchKey);
      if (saved) initData = fromQuery(saved.replace(/^#/, ''));
    }
    if (!initData) {
      var sdkSaved = sessionStorage.getItem(names.sdkLaunchKey);
      if (sdkSaved) initData = fromQuery(JSON.parse(sdkSaved));
    }
    var user = initData ? JSON.parse(new URLSearchParams(initData).get('user') || 'null') : null;
    // `chains`: one promise per answer whose items lead to more requests, settled once those are
    // started, so the app can wait for a URL that is about to be asked for.
    var store = { initData: initData || '', startedAt: Date.now(), responses: {}, chains: [] };
    window[names.answers] = store;
    var headers = {};
    if (initData) headers[names.initDataHeader] = initData;
    // The app's own header: without it the server would not take the session cookie.
    headers[names.appHeader] = '1';
    headers[names.extraHeader[0]] = names.extraHeader[1];

    // `{today:field:zone}`: today's date in the zone an item's (nested) field names, else in `zone`,
    // as the app's todayIn reads it (a master's day).
    var todayIn = function (zone) {
      try {
        var parts = {};
        new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
          .formatToParts(new Date())
          .forEach(function (part) {
            parts[part.type] = part.value;
          });
        return parts.year + '-' + parts.month + '-' + parts.day;
      } catch (e) {
        return '';
      }
    };
    var fieldOf = function (values, path) {
      return path.split('.').reduce(function (value, key) {
        return value && typeof value === 'object' ? value[key] : undefined;
      }, values);
    };
    // A placeholder takes an id (a positive whole number) or a date (YYYY-MM-DD); anything else
    // drops the request.
    var fill = function (path, values) {
      var complete = true;
      var filled = path.replace(/\{today:([\w.]+):([^}]+)\}/g, function (_, name, fallback) {
        var zone = fieldOf(values, name);
        var date = todayIn(typeof zone === 'string' && zone ? zone : fallback);
        if (!/^\d{4}-\d\d-\d\d$/.test(date)) complete = false;
        return date;
      });
      filled = filled.replace(/\{(\w+)\}/g, function (_, name) {
        var value = values ? String(values[name]) : '';
        if (!/^[1-9]\d{0,14}$/.test(value) && !/^\d{4}-\d\d-\d\d$/.test(value)) complete = false;
        return value;
      });
      return complete ? filled : null;
    };
    var start = function (request, values) {
      var path = fill(request.path, values);
      if (path === null) return;
      var url = new URL(apiBase + path, location.href).href;
      if (store.responses[url]) return store.responses[url];
      var answer = fetch(url, { headers: headers, credentials: 'same-origin' });
      store.responses[url] = answer;
      if (!request.each) return answer;
      var chain = answer
        .then(function (response) {
          return response.ok ? response.clone().json() : null;
        })
        .then(function (body) {
          if (!body || typeof body !== 'object') return;
          var items = Array.isArray(body) ? body : [body];
          // `first`: only the first item leads on (the time step: the first of the master's dates).
          (request.first ? items.slice(0, 1) : items).forEach(function (item) {
            // A plain value (a date of a list of dates) is `{item}` to the requests it leads to.
            var values = typeof item === 'string' ? { item: item } : item;
            if (values && typeof values === 'object') request.each.forEach(function (child) { start(child, values); });
          });
        })
        .catch(function () {});
      store.chains.push(chain);
      return answer;
    };
    if (!initData) start({ path: names.mePath }, {});
    requests.forEach(function (request, index) {
      var answer = start(request, { telegramId: user && user.id });
      if (index === 0 && answer && (warm.master || warm.other)) {
        answer.then(function (response) {
          warmUp(response.ok ? warm.master : response.status === 404 ? warm.other : null);
        }, function () {});
      }
    });
    // The page's first date format in a time zone costs 50-150 ms of main thread on a slow phone
    // (the engine loads its time-zone and calendar data once): done here, it happens while the page
    // still waits for its scripts, not when the screen renders (the schedule, the time step).
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(0);
  } catch (e) {
    // The app asks for itself.
  }
})
