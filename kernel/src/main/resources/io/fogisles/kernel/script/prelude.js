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

  // The clock is fixed at FIXED_TIME on every route to "now": new Date(), Date(), Date.now(), the
  // constructor reached through an instance or the prototype (new Date().constructor), and Intl date
  // formats called without a date. The host also fixes the time zone (UTC) and the locale (en-US), so a
  // formatted date or number reads the same on every machine.
  const RealDate = Date;
  const FIXED_TIME = 0;
  function FixedDate(...args) {
    if (!new.target) return new RealDate(FIXED_TIME).toString();
    const d = args.length === 0 ? new RealDate(FIXED_TIME) : new RealDate(...args);
    if (new.target !== FixedDate) Object.setPrototypeOf(d, new.target.prototype); // class X extends Date
    return d;
  }
  const now = function now() { return FIXED_TIME; };
  Object.defineProperty(FixedDate, 'prototype', { value: RealDate.prototype, writable: false });
  Object.defineProperty(RealDate.prototype, 'constructor', { value: FixedDate, writable: true, configurable: true });
  FixedDate.now = now;
  FixedDate.parse = RealDate.parse;
  FixedDate.UTC = RealDate.UTC;
  RealDate.now = now; // in case the real constructor is reached some other way
  g.Date = FixedDate;

  const DateTimeFormat = Intl.DateTimeFormat.prototype;
  const formatGetter = Object.getOwnPropertyDescriptor(DateTimeFormat, 'format').get;
  Object.defineProperty(DateTimeFormat, 'format', {
    configurable: true,
    get() {
      const bound = formatGetter.call(this);
      return function format(date) { return bound(date === undefined ? FIXED_TIME : date); };
    }
  });
  const realFormatToParts = DateTimeFormat.formatToParts;
  Object.defineProperty(DateTimeFormat, 'formatToParts', {
    configurable: true, writable: true,
    value: function formatToParts(date) { return realFormatToParts.call(this, date === undefined ? FIXED_TIME : date); }
  });

  // Timers and garbage-collector hooks differ from run to run: console.time reports elapsed real time,
  // WeakRef and FinalizationRegistry observe when objects are collected.
  for (const name of ['time', 'timeEnd', 'timeLog']) {
    if (g.console && typeof g.console[name] === 'function') g.console[name] = function () {};
  }
  delete g.WeakRef;
  delete g.FinalizationRegistry;

  // Named callbacks: a module's scripts define effects, e.g. effects.define('cards:reveal', fn).
  g.effects = Object.freeze({
    define(id, fn) {
      if (typeof fn !== 'function') throw new TypeError('effects.define(' + JSON.stringify(id) + ', fn): fn must be a function');
      host.register('effect', id, fn);
    }
  });
  // `at`: the author's function when fn wraps it (errors found around a call are placed at the author's)
  g.__register = function (kind, id, fn, at) {
    if (typeof fn !== 'function') throw new TypeError(kind + ' ' + JSON.stringify(id) + ': expected a function');
    if (typeof at === 'function') host.registerAt(kind, id, fn, at);
    else host.register(kind, id, fn);
  };
})(__host);
delete globalThis.__host;
