// The house-rule API, version 1 (see scripts/api/reference.md and api.d.ts). Evaluated after a
// generated line that defines __ruleInfo = {id, options}. A rule registers hooks on `rule`; the
// game is read and changed through the global `game` and the globals of the game's modules (each there
// when its module is selected), which work only inside hooks (while the game calls the rule), never
// at load time. Each member's doc comment (what it does, then optionally "@deprecated" and the
// replacement, then "@ts" and its TypeScript signature) feeds the generated reference (ApiReference).
(function (info) {
  'use strict';
  const ns = info.id + ':';
  let counter = 0;
  const next = () => String(counter++);
  const warned = {};
  const warn = globalThis.__warn;

  // Errors of the API name the line of the rule that called it ("called at my-rule/rule.js:3:1"),
  // since the engine can only point at the throw inside this file.
  function callerLocation() {
    const lines = String(new Error().stack).split('\n');
    for (const line of lines) {
      const m = /([^\s()]+\.js):(\d+):(\d+)\)?\s*$/.exec(line);
      if (m && m[1].indexOf('kernel/') !== 0) return m[1] + ':' + m[2] + ':' + m[3];
    }
    return null;
  }

  function fail(ErrorType, message) {
    const at = callerLocation();
    throw new ErrorType(message + (at ? ' (called at ' + at + ')' : ''));
  }

  function needFunction(f, what) {
    if (typeof f !== 'function') fail(TypeError, what + ' needs a function as its last argument');
    return f;
  }

  function needStep(step, what) {
    if (typeof step !== 'string' || step.indexOf(':') < 1) {
      fail(TypeError, what + ': name a flow step or phase by its id, such as "module:step", got ' + JSON.stringify(step));
    }
    return step;
  }

  function deprecated(old, replacement) {
    if (!warned[old]) {
      warned[old] = true;
      warn(old + ' is deprecated since rule API 1 and will be removed in API 2; use ' + replacement + ' instead');
    }
  }

  // A veto's action is read-only and strict: reading a field the action does not have (action.card of a
  // draw) is a mistake that would otherwise go on as undefined; it names the action's type and fields.
  // what the engine and printing ask any object for (JSON.stringify, console.log, await)
  const looksAround = {toJSON: true, then: true, length: true};
  const strictAction = {
    get(target, prop, receiver) {
      if (typeof prop === 'string' && !(prop in target) && !looksAround[prop]) {
        const fields = Object.keys(target).filter(k => k !== 'type');
        fail(TypeError, "the action '" + target.type + "' has no field '" + prop + "' (" + (fields.length ? 'its fields: ' + fields.join(', ') : 'it has no fields')
          + "); look at action.type before reading its fields");
      }
      return Reflect.get(target, prop, receiver);
    },
    set() {
      fail(TypeError, 'a veto reads the action; it cannot change it');
    }
  };
  function actionObject(a) {
    const o = {};
    for (const k of Object.keys(a)) o[k] = a[k];
    return new Proxy(o, strictAction);
  }

  function seatOf(seat) {
    return seat === undefined || seat === null ? -1 : seat;
  }
  function wholeNumber(v, what) {
    if (typeof v !== 'number' || !Number.isInteger(v) || Math.abs(v) > 1000000000) fail(TypeError, what + ': a state value is a whole number (at most ±1,000,000,000), got ' + v);
    return v;
  }

  const api = {
    /** The rule's id (its namespace). @ts readonly id: string; */
    id: info.id,

    /** The rule's own values, declared under "state" in rule.json: whole numbers kept in the game state, so they are saved, undone and replayed (a script's variables are not). get(name, seat), set(name, seat, value), add(name, seat, delta) (returns the new value); a "global" value ignores the seat. Inside hooks only. @ts readonly state: RuleState; */
    state: {
      get(name, seat) {
        return game.ruleState(String(name), seatOf(seat));
      },
      set(name, seat, value) {
        game.setRuleState(String(name), seatOf(seat), wholeNumber(value, 'rule.state.set'));
      },
      add(name, seat, delta) {
        const v = game.ruleState(String(name), seatOf(seat)) + wholeNumber(delta, 'rule.state.add');
        game.setRuleState(String(name), seatOf(seat), wholeNumber(v, 'rule.state.add'));
        return v;
      }
    },

    /** The value of one of the rule's options (declared in its manifest): a boolean for "type": "boolean", a number for "type": "integer", the text for a choice. @ts option<K extends RuleOptionName>(name: K): RuleOptionValue<K>; */
    option(name) {
      if (!Object.prototype.hasOwnProperty.call(info.options, name)) {
        fail(RangeError, 'option "' + name + '" is not declared in the rule manifest; declared: ' + Object.keys(info.options).join(', '));
      }
      return info.options[name];
    },

    /** Before the game is built: change module parameters, fn(params). @ts setup(fn: (params: Params) => void): void; */
    setup(fn) {
      __register('setup', ns + 'setup/' + next(), needFunction(fn, 'rule.setup'));
    },

    /** When an event of the type happens ("*": every event), fn(event). An event of the kernel or a module must be one of EventType (a misspelled one is an error in the editor); another house rule's own events are any other "<rule id>:<name>". @ts on<K extends EventType>(type: K, fn: (event: EventMap[K]) => void): void; on<T extends string>(type: OtherRuleEvent<T>, fn: (event: GameEvent) => void): void; */
    on(type, fn) {
      if (typeof type !== 'string' || (type !== '*' && type.indexOf(':') < 1)) {
        fail(TypeError, 'rule.on: event types look like "module:event" (or "*"), got ' + JSON.stringify(type));
      }
      __register('on', ns + 'on/' + next() + '/' + type, needFunction(fn, 'rule.on'));
    },

    /** Run fn(seat) just before a flow step or phase, for the seat it runs for (−1 for none). @ts before(step: StepId, fn: (seat: number) => void): void; */
    before(step, fn) {
      __register('before', ns + 'before/' + next() + '/' + needStep(step, 'rule.before'), needFunction(fn, 'rule.before'));
    },

    /** Run fn(seat) just after a flow step or phase. @ts after(step: StepId, fn: (seat: number) => void): void; */
    after(step, fn) {
      __register('after', ns + 'after/' + next() + '/' + needStep(step, 'rule.after'), needFunction(fn, 'rule.after'));
    },

    /** Add a score row: fn(seat) returns that seat's points (read-only: changes are undone). @ts scoreRow(name: string, fn: (seat: number) => number): void; */
    scoreRow(name, fn) {
      if (typeof name !== 'string' || !/^[a-zA-Z][a-zA-Z0-9]*$/.test(name)) {
        fail(TypeError, 'rule.scoreRow: the row name is letters and digits, e.g. "bonus2", got ' + JSON.stringify(name));
      }
      __register('score', ns + name, needFunction(fn, 'rule.scoreRow'));
    },

    /** Change an existing score row (e.g. "module:row"): fn(seat, points) returns the seat's new points for it. Read-only: changes are undone. @ts adjustScore(row: ScoreRowId, fn: (seat: number, points: number) => number): void; */
    adjustScore(row, fn) {
      if (typeof row !== 'string' || row.indexOf(':') < 1) {
        fail(TypeError, 'rule.adjustScore: name the row by its id, such as "module:row", got ' + JSON.stringify(row));
      }
      __register('adjust', ns + 'adjust/' + next() + '/' + row, needFunction(fn, 'rule.adjustScore'));
    },

    /** Break ties of the total: fn(seat) returns a number, and among seats still tied after the modules' own tie-breaks the highest wins. Read-only: changes are undone. @ts tieBreak(fn: (seat: number) => number): void; */
    tieBreak(fn) {
      __register('tie-break', ns + 'tie-break/' + next(), needFunction(fn, 'rule.tieBreak'));
    },

    /** Forbid actions: fn(action, seat) returns a reason (text, or {en, de, fr}) to forbid, or nothing to allow. Read-only. @ts veto(fn: (action: Action, seat: number) => string | Translated | null | undefined): void; */
    veto(fn) {
      needFunction(fn, 'rule.veto');
      __register('veto', ns + 'veto/' + next(), function (action, seat) { return fn(actionObject(action), seat); }, fn);
    },

    /** Run fn() when the game has ended, before the scores are counted. @ts beforeScoring(fn: () => void): void; */
    beforeScoring(fn) {
      api.on('kernel:game-over', needFunction(fn, 'rule.beforeScoring'));
    },

    /** Define an effect of this rule (e.g. a new bonus-die face); its id is "<rule id>:<name>". @ts effect(name: string, fn: (args: EffectArgs) => void): string; */
    effect(name, fn) {
      effects.define(ns + name, needFunction(fn, 'rule.effect'));
      return ns + name;
    },

    /** The old name of rule.on, kept so that old rules run (with a warning). @deprecated rule.on @ts onEvent(type: string, fn: (event: GameEvent) => void): void; */
    onEvent(type, fn) {
      deprecated('rule.onEvent', 'rule.on');
      api.on(type, fn);
    }
  };
  globalThis.rule = Object.freeze(api);
  delete globalThis.__warn;
})(__ruleInfo);
delete globalThis.__ruleInfo;
