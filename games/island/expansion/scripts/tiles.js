// Module 3: effects of expansion tiles lying on the island (RULES B13.8).

// Observatory (1–2 or 1–4): building it adds one eyepiece at once, usable in the same turn.
effects.define('expansion:observatory-built', function (e) {
  base.addEyepiece(e.seat);
});
