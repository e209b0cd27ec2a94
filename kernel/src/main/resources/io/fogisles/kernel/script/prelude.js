// Evaluated first in every script context. It removes what a sandboxed script must not reach and
// replaces the sources of non-determinism with the game's own: Math.random draws from the game's RNG
// and the clock is fixed, so that the same seed and actions always give the same game.
(function (host) {
  'use strict';
  const g = globalThis;
  for (const name of ['Java', 'Packages', 'java', 'javax', 'javafx', 'com', 'org', 'edu', 'load',
      'loadWithNewGlobal', 'quit', 'exit', 'readline', 'readbuffer', 'read', 'Polyglot', 'Graal']) {
    try {
      delete g[name];
    } catch (e) {
      // not configurable: leave it (it is unusable without host access anyway)
    }
  }

  Math.random = function random() {
    return host.random();
  };

  const RealDate = Date;
  const FIXED_TIME = 0;
  function FixedDate(...args) {
    if (!new.target) return new RealDate(FIXED_TIME).toString();
    return args.length === 0 ? new RealDate(FIXED_TIME) : new RealDate(...args);
  }
  FixedDate.prototype = RealDate.prototype;
  FixedDate.now = function now() { return FIXED_TIME; };
  FixedDate.parse = RealDate.parse;
  FixedDate.UTC = RealDate.UTC;
  g.Date = FixedDate;

  // Named callbacks: a module's scripts define effects, e.g. effects.define('base:drop', fn).
  g.effects = Object.freeze({
    define(id, fn) {
      if (typeof fn !== 'function') throw new TypeError('effects.define(' + JSON.stringify(id) + ', fn): fn must be a function');
      host.register('effect', id, fn);
    }
  });
  g.__register = function (kind, id, fn) {
    if (typeof fn !== 'function') throw new TypeError(kind + ' ' + JSON.stringify(id) + ': expected a function');
    host.register(kind, id, fn);
  };
})(__host);
delete globalThis.__host;
